#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Times `pegsat verify` on a folder of random solution files: N (default
# 10000) end games played at random from the built-in boards' usual starts,
# each with its own start, finish and moves headers, written by
# `pegsat end-games` into a temporary folder that is removed after.
# Usage: scripts/verify-bench.sh [N] [SEED]   (PEGSAT=path/to/pegsat to override)
set -euo pipefail
cd "$(dirname "$0")/.."
pegsat=${PEGSAT:-build/pegsat}
count=${1:-10000}
seed=${2:-1}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$pegsat" end-games "$count" --dir "$dir/games" --seed "$seed"
echo "verifying $count files on $(nproc) cores:"
# The last line is the summary; /usr/bin/time reports on stderr.
/usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" \
  "$pegsat" verify "$dir/games" --junit "$dir/report.xml" | tail -n 1
