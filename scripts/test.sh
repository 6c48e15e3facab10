#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds pegsat and runs every test through ctest, then the web page's tests
# (scripts/web-test.sh; PEGSAT_WEB=0 leaves them out). Extra arguments go to
# the CMake configure step (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh "$@"
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure -j "$(nproc)"
if [ "${PEGSAT_WEB:-1}" != 0 ]; then
  bash scripts/web-test.sh
fi
