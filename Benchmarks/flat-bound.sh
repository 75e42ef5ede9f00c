#!/usr/bin/env bash
# How close to plain C the uniform scene's evaluation can come with the
# engine's own rules (#37): Benchmarks/flat-bound/main.swift, built with the
# engine's timing rule, curve solver, sine and cosine and transform
# composition, evaluates the scene from one flat array (no tree, no objects,
# no dispatch), one layer after the other, two at a time, and with the C
# loop's timing in place of the rule. Each runs RUNS times, alternately with
# the C loop (reference/eval.c) and the same loop dividing by its duration
# read as data (c-data: as constants, the divisions became
# multiplications); prints the medians of the per-run medians and each
# one's ratio to C. At 1,000 layers unless LAYERS says otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
layers=${LAYERS:-1000}
frames=${FRAMES:-300}
runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/c-loop" Benchmarks/reference/eval.c -lm
gcc -O2 -DDURATION_AS_DATA -o "$work/c-data" Benchmarks/reference/eval.c -lm
engine=Sources/LayerAnimation
sources=("$engine/Time/ActiveTiming.swift" "$engine/Time/Double+ExactReciprocal.swift" "$engine/Timing/UnitBezier.swift" "$engine/Geometry/CosineAndSine.swift"
         "$engine/Geometry/CATransform3D.swift" "$engine/Geometry/TransformComponents.swift"
         Benchmarks/flat-bound/main.swift)
variants=(flat paired plain-timing)
flags=("" "-D PAIRED" "-D PLAIN_TIMING")
for i in "${!variants[@]}"; do
    # shellcheck disable=SC2086 # the flags are words
    swiftc -O -wmo ${flags[$i]} -module-name FlatBound -o "$work/${variants[$i]}" "${sources[@]}"
done
results=()
for _ in $(seq "$runs"); do
    results+=("c-loop $("$work/c-loop" "$layers" "$frames")")
    results+=("c-data $("$work/c-data" "$layers" "$frames")")
    for variant in "${variants[@]}"; do results+=("$variant $("$work/$variant" "$layers" "$frames")"); done
done
printf '%s\n' "${results[@]}" | python3 -c '
import json, statistics, sys, collections
rows = collections.defaultdict(list)
for line in sys.stdin:
    name, _, data = line.partition(" ")
    rows[name].append(json.loads(data))
c = statistics.median(r["eval_ns_per_layer"] for r in rows["c-loop"])
print("%14s %9s %6s %8s %12s" % ("variant", "ns/layer", "/ C", "fastest", "checksum"))
for name, runs in rows.items():
    median = statistics.median(r["eval_ns_per_layer"] for r in runs)
    fastest = min(r["fastest_ns_per_layer"] for r in runs)
    print("%14s %9.1f %6.2f %8.1f %12.4f" % (name, median, median / c, fastest, runs[0]["checksum"]))
'
