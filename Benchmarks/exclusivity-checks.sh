#!/usr/bin/env bash
# Which stored properties of the engine still pay Swift's run-time
# exclusivity check, and at how many places in the optimized code.
#
# The compiler removes the check from an internal property when it can
# prove that no access to it ever overlaps another (every access is free
# of calls it cannot see through and of releases that could run unknown
# code). A change that adds one such access anywhere brings the checks
# back at every access to that property: run this after touching the
# engine's hot state and compare (docs/performance.md, "Implicit commit,
# eighth pass").
set -euo pipefail
cd "$(dirname "$0")/.."
sil=$(mktemp -d)/LayerAnimation.sil
# The engine's one dependency (SplitMix), built as the release build does.
swift build -c release --target SplitMix >/dev/null
modules="$(swift build -c release --show-bin-path)/Modules"
# shellcheck disable=SC2046
swiftc -emit-sil -O -wmo -module-name LayerAnimation -package-name main -I "$modules" $(find Sources/LayerAnimation -name '*.swift') -o "$sil"
# Pair each checked access with the property its address came from.
awk '
/ref_element_addr.*#/ {
    split($0, words, " "); register = words[1]
    match($0, /#[A-Za-z0-9_]+\.[A-Za-z0-9_]+/); property[register] = substr($0, RSTART + 1, RLENGTH - 1)
}
/begin_access.*\[dynamic\]/ {
    count = split($0, words, " ")
    for (i = 4; i <= count; i++) if (words[i] ~ /^%[0-9]+$/) { if (words[i] in property) checked[property[words[i]]]++; break }
}
/^} \/\/ end sil/ { delete property }
END { for (name in checked) printf "%6d  %s\n", checked[name], name }
' "$sil" | sort -rn
