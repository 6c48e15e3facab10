#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The main job: build, solve the English board's central game, print the
# solution and verify it forward and backward.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
rc=0
build/pegsat solve --board english --output build/english.sol || rc=$?
[ "$rc" -eq 10 ] || { echo "pegsat solve failed (exit $rc)" >&2; exit 1; }
cat build/english.sol
build/pegsat verify build/english.sol
