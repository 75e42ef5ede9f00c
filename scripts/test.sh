#!/usr/bin/env bash
# Installs whatever the tests need that is missing, then runs every test:
# the engine, the viewer's logic, offscreen rendering against pixels, and the
# real window end to end under Xvfb driven by xdotool; then the suites that
# call C under AddressSanitizer (leaks checked), the threaded suites under
# ThreadSanitizer, the engine's instruction and allocation ceilings
# (callgrind), and a 3-minute soak of the release viewer.
#
# Usage: scripts/test.sh [--sanitize address|thread]
#   --sanitize address|thread   every suite (but the real window's) under that
#                               sanitizer, and nothing else
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/test.sh [--sanitize address|thread]" >&2; exit 2; }
sanitizer=""
if [[ $# -gt 0 ]]; then
    [[ $# -eq 2 && "$1" == "--sanitize" ]] || usage
    [[ "$2" == "address" || "$2" == "thread" ]] || usage
    sanitizer="$2"
fi

scripts/install-dependencies.sh --tests

# Runs the suites matching $2 (every one when empty) under sanitizer $1, in a
# build folder of its own. A report from our code fails the run; reports
# from system libraries are suppressed, each with its reason, in
# scripts/sanitizers/leaks.supp (ThreadSanitizer needs none).
sanitized() {
    local kind="$1" filter="$2"
    echo "== ${kind} sanitizer: ${filter:-every suite but the real window}" >&2
    # (The linker's notes about the sanitizer's own symbols are not ours: left out.)
    local log
    log=$(mktemp)
    if ! swift build --build-tests --sanitize="$kind" --scratch-path ".build-$kind" >"$log" 2>&1; then
        cat "$log" >&2
        exit 1
    fi
    grep -v "Cannot export local symbol" "$log" | tail -n 3
    local arguments=(--sanitize="$kind" --scratch-path ".build-$kind" --skip-build --skip EndToEndTests)
    [[ -n "$filter" ]] && arguments+=(--filter "$filter")
    ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
    LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/leaks.supp:print_suppressions=0" \
    TSAN_OPTIONS="halt_on_error=0:exitcode=66" \
        swift test "${arguments[@]}"
}

if [[ -n "$sanitizer" ]]; then
    sanitized "$sanitizer" ""
    exit 0
fi

# The end-to-end tests drive the built `snowman`; build it first, warnings fail the build.
build_log=$(mktemp)
swift build 2>&1 | tee "$build_log"
if grep -q "warning:" "$build_log"; then
    echo "error: the build has warnings (see above)" >&2
    exit 1
fi
SNOWMAN_BINARY="$(swift build --show-bin-path)/snowman" SNOWMAN_E2E=1 swift test

# What calls C (SDL, SDL_image, SDL_ttf, Cairo, Chipmunk2D, giflib: rendering,
# dynamics, export, settings, picture decoding), the frame walk's flat frames
# (addresses into buffers), animations played uncopied (lifetimes shared
# between the object added and the layers), then what runs on threads.
sanitized address "LayerRenderingTests|LayerDynamicsTests|SnowmanViewerTests|CatFactsTests|LayerHostTests|FlatFrameTests|AnimationShareTests"
sanitized thread "CatFactsTests|ThreadingTests|TransactionTests|DiagnosticsTests|MediaClockTests|GIFExportTests|SettingsStoreTests"

# The engine's counted promises (instructions per layer, no allocation per
# frame), then the release viewer for three minutes of random input.
Benchmarks/evaluation-ceilings.sh
scripts/soak.sh 3
