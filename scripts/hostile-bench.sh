#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Times `pegsat verify` on a folder of N (default 100) hostile files, ten of
# each kind that docs/VERIFY.md ("Verifying untrusted files") guards against:
# certificates naming a FIFO, /dev/zero or a file outside the folder, a link
# out of the folder, a 245-byte certificate on a big board, proofs of 50 MB
# without an empty clause or padded after it, 1 MiB of jumps, a long chain,
# names of control characters and invalid UTF-8, and a genuine DRAT
# certificate. Prints the summary and the wall time and peak memory.
# Usage: scripts/hostile-bench.sh [N]   (PEGSAT=path/to/pegsat to override)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
pegsat=$(realpath "${PEGSAT:-build/pegsat}")
n=${1:-100}
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
d=$top/pr
mkdir -p "$d" "$top/outside"
echo "8c1e4b7d2a9f6e3c0b5a8d7e6f1c2b3a4d5e6f7a" > "$top/outside/ci_token"
cd "$d"
"$pegsat" solve --board triangle --start b4 --finish a5 -q --certificate d.cert >/dev/null || true
mkfifo p
printf 'p cnf 1 0\n' > t.cnf
printf '0\n' > t.drat
python3 - <<'EOF'
open("big.txt", "w").write("directions: 8\n" + ("o" * 16 + "\n") * 7 + "." + "o" * 15 + "\n")
open("lemmas.drat", "w").write("1 2 0\n" * 8_500_000)
proof = open("d.drat").read()
open("padded.drat", "w").write(proof + "0\n" * 25_000_000)
open("jumps.bin", "w").write(("d2-d4 " * 174_000) + "\n")
open("chain.bin", "w").write("d2-d4" + "-d2-d4" * 170_000 + "\n")
EOF
cert() {  # NAME CNF PROOF
  printf 'board: triangle\nstart: b4\nfinish: a5\nkind: drat\nsteps: 13\ncnf: %s\nproof: %s\n' \
    "$2" "$3" > "$1"
}
for ((i = 0; i < n; i++)); do
  case $((i % 10)) in
    0) cert "fifo$i.cert" p p ;;
    1) cert "zero$i.cert" /dev/zero /dev/zero ;;
    2) cert "leak$i.cert" t.cnf ../outside/ci_token ;;
    3) ln -s ../outside/ci_token "link$i.sol" ;;
    4) printf 'board: big.txt\nstart: a8\nfinish: p1\nkind: drat\nsteps: 126\ncnf: t.cnf\nproof: t.drat\n' > "big$i.cert" ;;
    5) cert "lemmas$i.cert" d.cnf lemmas.drat ;;
    6) cert "padded$i.cert" d.cnf padded.drat ;;
    7) cp jumps.bin "jumps$i.sol" ;;
    8) cp chain.bin "chain$i.sol" ;;
    9) cp "$root/data/solutions/bergholt.sol" "$(printf 'name%d\n\x1b[31m\xff' "$i").sol" ;;
  esac
done
echo "verifying $(find . -name '*.sol' -o -name '*.cert' | wc -l) files on $(nproc) cores:"
# A regression that hangs is cut off after two minutes.
/usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" \
  timeout 120 "$pegsat" verify "$d" --junit "$top/report.xml" | tail -n 1
