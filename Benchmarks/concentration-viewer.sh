# Sourced by the Concentration benchmarks: `open_concentration BINARY` starts
# Xvfb and the release viewer on the Concentration tab (1100x720, software
# renderer, seed 7, its state printed), and sets `work` (a directory removed
# on exit, with `frames.txt`: each animated frame's work in ms, and `log`:
# the viewer's standard error), `viewer` and `window`.
open_concentration() {
    local binary=$1
    work=$(mktemp -d)
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 & xvfb=$!
    trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
    for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
    export DISPLAY=:$(tr -d '\n' <"$work/display") XDG_DATA_HOME=$work/data SNOWMAN_FRAME_TIMES=$work/frames.txt
    "$binary" --settings "$work/settings.json" --window 1100x720 --renderer software \
        --scene concentration --seed 7 --debug-state >/dev/null 2>"$work/log" & viewer=$!
    for _ in $(seq 100); do window=$(xdotool search --name '^Snowman$' 2>/dev/null | head -1 || true); [ -n "$window" ] && break; sleep 0.1; done
}
