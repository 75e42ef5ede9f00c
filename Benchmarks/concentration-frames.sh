#!/usr/bin/env bash
# The Concentration tab's frames while a person plays, in the release viewer
# under Xvfb with the software renderer: three rounds of two flips (arrows
# and Space), a theme chosen by a click, and a new game (N); then the median
# and 90th percentile of each animated frame's own work, and how many took
# over 30 ms.
# Usage: Benchmarks/concentration-frames.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-$(swift build -c release --show-bin-path)/snowman}
source Benchmarks/concentration-viewer.sh
open_concentration "$binary"
sleep 1.5
# A theme button's centre from the last state the viewer printed (in the
# scene's points; the scene starts under the 36-point tab strip).
theme_button() {
    awk -v n="$1" '$1 == "theme-button" && $2 == n { x = $4; y = $5 } END { print x, y + 36 }' "$work/log"
}
for theme in 1 3 5; do
    for step in Right space Right space; do xdotool key --window "$window" "$step"; sleep 0.4; done
    sleep 1.2
    read -r x y < <(theme_button "$theme")
    xdotool mousemove --window "$window" "$x" "$y" click 1; sleep 1.5
    xdotool key --window "$window" n; sleep 2
done
kill "$viewer"; wait "$viewer" 2>/dev/null || true
python3 - "$work/frames.txt" <<'PY'
import sys
times = sorted(float(x) for x in open(sys.argv[1]).read().split())
late = sum(t > 30 for t in times)
print(f"{len(times)} frames: p50 {times[len(times) // 2]:.2f} ms, p90 {times[int(len(times) * 0.9)]:.2f} ms, over 30 ms: {late}")
PY
