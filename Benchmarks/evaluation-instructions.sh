#!/usr/bin/env bash
# Instructions per layer evaluation, by callgrind (does not drift with the
# machine's speed): `snowman bench --engine-only --layers 1000` at 20 and 40
# frames, collecting in `CALayer.evaluateFrame` only; the difference divided
# by 40,000 (the bench evaluates each frame twice: after drawing and back to
# back). Usage: Benchmarks/evaluation-instructions.sh [uniform|mixed ...]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product snowman >/dev/null
bin="$(swift build -c release --show-bin-path)/snowman"
out=$(mktemp -d)
collected() {
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" --collect-atstart=no \
        '--toggle-collect=$s14LayerAnimation7CALayerC13evaluateFrame6atTimeAA13CAFrameStatusVSd_tF' \
        "$bin" bench --scene "$1" --layers 1000 --frames "$2" --engine-only --renderer software 2>&1 \
        | awk '/Collected/ { gsub(",", "", $4); print $4 }'
}
for scene in "${@:-uniform mixed}"; do
    for s in $scene; do
        short=$(collected "$s" 20) long=$(collected "$s" 40)
        echo "$s $(( (long - short) / 40000 )) instructions per layer evaluation"
    done
done
