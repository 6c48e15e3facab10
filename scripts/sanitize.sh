#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The sanitizer build: clang, AddressSanitizer and UndefinedBehaviorSanitizer
# on every object, the libFuzzer targets of fuzz/ beside the tests, into
# build-fuzz/ (or $FUZZ_BUILD_DIR). Arguments name the targets to build
# (default: all). -O1 and line tables only: compiled once per CI run, so
# build time matters more than speed, and the reports still show lines.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${FUZZ_BUILD_DIR:-build-fuzz}
bash scripts/setup.sh
cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release \
  -DPEGSAT_FUZZ=ON -DPEGSAT_WERROR=ON -DCMAKE_CXX_FLAGS_RELEASE="-O1 -gline-tables-only" >/dev/null
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build "$build" -j "$(nproc)" "${targets[@]}"
