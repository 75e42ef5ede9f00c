# Sourced by the benchmark scripts: `build_quietly SCRIPT ARGUMENTS...` runs
# `swift build ARGUMENTS...` without its progress lines, and when it fails
# prints what it said and which script stops (SwiftPM writes errors to
# standard output, which the scripts used to drop: a failed build ended
# them with status 1 and no word).
build_quietly() {
    local script=$1 log
    shift
    log=$(mktemp)
    if ! swift build "$@" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        echo "$script: swift build $* failed (above)" >&2
        exit 1
    fi
    rm -f "$log"
}
