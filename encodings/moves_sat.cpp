// Fewest moves by incremental SAT; see moves_sat.hpp.
#include "encodings/moves_sat.hpp"

#include <chrono>

#include "encodings/cms_support.hpp"
#include "encodings/moves_encoding.hpp"

namespace pegsat {
namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

CMSat::Lit cmsLit(Lit l) { return CMSat::Lit(uint32_t(std::abs(l)) - 1, l < 0); }

}  // namespace

Result<SatMovesResult> minMovesBySat(const Board& board, Cells start, Cells finish,
                                     const SatOptions& options) {
  auto t0 = Clock::now();
  auto enc = encodeMoves(board, start, finish, options.encoding);
  if (!enc) return enc.error();
  const MovesEncoding& e = *enc;
  SatMovesResult r;
  r.stats.vars = e.plain.cnf.vars;
  r.stats.clauses = e.plain.cnf.clauses.size();
  r.stats.steps = e.steps();

  CMSat::SATSolver solver;
  // Threads must be set before the first variable (sat-facts).
  solver.set_num_threads(std::max(1u, options.threads));
  solver.set_seed(options.solverSeed);
  if (auto c = configureSolver(solver, options.solverConfig); !c) return c.error();
  solver.new_vars(size_t(e.plain.cnf.vars));
  std::vector<CMSat::Lit> c;
  for (const Clause& cl : e.plain.cnf.clauses) {
    c.clear();
    for (Lit x : cl) c.push_back(cmsLit(x));
    solver.add_clause(c);
  }
  r.stats.encodeMs = msSince(t0);

  Race race(options.timeoutSeconds);
  r.lowerBound = movesLowerBound(board, start, finish);
  for (int k = r.lowerBound;; ++k) {
    std::vector<CMSat::Lit> assume;
    if (Lit l = e.atMost(k)) assume.push_back(cmsLit(l));
    const auto t1 = Clock::now();
    const uint64_t before = solver.get_sum_conflicts();
    if (!race.enter(&solver)) break;
    const CMSat::lbool answer = solver.solve(&assume);
    race.leave(&solver);
    MovesBoundStep step{k, SatStatus::Unknown, msSince(t1), solver.get_sum_conflicts() - before};
    if (answer == CMSat::l_True) {
      std::vector<bool> model(size_t(e.plain.cnf.vars) + 1, false);
      const auto& m = solver.get_model();
      for (int v = 1; v <= e.plain.cnf.vars; ++v)
        model[size_t(v)] = m[size_t(v) - 1] == CMSat::l_True;
      r.jumps = decodeJumps(board, e.plain, model);
      r.upperBound = movesOfJumps(r.jumps);
      r.status = SatStatus::Solved;
      step.answer = SatStatus::Solved;
      r.steps.push_back(step);
      break;
    }
    if (answer != CMSat::l_False) {
      r.steps.push_back(step);
      break;
    }
    step.answer = SatStatus::NoSolution;
    r.steps.push_back(step);
    // A refutation that used no assumption (an empty final conflict) holds for
    // every bound: the problem has no solution at all.
    if (assume.empty() || solver.get_conflict().empty()) {
      r.status = SatStatus::NoSolution;
      break;
    }
    r.lowerBound = k + 1;
  }
  r.stats.solveMs = msSince(t0) - r.stats.encodeMs;
  r.stats.conflicts = solver.get_sum_conflicts();
  return r;
}

}  // namespace pegsat
