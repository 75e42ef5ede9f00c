#!/usr/bin/env bash
# Engine evaluation of `snowman bench` against the plain C loop (eval.c):
# the uniform and mixed scenes and the C reference, run RUNS times each,
# alternately (this machine's speed drifts). Each keeps the median of its
# per-run medians of the engine alone (frames back to back, nothing drawn).
# Prints ns per layer, the two ratios the targets name (mixed / uniform at
# most 2, uniform / C at most 1.5) and the mixed scene's set-up time.
set -euo pipefail
cd "$(dirname "$0")/.."
layers=${LAYERS:-10000}
frames=${FRAMES:-300}
runs=${RUNS:-3}
swift build -c release --product snowman >/dev/null
bin="$(swift build -c release --show-bin-path)/snowman"
reference=$(mktemp -d)/eval
gcc -O2 -o "$reference" Benchmarks/reference/eval.c -lm
results=()
for _ in $(seq "$runs"); do
    results+=("$("$bin" bench --scene uniform --layers "$layers" --frames "$frames" --renderer software --json | tail -1)")
    results+=("$("$bin" bench --scene mixed --layers "$layers" --frames "$frames" --renderer software --json | tail -1)")
    results+=("$("$reference" "$layers" "$frames")")
done
python3 - "${results[@]}" <<'PY'
import json, statistics, sys
runs = [json.loads(line) for line in sys.argv[1:]]
uniform, mixed, c = runs[0::3], runs[1::3], runs[2::3]
u = statistics.median(r["eval_engine_only_ns_per_layer"] for r in uniform)
m = statistics.median(r["eval_engine_only_ns_per_layer"] for r in mixed)
ref = statistics.median(r["eval_ns_per_layer"] for r in c)
setup = statistics.median(r["setup_ms"] for r in mixed)
setup_u = statistics.median(r["setup_ms"] for r in uniform)
print(f'{"layers":>8} {"uniform ns":>11} {"mixed ns":>9} {"C ns":>7} {"mixed/uniform":>14} {"uniform/C":>10} {"set-up uniform ms":>18} {"set-up mixed ms":>16}')
print(f'{uniform[0]["layers"]:8d} {u:11.1f} {m:9.1f} {ref:7.1f} {m / u:14.2f} {u / ref:10.2f} {setup_u:18.1f} {setup:16.1f}')
PY
