#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks `mpirun -np N pegsat count ...` (docs/MPI.md) against one process.
#   mpi_count.sh PEGSAT same N ARGS...     stdout and exit code equal those of
#                                          `pegsat count ARGS` in one process
#   mpi_count.sh PEGSAT die N RANK:AT ARGS... rank RANK dies at its AT-th
#                                          exchange: no answer, non-zero exit
#   mpi_count.sh PEGSAT expect CODE TEXT N ARGS... [: ARGS2...]
#                                          mpirun (MPMD after ':') exits with
#                                          CODE and prints TEXT (a grep pattern)
# We run as root in CI: OpenMPI refuses that unless told twice, and the
# machine has fewer cores than some tests have ranks.
set -u
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
pegsat=$1 mode=$2
shift 2
run() { mpirun --oversubscribe --bind-to none "$@"; }
fail() { echo "FAIL: $*"; exit 1; }
case $mode in
  same)
    n=$1
    shift
    want=$("$pegsat" count -q "$@")
    wantCode=$?
    got=$(run -np "$n" "$pegsat" count -q "$@")
    gotCode=$?
    [ "$gotCode" = "$wantCode" ] || fail "exit $gotCode on $n ranks, $wantCode in one process"
    [ -n "$want" ] || fail "no output in one process"
    [ "$got" = "$want" ] || fail "$n ranks printed
$got
one process printed
$want"
    echo "$n ranks: same output as one process ($(echo "$want" | wc -l) lines)"
    ;;
  die)
    n=$1 die=$2
    shift 2
    got=$(PEGSAT_MPI_TEST_DIE=$die run -x PEGSAT_MPI_TEST_DIE -np "$n" "$pegsat" count -q "$@" 2>&1)
    code=$?
    [ "$code" != 0 ] || fail "exit 0 although a rank died: $got"
    echo "$got" | grep -qE '^[0-9]+$' && fail "printed a count although a rank died: $got"
    echo "a rank died: exit $code, no count"
    ;;
  expect)
    wantCode=$1 text=$2 n=$3
    shift 3
    args=()
    rest=()
    while [ $# -gt 0 ] && [ "$1" != ":" ]; do args+=("$1"); shift; done
    if [ $# -gt 0 ]; then
      shift
      rest=(: -np 1 "$pegsat" count -q "$@")
    fi
    got=$(run -np "$n" "$pegsat" count -q "${args[@]}" "${rest[@]}" 2>&1)
    code=$?
    [ "$code" = "$wantCode" ] || fail "exit $code, want $wantCode: $got"
    echo "$got" | grep -qE "$text" || fail "output lacks '$text': $got"
    [ "$(echo "$got" | grep -cE "$text")" = 1 ] || fail "'$text' printed more than once: $got"
    echo "exit $code: $got"
    ;;
  *) fail "unknown mode $mode" ;;
esac
