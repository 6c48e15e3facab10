#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Line coverage of each reader by its fuzz target's corpus (llvm-cov): builds
# the fuzz targets once more with clang's source-based coverage into
# build-fuzz-cov/, runs each once over every input of its corpus (the seeds
# in fuzz/corpus/<reader>/ and what fuzz.sh runs kept in
# build-fuzz/corpus/<reader>/), and prints, per target, the coverage of the
# files that hold its reader. Arguments name the readers (default: all).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${COVERAGE_BUILD_DIR:-build-fuzz-cov}
corpus=${FUZZ_BUILD_DIR:-build-fuzz}/corpus
readers=("$@")
[ ${#readers[@]} -gt 0 ] || readers=(board solution dimacs model slide pddl plan certificate drat)
bash scripts/setup.sh
cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release \
  -DPEGSAT_FUZZ=ON -DBUILD_TESTING=OFF -DCMAKE_UNITY_BUILD=OFF -DCMAKE_CXX_FLAGS_RELEASE="-O1" \
  -DCMAKE_CXX_FLAGS="-fprofile-instr-generate -fcoverage-mapping" \
  -DCMAKE_EXE_LINKER_FLAGS="-fprofile-instr-generate" >/dev/null
cmake --build "$build" -j "$(nproc)" --target fuzz_all
# The source files that hold each reader and what checks its result.
sources() {
  case $1 in
    board) echo src/peg/board_file.cpp src/peg/board.cpp ;;
    solution) echo src/peg/solution_file.cpp verifier/verifier.cpp ;;
    dimacs) echo encodings/dimacs.cpp ;;
    model) echo encodings/dimacs.cpp encodings/model_decode.cpp ;;
    slide) echo src/slide/puzzle.cpp ;;
    pddl) echo src/pddl/pddl_problem.cpp src/pddl/pddl_board.cpp src/pddl/pddl_writer.cpp ;;
    plan) echo src/pddl/pddl_problem.cpp verifier/plan_check.cpp ;;
    certificate) echo src/peg/certificate_file.cpp verifier/certificate_check.cpp ;;
    drat) echo verifier/clause_file.cpp verifier/drat_check.cpp ;;
  esac
}
for r in "${readers[@]}"; do
  dirs=("fuzz/corpus/$r")
  [ -d "$corpus/$r" ] && dirs+=("$corpus/$r")
  rm -f "$build/$r.profraw"
  LLVM_PROFILE_FILE="$build/$r.profraw" "$build/fuzz/fuzz_$r" -runs=0 "${dirs[@]}" \
    >"$build/$r.log" 2>&1
  llvm-profdata merge -sparse "$build/$r.profraw" -o "$build/$r.profdata"
  echo "== fuzz_$r ($(find "${dirs[@]}" -type f | wc -l) inputs)"
  # shellcheck disable=SC2046
  llvm-cov report "$build/fuzz/fuzz_$r" -instr-profile="$build/$r.profdata" $(sources "$r") |
    awk -v root="$PWD/" '$1 == "Filename" { printf "  %-32s %7s %7s %9s %7s\n", "file", "lines", "cover", "branches", "cover" }
      $2 ~ /^[0-9]+$/ { sub(root, "", $1); printf "  %-32s %7s %7s %9s %7s\n", $1, $8, $10, $11, $13 }'
done
