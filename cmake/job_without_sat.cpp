// SPDX-License-Identifier: GPL-3.0-or-later
// The jobs in a build without the SAT solvers (PEGSAT_SAT=OFF): it links only
// when no job left in needs CryptoMiniSat or CaDiCaL, and it checks that the
// native jobs answer and the SAT ones say why they cannot. Run by
// scripts/sat-off.sh; exit 0 when all holds.
#include <cstdio>

#include "job/count.hpp"
#include "job/encode.hpp"
#include "job/problem_load.hpp"
#include "job/solve.hpp"

int main() {
  using namespace pegsat;
  auto p = loadProblem("triangle", "a1", "a1");
  if (!p) return std::puts("triangle a1 -> a1 did not load"), 1;
  SolveJob solve;
  auto s = runSolve(*p, solve);
  if (!s || s->outcome != Outcome::Solved || s->jumps.size() != 13)
    return std::puts("the native solve did not solve the triangle"), 1;
  // The 15-hole triangle's a1 -> a1 has 6,816 solutions (count_test.cpp).
  auto c = runCount(*p, CountJob{});
  if (!c || c->solutions != 6816) return std::puts("the native count is not 6,816"), 1;
  auto e = runEncode(*p, EncodeJob{});
  if (!e || e->clauseList.empty()) return std::puts("the encoder wrote no CNF"), 1;
  solve.method = SolveMethod::Sat;
  auto sat = runSolve(*p, solve);
  if (sat || sat.error().message != kNoSatSolver)
    return std::puts("solve --method sat did not say that the build has no solver"), 1;
  std::puts("the jobs without SAT: solve, count and encode answer; SAT says it is not built");
  return 0;
}
