// SPDX-License-Identifier: GPL-3.0-or-later
// Iterated SAT calls with CryptoMiniSat.
#include "encodings/slide_sat_solve.hpp"

#include <cryptominisat5/cryptominisat.h>

#include "encodings/slide_encoding.hpp"
#include "slide/heuristics.hpp"
#include "slide/state.hpp"

namespace pegsat::slide {

namespace {

// A slice: at most this many conflicts and this much CPU time, so that the
// solver's own simplification of a CNF of 60 steps (seconds) is cut into
// slices too; each slice keeps what the ones before it learnt.
constexpr uint64_t kSliceConflicts = 20000;
constexpr double kSliceCpuSeconds = 0.2;

}  // namespace

SearchResult satSolve(const Puzzle& start, GoalKind goal, int maxSteps, const Budget& budget) {
  SearchResult r;
  if (!isSolvable(start, goal)) {
    r.status = Outcome::NoSolution;
    return r;
  }
  Manhattan md(start.n, false);
  r.initialH = md.reset(toState(start, goal));
  for (int t = r.initialH; t <= maxSteps; t += 2) {
    // Before each horizon's CNF too: building and loading one of 60 steps
    // takes a good part of a second.
    if ((r.stop = budget.poll()) != Stop::None) return r;  // status Unknown
    ++r.iterations;
    SlideCnf cnf(start, goal, t);
    CMSat::SATSolver solver;
    solver.new_vars(cnf.vars());
    std::vector<CMSat::Lit> lits;
    for (const auto& c : cnf.clauses()) {
      lits.clear();
      for (int l : c) lits.emplace_back(std::abs(l) - 1, l < 0);
      solver.add_clause(lits);
    }
    CMSat::lbool res = CMSat::l_Undef;
    while (true) {
      if ((r.stop = budget.poll()) != Stop::None) {
        r.nodes += solver.get_sum_conflicts();
        return r;  // status Unknown
      }
      solver.set_max_confl(kSliceConflicts);
      solver.set_max_time(kSliceCpuSeconds);
      res = solver.solve();
      if (res != CMSat::l_Undef) break;
    }
    r.nodes += solver.get_sum_conflicts();
    if (res == CMSat::l_True) {
      std::vector<bool> model(cnf.vars() + 1, false);
      const auto& m = solver.get_model();
      for (int v = 1; v <= cnf.vars(); ++v) model[v] = m[v - 1] == CMSat::l_True;
      r.moves = cnf.decode(model);
      r.status = Outcome::Solved;
      return r;
    }
  }
  r.status = Outcome::Unknown;
  return r;
}

}  // namespace pegsat::slide
