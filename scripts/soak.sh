#!/usr/bin/env bash
# Soak: drives the release viewer under Xvfb with seeded random input across
# every tab for MINUTES minutes (default 60) and prints a line a minute (rss,
# frame p50 and p99), then any crash. Usage: scripts/soak.sh [MINUTES] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --tests
swift build -c release --product snowman
exec python3 scripts/soak.py "$(swift build -c release --show-bin-path)/snowman" "${1:-60}" "${2:-20261126}"
