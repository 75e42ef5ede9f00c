#!/usr/bin/env bash
# Engine evaluation of `snowman bench` against the plain C loop (eval.c):
# the uniform and mixed scenes and the C reference, run RUNS times each,
# alternately (this machine's speed drifts). Each keeps the median of its
# per-run medians of the engine alone (frames back to back, nothing drawn).
# Prints ns per layer, the two ratios the targets name (mixed / uniform at
# most 2, uniform / C at most 1.5) and the mixed scene's set-up time.
#
# Also the mixed scene's lower bound in C (mixed-timings.c): only the timing
# and easing of its animations, fed the scene's own timings by the Benchmarks
# package's MixedSceneTimings. Its ratio to the uniform C loop is what the
# scene's arithmetic alone costs against uniform's, in the most favourable
# language and layout.
set -euo pipefail
cd "$(dirname "$0")/.."
layers=${LAYERS:-10000}
frames=${FRAMES:-300}
runs=${RUNS:-3}
swift build -c release --product snowman >/dev/null
bin="$(swift build -c release --show-bin-path)/snowman"
reference=$(mktemp -d)/eval
gcc -O2 -o "$reference" Benchmarks/reference/eval.c -lm
lower_bound=$(dirname "$reference")/mixed-timings
gcc -O2 -o "$lower_bound" Benchmarks/reference/mixed-timings.c -lm
(cd Benchmarks && swift build -c release --product MixedSceneTimings >/dev/null)
timings=$(dirname "$reference")/timings.txt
"$(cd Benchmarks && swift build -c release --show-bin-path)/MixedSceneTimings" "$layers" > "$timings"
results=()
for _ in $(seq "$runs"); do
    results+=("$("$bin" bench --scene uniform --layers "$layers" --frames "$frames" --renderer software --json | tail -1)")
    results+=("$("$bin" bench --scene mixed --layers "$layers" --frames "$frames" --renderer software --json | tail -1)")
    results+=("$("$reference" "$layers" "$frames")")
    results+=("$("$lower_bound" "$frames" < "$timings")")
done
python3 - "${results[@]}" <<'PY'
import json, statistics, sys
runs = [json.loads(line) for line in sys.argv[1:]]
uniform, mixed, c, bound = runs[0::4], runs[1::4], runs[2::4], runs[3::4]
u = statistics.median(r["eval_engine_only_ns_per_layer"] for r in uniform)
m = statistics.median(r["eval_engine_only_ns_per_layer"] for r in mixed)
ref = statistics.median(r["eval_ns_per_layer"] for r in c)
low = statistics.median(r["eval_ns_per_layer"] for r in bound)
setup = statistics.median(r["setup_ms"] for r in mixed)
setup_u = statistics.median(r["setup_ms"] for r in uniform)
print(f'{"layers":>8} {"uniform ns":>11} {"mixed ns":>9} {"C ns":>7} {"mixed/uniform":>14} {"uniform/C":>10} {"set-up uniform ms":>18} {"set-up mixed ms":>16}')
print(f'{uniform[0]["layers"]:8d} {u:11.1f} {m:9.1f} {ref:7.1f} {m / u:14.2f} {u / ref:10.2f} {setup_u:18.1f} {setup:16.1f}')
print()
print(f'mixed scene, timing and easing alone in C: {low:.1f} ns per layer, {low / ref:.2f} x the uniform C loop;')
print(f'  the engine\'s mixed scene is {m / low:.2f} x it, the engine\'s uniform scene {u / ref:.2f} x the uniform C loop.')
print(f'  Both targets at once need mixed <= 2 x 1.5 x C = {3 * ref:.1f} ns: below the lower bound when {low:.1f} > {3 * ref:.1f}.')
PY
