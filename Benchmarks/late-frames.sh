#!/usr/bin/env bash
# Plays an endless animation in the viewer under Xvfb for SECONDS while
# reference/sleep-jitter (a C program that only sleeps one refresh at a
# time) runs beside it, then tells how many of the viewer's late frames
# overlap a late wake-up of that program, and what the viewer's own log
# says of each: woke late (the scheduler), made to wait (the thread was
# off the processor during its work) or slow work (the viewer's own, or a
# processor slowed down under it).
#
# Usage: Benchmarks/late-frames.sh [SECONDS]   (default 60)
# Needs: Xvfb, xdotool, gcc, python3 (scripts/install-dependencies.sh --tests).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

(cd "$root" && swift build -c release --product snowman >/dev/null)
gcc -O2 -o "$work/sleep-jitter" "$root/Benchmarks/reference/sleep-jitter.c"

# An endless flip and spin, autoreversed.
cat >"$work/settings.json" <<'JSON'
{"version": 1, "settings": [{"name": "Endless", "widthMultiplier": 1.4, "heightMultiplier": 0.8,
 "xAxisFlips": 1, "zAxisTurns": 1, "duration": 2, "repeatCount": "forever", "autoreverse": true}]}
JSON

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
pids+=($!)
export DISPLAY=$display
for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

SNOWMAN_FRAME_LOG=1 "$root/.build/release/snowman" open --settings "$work/settings.json" 2>"$work/viewer.log" &
viewer=$!
pids+=($viewer)
# No window manager: activating fails, but the search waits for the window.
xdotool search --sync --onlyvisible --name snowman windowactivate --sync >/dev/null 2>&1 || true
sleep 0.5
xdotool key Down   # select the saved setting
sleep 0.3
xdotool key space  # play
"$work/sleep-jitter" "$seconds" >"$work/sleeper.log"
xdotool key Escape
sleep 1
kill "$viewer" 2>/dev/null || true
wait "$viewer" 2>/dev/null || true

python3 - "$work/viewer.log" "$work/sleeper.log" <<'PY'
import re, sys
def gaps(pattern, path):
    """Each late interval as (start, end, the line) on the monotonic clock."""
    return [(float(m[2]) - float(m[1]) / 1000, float(m[2]), m[0].strip())
            for m in re.findall(pattern, open(path).read())]
viewer = gaps(r"(late frame \((\d+) ms since the last.*media time ([\d.]+))", sys.argv[1])
sleeper = gaps(r"(late wake-up: ([\d.]+) ms at [\d.]+ s; monotonic ([\d.]+))", sys.argv[2])
overlapping = 0
causes = {"woke late": 0, "made to wait": 0, "slow work": 0}
for start, end, line in viewer:
    overlaps = any(s < end and start < e for s, e, _ in sleeper)
    overlapping += overlaps
    # From the viewer's own numbers: a sleep that ended late, work that
    # waited for the processor, or work that itself took long.
    numbers = re.search(r"woke ([\d.]+) ms after its deadline, then drawing ([\d.]+) ms, ([\d.]+) ms of it", line)
    delay, work, processor = (float(n) for n in numbers.groups())
    cause = "woke late" if delay > 3 else "made to wait" if work - processor > 3 else "slow work"
    causes[cause] += 1
    print(f"  {cause:12} {'sleeper late too' if overlaps else '                '}  {line}")
summary = [line for line in open(sys.argv[1]) if "animated frames" in line]
print("viewer:", summary[-1].strip() if summary else "no summary (did it play?)")
print("sleeper:", open(sys.argv[2]).read().strip().splitlines()[-1])
print(f"late frames: {len(viewer)}, of which {overlapping} overlap a late wake-up of the sleeper")
print("by the viewer's own numbers: " + ", ".join(f"{count} {cause}" for cause, count in causes.items()))
PY
