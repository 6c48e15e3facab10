#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Benchmarks of the SAT path. A CDCL solver's time on one CNF can change a
# hundredfold with the order of its clauses (notes/sat-facts.md), so every
# figure here is a median over shuffled copies (variables renamed, clauses and
# literals reordered, one seed each), never the encoder's own order.
#
#   scripts/sat-bench.sh encodings [BOARD START FINISH]
#       For each option set: the median wall and CPU time and conflicts of
#       `pegsat solve --method sat` (encode, CryptoMiniSat as a library,
#       decode, verify) and the median wall times of the `cadical` and
#       `cryptominisat5` command-line solvers on the same shuffles of
#       `pegsat encode`'s CNF. The `cryptominisat5` column branches by VMTF
#       alone (`--branchstr vmtf`, with pegsat's stable polarities): the
#       fastest setting measured, which the library's API (5.11) cannot select.
#   scripts/sat-bench.sh pairs BOARD [ENCODING]
#       Every single-vacancy/single-survivor problem of BOARD by SAT: how many
#       solved, proved impossible, unknown, and the total wall time.
#   scripts/sat-bench.sh sample BOARD N [SEED [ENCODING]]
#       The same for N pairs drawn at random (fixed SEED, default 1) among
#       those that pass the position-class test: the pairs the class test
#       rejects are answered at once by every method and say nothing of SAT.
#
# Environment: PEGSAT (binary, default build/pegsat), SEEDS (default
# "1 2 3 4 5 6 7"), TIMEOUT (seconds per run, default 20; a timeout counts as
# TIMEOUT in the median and is marked '>'), THREADS (pegsat's --threads,
# default all cores), CPU_LIMIT (sample: seconds of CPU per pair, by `ulimit -t`:
# the process is stopped there and the pair counts as unknown, so that a loaded
# machine gives the same figures; TIMEOUT=0 then leaves the wall clock out),
# ENCODINGS (option sets, space separated; ENCODING@SOLVER adds CryptoMiniSat
# settings, as --solver takes them). The load average is printed
# with the table: on a shared machine wall times grow with it, CPU times and
# conflicts much less.
set -euo pipefail
cd "$(dirname "$0")/.."
PEGSAT=${PEGSAT:-build/pegsat}
SEEDS=${SEEDS:-"1 2 3 4 5 6 7"}
TIMEOUT=${TIMEOUT:-20}
CPU_LIMIT=${CPU_LIMIT:-}
THREADS=${THREADS:-$(nproc)}
# pegsat's wall-clock limit, none for TIMEOUT=0 (pegsat takes only a positive --timeout).
limit=()
if [ "$TIMEOUT" != 0 ]; then limit=(--timeout "$TIMEOUT"); fi
ENCODINGS=${ENCODINGS:-"parallel=off parallel=off,amo=sequential parallel=off,amo=commander parallel=on@polarity=auto parallel=on parallel=on,steps=13 parallel=on,steps=14 parallel=on,steps=16 parallel=on,reach=0 parallel=on,classes=off parallel=on,symmetry=off"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now() { date +%s.%N; }
# The median of the numbers on standard input, one a line.
median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN {printf("%.3f\n", b - a)}'; }
fmt_time() { awk -v t="$1" -v lim="$TIMEOUT" 'BEGIN {if (t >= lim) printf(">%ss", lim); else printf("%.2fs", t)}'; }

encodings() {
  local board=${1:-english} start=${2:-d4} finish=${3:-d4}
  echo "load before: $(uptime | sed 's/.*load/load/')"
  echo "| board | problem | encoding | solver settings | CryptoMiniSat (library) median wall | CPU | conflicts | CaDiCaL (CLI) median wall | CryptoMiniSat (CLI, VMTF) median wall | solved |"
  echo "|---|---|---|---|---|---|---|---|---|---|"
  for entry in $ENCODINGS; do
    local enc=${entry%%@*} sol=""
    [ "$entry" != "$enc" ] && sol=${entry#*@}
    : >"$tmp/cms"; : >"$tmp/cpu"; : >"$tmp/confl"; : >"$tmp/cad"; : >"$tmp/cmscli"; local ok=0 runs=0
    for s in $SEEDS; do
      runs=$((runs + 1))
      local t0 t1 rc=0
      t0=$(now)
      /usr/bin/time -f "%U %S" -o "$tmp/time" timeout $((TIMEOUT + 5)) "$PEGSAT" solve --json --method sat \
        --board "$board" --start "$start" --finish "$finish" --encoding "$enc" ${sol:+--solver "$sol"} \
        --threads "$THREADS" --shuffle "$s" --seed "$s" "${limit[@]}" -o /dev/null >"$tmp/json" 2>/dev/null || rc=$?
      t1=$(now)
      if [ "$rc" = 10 ] || [ "$rc" = 20 ]; then ok=$((ok + 1)); elapsed "$t0" "$t1" >>"$tmp/cms"; else echo "$TIMEOUT" >>"$tmp/cms"; fi
      awk '{print $1 + $2}' "$tmp/time" | tail -1 >>"$tmp/cpu"
      sed -n 's/.*"conflicts": \([0-9]*\).*/\1/p' "$tmp/json" >>"$tmp/confl"
      # encode writes one jump a step by default; solve's default is parallel.
      "$PEGSAT" encode -q --board "$board" --start "$start" --finish "$finish" --encoding "parallel=on,$enc" --shuffle "$s" -o "$tmp/f.cnf"
      rc=0
      t0=$(now)
      timeout "$TIMEOUT" cadical -q --seed="$s" "$tmp/f.cnf" >/dev/null || rc=$?
      t1=$(now)
      if [ "$rc" = 10 ] || [ "$rc" = 20 ]; then elapsed "$t0" "$t1" >>"$tmp/cad"; else echo "$TIMEOUT" >>"$tmp/cad"; fi
      rc=0
      t0=$(now)
      timeout "$TIMEOUT" cryptominisat5 --verb 0 --polar stable --branchstr vmtf "$tmp/f.cnf" >/dev/null || rc=$?
      t1=$(now)
      if [ "$rc" = 10 ] || [ "$rc" = 20 ]; then elapsed "$t0" "$t1" >>"$tmp/cmscli"; else echo "$TIMEOUT" >>"$tmp/cmscli"; fi
    done
    echo "| $board | $start->$finish | $enc | ${sol:-default} | $(fmt_time "$(median <"$tmp/cms")") | $(printf '%.2fs' "$(median <"$tmp/cpu")") | $(median <"$tmp/confl") | $(fmt_time "$(median <"$tmp/cad")") | $(fmt_time "$(median <"$tmp/cmscli")") | $ok/$runs |"
  done
  echo "load after: $(uptime | sed 's/.*load/load/')"
}

sample() {
  local board=$1 n=$2 seed=${3:-1} enc=${4:-}
  local holes s f rc taken=0 solved=0 none=0 unknown=0 t0 t1
  holes=$("$PEGSAT" encode -q --board "$board" | awk '$1=="c" && $2=="var" && $4=="peg" && $6=="0" {print $5}')
  t0=$(now)
  while read -r s f; do
    [ "$taken" -ge "$n" ] && break
    # The native solver says at once whether the class test decides the pair.
    local native
    native=$("$PEGSAT" solve --json --board "$board" --start "$s" --finish "$f" --max-memory 0.002 \
      2>/dev/null </dev/null || true)
    case $native in *'"decided_by_invariant": true'*) continue ;; esac
    taken=$((taken + 1)); rc=0
    (if [ -n "$CPU_LIMIT" ]; then ulimit -t "$CPU_LIMIT"; fi
     exec "$PEGSAT" solve -q --method sat --board "$board" --start "$s" --finish "$f" \
       ${enc:+--encoding "$enc"} --threads "$THREADS" "${limit[@]}" >/dev/null </dev/null) || rc=$?
    case $rc in 10) solved=$((solved + 1)) ;; 20) none=$((none + 1)) ;; *) unknown=$((unknown + 1)) ;; esac
    echo "$s -> $f: $rc"
  done < <(for s in $holes; do for f in $holes; do echo "$s $f"; done; done |
             shuf --random-source=<(yes "$seed"))
  t1=$(now)
  echo "$board, $taken random class-passing pairs (seed $seed) by SAT (${enc:-default encoding}, $THREADS threads, ${CPU_LIMIT:+$CPU_LIMIT s of CPU, }$TIMEOUT s wall each): $solved solved, $none no solution, $unknown unknown, $(elapsed "$t0" "$t1") s wall; $(uptime | sed 's/.*load/load/')"
}

pairs() {
  local board=${1:-triangle} enc=${2:-}
  local holes
  holes=$("$PEGSAT" encode -q --board "$board" | awk '$1=="c" && $2=="var" && $4=="peg" && $6=="0" {print $5}')
  local solved=0 none=0 unknown=0 t0 t1 rc
  t0=$(now)
  for s in $holes; do
    for f in $holes; do
      rc=0
      "$PEGSAT" solve -q --method sat --board "$board" --start "$s" --finish "$f" ${enc:+--encoding "$enc"} \
        --threads "$THREADS" "${limit[@]}" >/dev/null || rc=$?
      case $rc in 10) solved=$((solved + 1)) ;; 20) none=$((none + 1)) ;; *) unknown=$((unknown + 1)); echo "unknown: $s -> $f" ;; esac
    done
  done
  t1=$(now)
  echo "$board, every single-vacancy/single-survivor pair by SAT (${enc:-default encoding}, $THREADS threads): $solved solved, $none no solution, $unknown unknown, $(elapsed "$t0" "$t1") s wall; $(uptime | sed 's/.*load/load/')"
}

case "${1:-encodings}" in
  encodings) shift || true; encodings "$@" ;;
  pairs) shift; pairs "$@" ;;
  sample) shift; sample "$@" ;;
  *) echo "usage: $0 encodings [BOARD START FINISH] | pairs BOARD [ENCODING] | sample BOARD N [SEED [ENCODING]]" >&2; exit 2 ;;
esac
