#!/usr/bin/env bash
# `snowman bench` for every scene and renderer at 1, 1,000 and 10,000 layers,
# as a Markdown table (the one in docs/performance.md). Each cell is the
# median of RUNS runs.
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-200}
runs=${RUNS:-3}
source Benchmarks/build-quietly.sh
build_quietly bench-matrix -c release --product snowman
bin="$(swift build -c release --show-bin-path)/snowman"
echo "| scene | renderer | layers | eval ns/layer (after drawing) | eval ns/layer (engine alone) | drawing ms/frame | frame p99 ms | set-up ms | eval bytes/layer |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
for scene in uniform mixed; do
    for renderer in software accelerated; do
        for layers in 1 1000 10000; do
            results=()
            for _ in $(seq "$runs"); do
                results+=("$("$bin" bench --scene "$scene" --renderer "$renderer" --layers "$layers" --frames "$frames" --json | tail -1)")
            done
            python3 - "${results[@]}" <<'PY'
import json, statistics, sys
runs = [json.loads(line) for line in sys.argv[1:]]
m = lambda key: statistics.median(r[key] for r in runs)
r = runs[0]
print(f'| {r["scene"]} | {r["renderer"]} | {r["layers"]:,} | {m("eval_ns_per_layer"):.0f} | {m("eval_engine_only_ns_per_layer"):.0f} '
      f'| {m("render_ms_per_frame"):.2f} | {m("frame_ms_p99"):.2f} | {m("setup_ms"):.1f} | {m("eval_bytes_per_layer"):.0f} |')
PY
        done
    done
done
