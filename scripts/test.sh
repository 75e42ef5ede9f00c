#!/usr/bin/env bash
# Installs whatever the tests need that is missing, then runs every test:
# the engine, the viewer's logic, offscreen rendering against pixels, and the
# real window end to end under Xvfb driven by xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --tests
# The end-to-end tests drive the built `snowman`; build it first, warnings fail the build.
build_log=$(mktemp)
swift build 2>&1 | tee "$build_log"
if grep -q "warning:" "$build_log"; then
    echo "error: the build has warnings (see above)" >&2
    exit 1
fi
SNOWMAN_BINARY="$(swift build --show-bin-path)/snowman" SNOWMAN_E2E=1 swift test
