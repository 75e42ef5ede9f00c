#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the project needs, only those missing.
# Usage: scripts/install-dependencies.sh [--tests]
#   --tests also installs what the end-to-end tests drive (Xvfb, xdotool, imagemagick),
#   Python, which serves the Cat Facts fixtures on loopback, and valgrind, whose
#   callgrind counts the engine's instructions and allocations.
set -euo pipefail

packages=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libgif-dev libcairo2-dev libchipmunk-dev fonts-dejavu-core fonts-noto-color-emoji)
if [[ "${1:-}" == "--tests" ]]; then
    packages+=(xvfb xdotool imagemagick x11-utils python3 valgrind)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v swift >/dev/null 2>&1; then
    echo "error: Swift 6 is not on PATH; install it from swift.org first." >&2
    exit 1
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "error: need root or sudo to install: ${missing[*]}" >&2
        exit 1
    fi
    sudo=(sudo)
fi

echo "Installing: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
