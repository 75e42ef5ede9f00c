#!/usr/bin/env bash
# The activity-indicator gallery (every indicator at once) in its window
# under Xvfb with the software renderer: frames drawn per second over five
# seconds, and the median and 99th percentile of each frame's own work.
# 60 fps needs about 60 frames a second and a p99 under 16.7 ms.
# Usage: Benchmarks/layerkit-gallery-frames.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-$(swift build -c release --product ActivityIndicators >/dev/null && swift build -c release --show-bin-path)/ActivityIndicators}
display=:$((200 + RANDOM % 300))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
work=$(mktemp -d)
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
DISPLAY=$display LAYERKIT_FRAME_TIMES=$work/frames.txt "$binary" >/dev/null 2>"$work/log" & app=$!
sleep 1  # opened, first frames drawn
lines_before=$(wc -l < "$work/frames.txt" || echo 0)
sleep 5
lines_after=$(wc -l < "$work/frames.txt")
kill "$app"; wait "$app" 2>/dev/null || true
python3 - "$work/frames.txt" "$lines_before" "$lines_after" <<'PY'
import sys
path, before, after = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
times = sorted(float(x) for x in open(path).read().split()[before:after])
if not times:
    sys.exit("layerkit-gallery-frames: no frames were drawn")
print(f"gallery, software renderer: {len(times) / 5:.1f} frames/s over 5 s; frame work p50 {times[len(times) // 2]:.2f} ms, "
      f"p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.2f} ms ({len(times)} frames)")
PY
