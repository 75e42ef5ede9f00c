#!/usr/bin/env bash
# Drawing cost of `snowman bench` against the minimal C reference (quads.c):
# the same N snowmen, image size and software renderer. Prints both medians
# and their ratio (the target is at most 1.3).
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-300}
size=${SIZE:-1280x800}
swift build -c release --product snowman >/dev/null
bin="$(swift build -c release --show-bin-path)/snowman"
reference=$(mktemp -d)/quads
gcc -O2 -o "$reference" Benchmarks/reference/quads.c -lSDL2 -lSDL2_image -lm
printf '%8s %14s %14s %8s %16s\n' layers "snowman ms" "C ref ms" ratio "snowman eval ns"
for layers in ${LAYERS:-100 1000 10000}; do
    ours=$("$bin" bench --layers "$layers" --frames "$frames" --size "$size" --json | tail -1)
    theirs=$("$reference" "$layers" "$frames" "${size%x*}" "${size#*x}" Assets/snowman.svg)
    python3 - "$ours" "$theirs" <<'PY'
import json, sys
ours, theirs = json.loads(sys.argv[1]), json.loads(sys.argv[2])
a, b = ours["render_ms_per_frame"], theirs["render_ms_per_frame"]
print(f'{ours["layers"]:8d} {a:14.3f} {b:14.3f} {a / b:8.2f} {ours["eval_ns_per_layer"]:16.1f}')
PY
done
