// SPDX-License-Identifier: GPL-3.0-or-later
// Fewest moves by incremental SAT; see moves_sat.hpp.
#include "encodings/moves_sat.hpp"

#include <cadical.hpp>

#include <chrono>
#include <functional>

#include "encodings/cms_support.hpp"
#include "encodings/moves_encoding.hpp"

namespace pegsat {
namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

CMSat::Lit cmsLit(Lit l) { return CMSat::Lit(uint32_t(std::abs(l)) - 1, l < 0); }

// One "at most k moves?" call of either solver: the answer, whether the
// refutation used the assumption (when it did not, no bound has a solution),
// the conflicts it took, and the model when satisfiable.
struct BoundCall {
  Outcome answer = Outcome::Unknown;
  bool usedAssumption = true;
  uint64_t conflicts = 0;
  std::vector<bool> model;  // model[v] for v >= 1
};
using SolveUnder = std::function<BoundCall(Lit atMost)>;

// k = the lower bound, + 1, ... until a model, a refutation of every bound,
// or the timeout.
void runBounds(const Board& board, Cells start, Cells finish, const MovesEncoding& e,
               const SolveUnder& solveUnder, SatMovesResult& r) {
  r.lowerBound = movesLowerBound(board, start, finish);
  for (int k = r.lowerBound;; ++k) {
    const Lit atMost = e.atMost(k);
    const auto t1 = Clock::now();
    BoundCall call = solveUnder(atMost);
    r.stats.conflicts += call.conflicts;
    r.steps.push_back({k, call.answer, msSince(t1), call.conflicts});
    if (call.answer == Outcome::Solved) {
      r.jumps = decodeJumps(board, e.plain, call.model);
      r.upperBound = movesOfJumps(r.jumps);
      r.status = Outcome::Solved;
      return;
    }
    if (call.answer != Outcome::NoSolution) return;
    if (!atMost || !call.usedAssumption) {
      r.status = Outcome::NoSolution;
      return;
    }
    r.lowerBound = k + 1;
  }
}

// Counts CaDiCaL's learned clauses, one a conflict; the library has no
// conflict counter of its own.
class ConflictCounter : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}
  uint64_t count = 0;
};

// Stops CaDiCaL at the deadline or when `stop` is set; the solver polls it
// often, which also makes it the place for a progress line once a second.
class DeadlineTerminator : public CaDiCaL::Terminator {
 public:
  DeadlineTerminator(const SatOptions& options, const ConflictCounter& conflicts,
                     const SatMovesResult& r)
      : start_(Clock::now()),
        nextLine_(start_ + std::chrono::seconds(1)),
        options_(options),
        conflicts_(conflicts),
        r_(r) {}
  bool terminate() override {
    const auto now = Clock::now();
    if (options_.progress && now >= nextLine_) {
      nextLine_ = now + std::chrono::seconds(1);
      options_.progress(fmt::format("SAT: at most {} moves?, {} conflicts, {:.0f} s",
                                    r_.lowerBound, conflicts_.count,
                                    std::chrono::duration<double>(now - start_).count()));
    }
    if (why_ == Stop::None) why_ = options_.budget.poll();
    return why_ != Stop::None;
  }
  Stop why() const { return why_; }

 private:
  Stop why_ = Stop::None;
  const Clock::time_point start_;
  Clock::time_point nextLine_;
  const SatOptions& options_;
  const ConflictCounter& conflicts_;
  const SatMovesResult& r_;
};

void solveWithCadical(const Board& board, Cells start, Cells finish, const MovesEncoding& e,
                      const SatOptions& options, SatMovesResult& r) {
  CaDiCaL::Solver solver;
  // CaDiCaL's "sat" configuration (stable search, less elimination) refuted
  // the triangle's bounds faster than its default (docs/MOVES-SAT.md).
  solver.configure("sat");
  solver.set("seed", int(options.solverSeed));
  // The library never prints: without this CaDiCaL writes "c found falsified
  // original clause" to stdout when a clause is false at the root, which broke
  // the --json output of problems refuted by the reachability facts.
  solver.set("quiet", 1);
  for (const Clause& cl : e.plain.cnf.clauses) {
    for (Lit x : cl) solver.add(x);
    solver.add(0);
  }
  ConflictCounter counter;
  DeadlineTerminator stop(options, counter, r);
  solver.connect_terminator(&stop);
  solver.connect_learner(&counter);
  const int vars = e.plain.cnf.vars;
  runBounds(board, start, finish, e,
            [&](Lit atMost) {
              BoundCall call;
              if (atMost) solver.assume(atMost);
              const uint64_t before = counter.count;
              const int answer = solver.solve();
              call.conflicts = counter.count - before;
              if (answer == 10) {
                call.answer = Outcome::Solved;
                call.model.assign(size_t(vars) + 1, false);
                for (int v = 1; v <= vars; ++v) call.model[size_t(v)] = solver.val(v) > 0;
              } else if (answer == 20) {
                call.answer = Outcome::NoSolution;
                call.usedAssumption = atMost && solver.failed(atMost);
              }
              return call;
            },
            r);
  solver.disconnect_terminator();
  solver.disconnect_learner();
  if (r.status == Outcome::Unknown) r.stop = stop.why();
}

Result<bool> solveWithCryptoMiniSat(const Board& board, Cells start, Cells finish,
                                    const MovesEncoding& e, const SatOptions& options,
                                    SatMovesResult& r) {
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
  Race race(options.budget, options.progress);
  const int vars = e.plain.cnf.vars;
  runBounds(board, start, finish, e,
            [&](Lit atMost) {
              BoundCall call;
              std::vector<CMSat::Lit> assume;
              if (atMost) assume.push_back(cmsLit(atMost));
              race.note(fmt::format("at most {} moves?", r.lowerBound));
              if (!race.enter(&solver)) return call;
              const uint64_t before = solver.get_sum_conflicts();
              const CMSat::lbool answer = solver.solve(&assume);
              race.leave(&solver);
              call.conflicts = solver.get_sum_conflicts() - before;
              if (answer == CMSat::l_True) {
                call.answer = Outcome::Solved;
                call.model.assign(size_t(vars) + 1, false);
                const auto& m = solver.get_model();
                for (int v = 1; v <= vars; ++v)
                  call.model[size_t(v)] = m[size_t(v) - 1] == CMSat::l_True;
              } else if (answer == CMSat::l_False) {
                call.answer = Outcome::NoSolution;
                // An empty final conflict: refuted without the assumption.
                call.usedAssumption = !solver.get_conflict().empty();
              }
              return call;
            },
            r);
  if (r.status == Outcome::Unknown) r.stop = race.why();
  return true;
}

}  // namespace

Result<SatMovesResult> minMovesBySat(const Board& board, Cells start, Cells finish,
                                     const SatOptions& options) {
  auto t0 = Clock::now();
  // Half the bytes for the clauses, half for the solver's copy of them.
  auto enc = encodeMoves(board, start, finish, options.encoding,
                         options.budget.withBytes(options.budget.bytes() / 2));
  if (!enc) return enc.error();
  const MovesEncoding& e = *enc;
  SatMovesResult r;
  if ((r.stop = e.plain.stopped) != Stop::None) {
    r.stats.encodeMs = msSince(t0);
    return r;
  }
  r.stats.vars = e.plain.cnf.vars;
  r.stats.clauses = e.plain.cnf.clauses.size();
  r.stats.steps = e.steps();
  r.stats.encodeMs = msSince(t0);
  if (options.threads <= 1) {
    solveWithCadical(board, start, finish, e, options, r);
  } else if (auto ok = solveWithCryptoMiniSat(board, start, finish, e, options, r); !ok) {
    return ok.error();
  }
  r.stats.solveMs = msSince(t0) - r.stats.encodeMs;
  return r;
}

}  // namespace pegsat
