#!/usr/bin/env bash
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
runs_limit=${FUZZ_RUNS:+-runs=$FUZZ_RUNS}
build=${FUZZ_BUILD_DIR:-build-fuzz}
readers=("$@")
[ ${#readers[@]} -gt 0 ] || readers=(board solution dimacs model slide pddl plan certificate drat)
bash scripts/sanitize.sh fuzz_all
# One run of a target; its exit status is libFuzzer's.
run() {
  "$build/fuzz/fuzz_$1" -max_total_time="$seconds" $runs_limit -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=512 \
    -print_final_stats=1 -artifact_prefix="$build/findings/$1/" \
    "$build/corpus/$1" "fuzz/corpus/$1" >"$build/fuzz_$1.log" 2>&1
}
# One reader: run, judge, report on one line.
fuzz_one() {
  local r=$1 log="$build/fuzz_$1.log" slow runs rate cov
  mkdir -p "$build/corpus/$r" "$build/findings/$r"
  if ! run "$r"; then
    # A machine busy with other work can stall one input past 1 s: a timeout
    # counts when the input, run again alone, is slow again.
    slow=$(ls -t "$build/findings/$r"/timeout-* 2>/dev/null | head -n 1)
    if [ -z "$slow" ] || ! "$build/fuzz/fuzz_$r" -timeout=1 "$slow" >/dev/null 2>&1 \
      || ! run "$r"; then
      tail -n 40 "$log"
      echo "fuzz_$r: FAILED (input in $build/findings/$r/, log in $log)"
      return 1
    fi
    echo "fuzz_$r: $slow took over 1 s once but not when run alone"
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
  echo "fuzz_$r: ok, $runs inputs ($rate/s), $cov edges"
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
