#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The job library without the SAT solvers (-DPEGSAT_SAT=OFF): configures
# build-sat-off/, builds the job library and a program on it alone
# (cmake/job_without_sat.cpp), and runs that program. The CLI, the API and
# Python need SAT and stay off.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-sat-off -DCMAKE_BUILD_TYPE=Release -DPEGSAT_SAT=OFF -DPEGSAT_CLI=OFF \
  -DPEGSAT_PYTHON=OFF -DBUILD_TESTING=OFF "$@" > /dev/null
cmake --build build-sat-off --target job_without_sat -j "$(nproc)"
build-sat-off/job_without_sat
