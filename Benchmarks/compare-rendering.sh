#!/usr/bin/env bash
# Drawing cost of `snowman bench` against the minimal C reference (quads.c):
# the same N snowmen, image size and renderer (RENDERER: software, the
# default, or accelerated: OpenGL in a hidden window). The two programs run
# RUNS times each, alternately (this machine's speed drifts), and each side
# keeps the median of its per-run medians. Prints both and their ratio (the
# target is at most 1.3), then each side's walk (working out the geometry and
# handing it to SDL) and the rest (SDL and the driver drawing it, and the
# present: the same work on both sides).
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-300}
size=${SIZE:-1280x800}
runs=${RUNS:-3}
renderer=${RENDERER:-software}
source Benchmarks/build-quietly.sh
build_quietly compare-rendering -c release --product snowman
bin="$(swift build -c release --show-bin-path)/snowman"
reference=$(mktemp -d)/quads
gcc -O2 -o "$reference" Benchmarks/reference/quads.c -lSDL2 -lSDL2_image -lm
echo "$renderer renderer, $size"
printf '%8s %14s %14s %8s %16s %22s %22s\n' layers "snowman ms" "C ref ms" ratio "snowman eval ns" \
    "walk snowman / C ms" "SDL+driver snowman / C"

for layers in ${LAYERS:-100 1000 10000}; do
    results=()
    for _ in $(seq "$runs"); do
        results+=("$("$bin" bench --layers "$layers" --frames "$frames" --size "$size" --renderer "$renderer" --json | tail -1)")
        results+=("$("$reference" "$layers" "$frames" "${size%x*}" "${size#*x}" Assets/snowman.svg "$renderer")")
    done
    python3 - "${results[@]}" <<'PY'
import json, statistics, sys
runs = [json.loads(line) for line in sys.argv[1:]]
ours, theirs = runs[0::2], runs[1::2]
a = statistics.median(r["render_ms_per_frame"] for r in ours)
b = statistics.median(r["render_ms_per_frame"] for r in theirs)
ev = statistics.median(r["eval_ns_per_layer"] for r in ours)
def part(side, key): return statistics.median(r[key] for r in side)
walks = f'{part(ours, "render_walk_ms_per_frame"):.3f} / {part(theirs, "render_walk_ms_per_frame"):.3f}'
rest = f'{part(ours, "render_submit_ms_per_frame"):.3f} / {part(theirs, "render_submit_ms_per_frame"):.3f}'
print(f'{ours[0]["layers"]:8d} {a:14.3f} {b:14.3f} {a / b:8.2f} {ev:16.1f} {walks:>22} {rest:>22}')
PY
done
