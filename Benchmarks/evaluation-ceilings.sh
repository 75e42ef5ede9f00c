#!/usr/bin/env bash
# The engine's counted promises, checked on every run of the test command:
# instructions per layer evaluation stay under the ceilings in
# Benchmarks/ceilings.txt, and frame evaluation allocates nothing once its
# animations are compiled. Counted by callgrind inside `CALayer.evaluateFrame`
# only, in `snowman bench --engine-only --frames-only` at 1,000 layers: the
# difference between 20 and 40 frames (each evaluated twice), so the first
# frame's set-up cancels out (hashing made deterministic, so that it does
# exactly). Counts, not times: they do not move with the machine's load.
# Exits 1 when a count is over its ceiling.
# Usage: Benchmarks/evaluation-ceilings.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null; then
    echo "evaluation-ceilings: valgrind is not installed (scripts/install-dependencies.sh --tests installs it)" >&2
    exit 1
fi
if [[ $# -gt 0 ]]; then
    bin=$1
else
    swift build -c release --product snowman >/dev/null
    bin="$(swift build -c release --show-bin-path)/snowman"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for scene in uniform mixed; do
    for frames in 20 40; do
        SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/$scene-$frames" --collect-atstart=no \
            '--toggle-collect=$s14LayerAnimation7CALayerC13evaluateFrame6atTimeAA13CAFrameStatusVSd_tF' \
            "$bin" bench --scene "$scene" --layers 1000 --frames "$frames" --engine-only --frames-only --renderer software \
            >/dev/null 2>&1
    done
done
python3 - "$out" Benchmarks/ceilings.txt <<'PY'
import re, sys
out, ceilings_path = sys.argv[1], sys.argv[2]
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}

def counts(path):
    """Instructions collected, and calls into the C allocator, in one callgrind output."""
    names, calls, callee, instructions = {}, 0, None, 0
    for line in open(path):
        named = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?", line)
        if named:
            if named.group(3):
                names[named.group(2)] = named.group(3).strip()
            callee = names.get(named.group(2)) if named.group(1) == "cfn" else None
        elif line.startswith("calls=") and callee is not None:
            calls += int(line.split()[0][len("calls="):]) if callee in ALLOCATORS else 0
            callee = None
        elif line.startswith("summary:") or line.startswith("totals:"):
            instructions = int(line.split()[1])
    return instructions, calls

ceilings = {}
for line in open(ceilings_path):
    if line.strip() and not line.startswith("#"):
        scene, what, value = line.split()
        ceilings[(scene, what)] = int(value)
over = []
for scene in ("uniform", "mixed"):
    (i20, a20), (i40, a40) = counts(f"{out}/{scene}-20"), counts(f"{out}/{scene}-40")
    if i20 == 0 or i40 <= i20:
        # The toggle names evaluateFrame by its mangled name: renamed, nothing would be counted.
        sys.exit(f"evaluation-ceilings: nothing counted in {scene}: is CALayer.evaluateFrame(atTime:) renamed?")
    per_layer = (i40 - i20) / 40_000  # 20 more frames, each evaluated twice, 1,000 layers
    allocations = a40 - a20
    for what, value in (("instructions-per-layer", per_layer), ("allocations", allocations)):
        ceiling = ceilings[(scene, what)]
        verdict = "ok" if value <= ceiling else "OVER"
        print(f"evaluation-ceilings: {scene} {what} {value:,.0f} (ceiling {ceiling:,}) {verdict}")
        if value > ceiling:
            over.append(f"{scene} {what}")
if over:
    sys.exit("evaluation-ceilings: over the ceiling: " + ", ".join(over))
PY
