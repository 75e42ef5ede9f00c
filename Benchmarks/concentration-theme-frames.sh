#!/usr/bin/env bash
# The Concentration tab's theme changes, in the release viewer under Xvfb
# with the software renderer: twelve themes chosen by the keys 1–7, 0.6 s
# apart, each fading the cards' colours for 0.25 s (drawn part by part);
# then the median, 90th percentile and worst of the frames' own work.
# Usage: Benchmarks/concentration-theme-frames.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-$(swift build -c release --show-bin-path)/snowman}
source Benchmarks/concentration-viewer.sh
open_concentration "$binary"
sleep 2
# Only the frames from here on: the deal at launch is not a theme change.
before=$(wc -l < "$work/frames.txt")
for key in 2 3 4 5 6 7 1 2 3 4 5 6; do xdotool key --window "$window" "$key"; sleep 0.6; done
kill "$viewer"; wait "$viewer" 2>/dev/null || true
python3 - "$work/frames.txt" "$before" <<'PY'
import sys
times = sorted(float(x) for x in open(sys.argv[1]).read().split()[int(sys.argv[2]):])
print(f"{len(times)} frames: p50 {times[len(times) // 2]:.2f} ms, p90 {times[int(len(times) * 0.9)]:.2f} ms, worst {times[-1]:.2f} ms")
PY
