#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates the pictures of docs/img/ with `pegsat draw` (docs/DRAW.md).
# Usage: scripts/draw-docs.sh [path/to/pegsat]   (default: build/pegsat)
set -euo pipefail
cd "$(dirname "$0")/.."
pegsat=${1:-build/pegsat}
mkdir -p docs/img
"$pegsat" draw data/solutions/bergholt.sol -o docs/img/bergholt.svg
"$pegsat" draw data/solutions/triangle.sol -o docs/img/triangle.svg
"$pegsat" draw --animate data/solutions/triangle.sol -o docs/img/triangle-animated.svg
"$pegsat" draw --animate data/solutions/bergholt.sol -o docs/img/bergholt-animated.svg
"$pegsat" draw --board english -o docs/img/english.svg
# A sliding puzzle: solved first (an optimal solution, 31 moves), then drawn.
moves=$(mktemp)
trap 'rm -f "$moves"' EXIT
puzzle=data/sliding/princeton/puzzle3x3-31.txt
"$pegsat" slide solve "$puzzle" --moves -o "$moves" || [ $? -eq 10 ]
"$pegsat" draw --puzzle "$puzzle" "$moves" -o docs/img/puzzle3x3-31.svg
