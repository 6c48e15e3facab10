#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What another project does with pegsat: install it from build/ (or
# $BUILD_DIR) into a temporary prefix, build examples/ against the installed
# package alone, run it and check its answers; and import the Python module
# from the prefix when the build has it. Only libpegsat (and the module) is
# (re)built if needed; scripts/build.sh or scripts/test.sh makes the rest of
# build/.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

targets=(libpegsat pegsat)
if [[ "$(cmake --build "$build" --target help)" == *pegsat_python* ]]; then
  targets+=(pegsat_python)
fi
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}" >/dev/null
cmake --install "$build" --prefix "$work/prefix" >/dev/null
# The package holds one header: a program needs none of the internals'.
headers=$(cd "$work/prefix/include" && find . -type f | sort)
if [[ "$headers" != "./pegsat/pegsat.hpp" ]]; then
  echo "example.sh: installed headers are not just pegsat/pegsat.hpp:" $headers >&2
  exit 1
fi
cmake -S examples -B "$work/example" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/example" >/dev/null
out=$("$work/example/pegsat_example")
echo "$out"
# has_line PATTERN: a line of the output matches the glob PATTERN.
has_line() {
  local line
  while IFS= read -r line; do [[ "$line" == $1 ]] && return 0; done <<<"$out"
  return 1
}
for pattern in "english d4 -> d4: solved in 31 jumps, * moves" "verify: ok, 31 jumps" \
               "triangle15 a1 -> a1: 6816 solutions" "broken board: broken.txt:2: *"; do
  if ! has_line "$pattern"; then
    echo "example.sh: no line '$pattern' in the example's output" >&2
    exit 1
  fi
done
echo "example.sh: the installed package builds and runs the example"

# The Python package, imported from where `cmake --install` put it.
if [[ " ${targets[*]} " == *" pegsat_python "* ]]; then
  site=$(echo "$work"/prefix/lib/python3*/*-packages)
  PYTHONPATH="$site" /usr/bin/python3 -c "
import pegsat
assert pegsat.__file__.startswith('$site'), pegsat.__file__
assert pegsat.count(pegsat.Problem('triangle', 'a1', 'a1')).solutions == 6816
print('example.sh: the installed Python package imports and counts')"
fi
