#!/usr/bin/env bash
# The engine's counted promises, checked on every run of the test command:
# instructions per layer evaluation stay under the ceilings in
# Benchmarks/ceilings.txt, frame evaluation allocates nothing once its
# animations are compiled, and takes no slow-path reference count (an object
# given a side table, by a weak reference to it, pays an atomic operation on
# a second allocation for each retain: it cost views 30 % in time for 4 % in
# instructions). Counted by callgrind inside `CALayer.evaluateFrame` only, at
# 1,000 layers, in `snowman bench --engine-only --frames-only` (uniform,
# mixed; each frame evaluated twice) and `layerkit-bench --only views` (a
# `UIView.animate` block over 1,000 views): the difference between 20 and 40
# frames, so the first frame's set-up cancels out (hashing made
# deterministic, so that it does exactly). Counts, not times: they do not
# move with the machine's load.
# Also drawing: the instructions of the renderer's own code (the snowman
# binary and the Swift runtime, not SDL's) inside `LayerRenderer.draw` per
# layer drawn, uniform scene, software renderer, frames 11 to 20.
# And implicit changes: the instructions inside the `opacity` setter and
# `CATransaction.commit` per change, mixed scene at 1,000 layers (the
# benchmark's six transactions, each changing every layer: the first onto
# the scene's own animations, the others replacing the last change's).
# And set-up: the instructions inside `BenchScene.build` per layer, mixed
# scene at 1,000 layers (the scene making its animations, then `add`
# copying and compiling each).
# Exits 1 when a count is over its ceiling.
# Usage: Benchmarks/evaluation-ceilings.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null; then
    echo "evaluation-ceilings: valgrind is not installed (scripts/install-dependencies.sh --tests installs it)" >&2
    exit 1
fi
source Benchmarks/build-quietly.sh
if [[ $# -gt 0 ]]; then
    bin=$1
else
    build_quietly evaluation-ceilings -c release --product snowman
    bin="$(swift build -c release --show-bin-path)/snowman"
fi
views_bin="$(dirname "$bin")/layerkit-bench"
# One left beside BINARY by an older build would count that build's views.
if [[ ! -x "$views_bin" || $# -eq 0 || "$views_bin" -ot "$bin" ]]; then
    build_quietly evaluation-ceilings -c release --product layerkit-bench
    views_bin="$(swift build -c release --show-bin-path)/layerkit-bench"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() {  # OUTPUT COMMAND...: callgrind inside evaluateFrame only
    local output=$1
    shift
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$output" --collect-atstart=no \
        '--toggle-collect=$s14LayerAnimation7CALayerC13evaluateFrame6atTimeAA13CAFrameStatusVSd_tF' \
        "$@" >/dev/null 2>&1
}
count_drawing() {  # OUTPUT FRAMES: callgrind inside LayerRenderer.draw only
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$1" --collect-atstart=no \
        '--toggle-collect=$s14LayerRendering0A8RendererC4drawyy0A9Animation7CALayerCF' \
        "$bin" bench --scene uniform --layers 1000 --frames "$2" --frames-only --renderer software >/dev/null 2>&1
}
for frames in 10 20; do count_drawing "$out/drawing-$frames" "$frames"; done
count_mixed_inside() {  # OUTPUT FUNCTION...: callgrind inside these (mangled) functions only, mixed, 1,000 layers
    local output=$1 toggles=()
    shift
    for function in "$@"; do toggles+=("--toggle-collect=$function"); done
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$output" --collect-atstart=no \
        "${toggles[@]}" "$bin" bench --scene mixed --layers 1000 --frames 1 --engine-only --renderer software >/dev/null 2>&1
}
# Mangled names: renamed, nothing would be counted (checked below). The
# setter and the commit; then set-up, everything inside `BenchScene.build`
# (the scene making its animations, then adding them: copies and compiles).
count_mixed_inside "$out/commit" '$s14LayerAnimation7CALayerC7opacitySfvs' '$s14LayerAnimation13CATransactionC6commityyFZ'
count_mixed_inside "$out/setup" \
    '$s15BenchmarkScenes10BenchSceneO5build6layers4size8contents6phases14LayerAnimation7CALayerC4root_SayAKGAEtSi_10Foundation6CGSizeVypSgAA11SetUpPhasesCSgtF'
for frames in 20 40; do
    for scene in uniform mixed; do
        count "$out/$scene-$frames" "$bin" bench --scene "$scene" --layers 1000 --frames "$frames" --engine-only --frames-only \
            --renderer software
    done
    count "$out/views-$frames" "$views_bin" --only views --views 1000 --frames "$frames"
done
python3 - "$out" Benchmarks/ceilings.txt <<'PY'
import re, sys
out, ceilings_path = sys.argv[1], sys.argv[2]
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}

def is_slow_reference_count(name):
    """The Swift runtime's retain and release through a side table."""
    return "RefCounts" in name and ("incrementSlow" in name or "doDecrementSlow" in name)

def counts(path):
    """Instructions collected, calls into the C allocator, and slow-path
    reference counts, in one callgrind output."""
    names, allocations, slow, callee, instructions = {}, 0, 0, None, 0
    for line in open(path):
        named = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?", line)
        if named:
            if named.group(3):
                names[named.group(2)] = named.group(3).strip()
            callee = names.get(named.group(2)) if named.group(1) == "cfn" else None
        elif line.startswith("calls=") and callee is not None:
            n = int(line.split()[0][len("calls="):])
            allocations += n if callee in ALLOCATORS else 0
            slow += n if is_slow_reference_count(callee) else 0
            callee = None
        elif line.startswith("summary:") or line.startswith("totals:"):
            instructions = int(line.split()[1])
    return instructions, allocations, slow

ceilings = {}
for line in open(ceilings_path):
    if line.strip() and not line.startswith("#"):
        scene, what, value = line.split()
        ceilings[(scene, what)] = int(value)
over = []

def check(scene, what, value):
    """Prints one count against its ceiling; remembers it when over."""
    ceiling = ceilings[(scene, what)]
    verdict = "ok" if value <= ceiling else "OVER"
    print(f"evaluation-ceilings: {scene} {what} {value:,.0f} (ceiling {ceiling:,}) {verdict}")
    if value > ceiling:
        over.append(f"{scene} {what}")

# Layer evaluations in the 20 frames counted: 1,000 layers, each frame twice in `snowman bench`, once in views.
evaluations = {"uniform": 40_000, "mixed": 40_000, "views": 20_000}
for scene in ("uniform", "mixed", "views"):
    (i20, a20, s20), (i40, a40, s40) = counts(f"{out}/{scene}-20"), counts(f"{out}/{scene}-40")
    if i20 == 0 or i40 <= i20:
        # The toggle names evaluateFrame by its mangled name: renamed, nothing would be counted.
        sys.exit(f"evaluation-ceilings: nothing counted in {scene}: is CALayer.evaluateFrame(atTime:) renamed?")
    per_layer = (i40 - i20) / evaluations[scene]
    allocations, slow = a40 - a20, s40 - s20
    for what, value in (("instructions-per-layer", per_layer), ("allocations", allocations),
                        ("slow-reference-counts", slow)):
        check(scene, what, value)

def own_instructions(path, owners=("snowman", "libswiftCore.so")):
    """Instructions executed in the owners' own code (what they call in other
    objects, SDL's drawing, is not counted), in one callgrind output."""
    objects, current, total, call_cost_follows = {}, None, 0, False
    for line in open(path):
        named = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?", line)
        if named:
            if named.group(3):
                objects[named.group(2)] = named.group(3).strip().rsplit("/", 1)[-1]
            if named.group(1) == "ob":
                current = objects.get(named.group(2))
        elif line.startswith("calls="):
            call_cost_follows = True  # the next cost line is the call's, counted where it ran
        elif line[:1].isdigit() or line[:1] in "+-*":
            if not call_cost_follows and current in owners:
                total += int(line.split()[1])
            call_cost_follows = False
    return total

drawn = own_instructions(f"{out}/drawing-20") - own_instructions(f"{out}/drawing-10")
if drawn <= 0:
    sys.exit("evaluation-ceilings: nothing counted in drawing: is LayerRenderer.draw(_:) renamed?")
check("uniform", "drawing-instructions-per-layer", drawn / 10_000)  # 10 frames of 1,000 layers
changed = counts(f"{out}/commit")[0]
if changed == 0:
    sys.exit("evaluation-ceilings: nothing counted in the implicit commits: is CALayer.opacity's setter renamed?")
check("mixed", "commit-instructions-per-change", changed / 6_000)  # six transactions of 1,000 changes
built = counts(f"{out}/setup")[0]
if built == 0:
    sys.exit("evaluation-ceilings: nothing counted in the set-up: is BenchScene.build renamed?")
check("mixed", "setup-instructions-per-layer", built / 1_000)
if over:
    sys.exit("evaluation-ceilings: over the ceiling: " + ", ".join(over))
PY
