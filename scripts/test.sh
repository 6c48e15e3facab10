#!/usr/bin/env bash
# Builds pegsat and runs every test through ctest. Extra arguments go to the
# CMake configure step (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh "$@"
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure -j "$(nproc)"
