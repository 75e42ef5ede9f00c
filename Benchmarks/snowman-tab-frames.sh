#!/usr/bin/env bash
# The Snowman tab's frames while it plays, in the release viewer under Xvfb
# with the software renderer: the first frame after launch, then the median
# and 90th percentile of each animated frame's own work over four plays.
# Usage: Benchmarks/snowman-tab-frames.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-$(swift build -c release --show-bin-path)/snowman}
display=:$((200 + RANDOM % 300))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
work=$(mktemp -d)
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
export DISPLAY=$display XDG_DATA_HOME=$work/data SNOWMAN_FRAME_TIMES=$work/frames.txt SNOWMAN_FRAME_LOG=1
"$binary" --settings "$work/settings.json" --window 1100x720 --renderer software >/dev/null 2>"$work/log" & viewer=$!
for _ in $(seq 100); do window=$(xdotool search --name '^Snowman$' 2>/dev/null | head -1 || true); [ -n "$window" ] && break; sleep 0.1; done
sleep 1
for _ in 1 2 3 4; do xdotool key --window "$window" space; sleep 2.5; xdotool key --window "$window" r; sleep 0.3; done
kill "$viewer"; wait "$viewer" 2>/dev/null || true
grep -o "first frame presented [0-9]* ms" "$work/log" || true
python3 - "$work/frames.txt" <<'PY'
import sys
times = sorted(float(x) for x in open(sys.argv[1]).read().split())
print(f"{len(times)} frames: p50 {times[len(times) // 2]:.2f} ms, p90 {times[int(len(times) * 0.9)]:.2f} ms")
PY
