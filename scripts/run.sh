#!/usr/bin/env bash
# Installs whatever is missing, builds the viewer (release) and opens it.
# Extra arguments go to `snowman` (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build -c release --product snowman
exec "$(swift build -c release --show-bin-path)/snowman" "$@"
