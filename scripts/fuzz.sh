#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets of fuzz/ with clang into build-fuzz/ and runs
# each on its seed corpus (fuzz/corpus/<reader>/, plus what earlier runs found,
# kept in build-fuzz/corpus/<reader>/) for FUZZ_SECONDS seconds (default 30),
# or, with FUZZ_RUNS set, until it has run that many inputs (FUZZ_SECONDS is
# then a cap: a long campaign is FUZZ_RUNS=10000000 FUZZ_SECONDS=3600).
# Arguments name the readers to run (default: all), FUZZ_JOBS of them at a
# time (default: one a core). A crash, a leak, any
# sanitizer report, an input slower than 1 s, an allocation above 512 MB or a
# process above 2 GB fails the script; the input is saved in
# build-fuzz/findings/<reader>/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-30}
runs=${FUZZ_RUNS:-0}
build=${FUZZ_BUILD_DIR:-build-fuzz}
readers=("$@")
[ ${#readers[@]} -gt 0 ] || readers=(board solution dimacs model slide pddl plan certificate drat levels)
bash scripts/sanitize.sh fuzz_all
# One run of target $1 for at most $2 seconds and $3 inputs (0: no limit);
# its exit status is libFuzzer's.
run() {
  local limit=$3
  [ "$limit" != 0 ] || limit=-1
  touch "$build/findings/$1/.started"
  "$build/fuzz/fuzz_$1" -max_total_time="$2" -runs="$limit" -timeout=1 -rss_limit_mb=2048 \
    -malloc_limit_mb=512 -print_final_stats=1 -artifact_prefix="$build/findings/$1/" \
    "$build/corpus/$1" "fuzz/corpus/$1" >"$build/fuzz_$1.log" 2>&1
}
# The inputs a run's log says it ran.
executed() {
  local n
  n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$1" | tail -n 1)
  [ -n "$n" ] || n=$(grep -o '^#[0-9]*' "$1" | tail -n 1 | tr -d '#')
  echo "${n:-0}"
}
# One reader: run, judge, report on one line. A machine busy with other work
# can stall one input past 1 s: a timeout counts when the input, run again
# alone, is slow again; otherwise the run goes on from the corpus it grew, for
# the seconds and inputs left, and the inputs of every part are added up.
fuzz_one() {
  local r=$1 log="$build/fuzz_$1.log" slow total=0 parts=0 left_s=$seconds left_runs=$runs
  local start=$SECONDS status rate cov
  mkdir -p "$build/corpus/$r" "$build/findings/$r"
  while :; do
    status=0
    run "$r" "$left_s" "$left_runs" || status=$?
    total=$((total + $(executed "$log")))
    parts=$((parts + 1))
    [ "$status" = 0 ] && break
    slow=$(find "$build/findings/$r" -name 'timeout-*' -newer "$build/findings/$r/.started" | head -n 1)
    if [ -z "$slow" ] ||
      ! "$build/fuzz/fuzz_$r" -timeout=1 "$slow" >/dev/null 2>&1 || [ "$parts" -ge 10 ]; then
      tail -n 40 "$log"
      echo "fuzz_$r: FAILED (input in $build/findings/$r/, log in $log)"
      return 1
    fi
    cp "$log" "$log.$parts"
    echo "fuzz_$r: $slow took over 1 s once but not when run alone; going on"
    left_s=$((seconds - (SECONDS - start)))
    [ "$runs" = 0 ] || left_runs=$((runs - total))
    if [ "$left_s" -le 0 ] || { [ "$runs" != 0 ] && [ "$left_runs" -le 0 ]; }; then break; fi
  done
  rate=$((total / (SECONDS - start > 0 ? SECONDS - start : 1)))
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
  echo "fuzz_$r: ok, $total inputs in $((SECONDS - start)) s ($rate/s, $parts part(s)), $cov edges"
}
# FUZZ_JOBS targets at a time (default: one a core); every one runs to its end.
jobs=${FUZZ_JOBS:-$(nproc)} running=0 failed=0
for r in "${readers[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
  fuzz_one "$r" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
exit "$failed"
