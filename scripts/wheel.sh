#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Python wheel as a user's `pip wheel .` makes it (x86-64-v2, the
# libraries beside the module; docs/PYTHON.md), then its tests: no
# instruction above x86-64-v2 outside the dispatched functions (objdump),
# ldd listing only the runtime, and a fresh venv that installs it and counts
# the central game (python/tests/test_wheel.py). The build goes to build/pip,
# which a second run reuses; CMAKE_ARGS adds configure options (ccache).
# Not part of .ci/run: a cold build of the wheel costs a full compile of the
# libraries for a second instruction set (docs/PYTHON.md, "A wheel for other
# machines").
set -euo pipefail
cd "$(dirname "$0")/.."
dist="$(mktemp -d)"
trap 'rm -rf "$dist"' EXIT
/usr/bin/python3 -m pip wheel --no-deps -q . -w "$dist"
PEGSAT_WHEEL="$dist/pegsat-*.whl" /usr/bin/python3 -m pytest -q -p no:cacheprovider \
  python/tests/test_wheel.py
