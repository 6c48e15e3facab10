#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every build and test dependency of pegsat from Debian packages.
# Idempotent: when every package is already installed it returns at once
# without touching the network.
set -euo pipefail

packages=(
  cmake g++ make
  libcryptominisat5-dev cryptominisat cadical libcadical-dev
  libboost-dev libgtest-dev libgmock-dev libbenchmark-dev
  libcli11-dev libfmt-dev nlohmann-json3-dev libtbb-dev libabsl-dev libglpk-dev
  libtinyxml2-dev
  librapidcheck-dev
  # The Python module (python/, docs/PYTHON.md), its tests and the tour
  # notebook run headless; venv and pip for `pip install .`, whose build
  # backend is in the tree (python/packaging), so no setuptools or wheel.
  python3-dev pybind11-dev python3-pytest python3-nbclient python3-ipykernel
  python3-pip python3-venv
  # mypy --strict on the package (a pytest of python/tests).
  python3-mypy
  # The Python wheel (python/packaging): run paths of the libraries it carries.
  patchelf
  # MPI: `mpirun -np N pegsat count` (docs/MPI.md); the build works without it.
  libopenmpi-dev openmpi-bin
  # The fuzz targets (fuzz/): clang with libFuzzer's runtime (libclang_rt.fuzzer),
  # and llvm-profdata / llvm-cov for their coverage.
  clang libclang-rt-dev llvm
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
