// SPDX-License-Identifier: GPL-3.0-or-later
// CryptoMiniSat solving and counting; see sat_solve.hpp.
#include "encodings/sat_solve.hpp"

#include <cryptominisat5/cryptominisat.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "encodings/cms_support.hpp"
#include "encodings/cnf_shuffle.hpp"
#include "peg/position_class.hpp"
#include "util/text.hpp"

namespace pegsat {
namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// The encoding loaded into a solver, possibly under shuffled variable names.
struct Loaded {
  PegEncoding encoding;
  std::vector<int> name;  // name[v]: variable v's name in the solver, 1-based
  SatStats stats;
};

CMSat::Lit cmsLit(const std::vector<int>& name, Lit l) {
  return CMSat::Lit(uint32_t(name[size_t(std::abs(l))] - 1), l < 0);
}

Result<Loaded> load(CMSat::SATSolver& solver, const Board& board, Cells start, Cells finish,
                    const SatOptions& o) {
  auto t0 = Clock::now();
  // The solver holds about as much again as the encoder's clauses: half the
  // bytes for each.
  auto enc = encodePegSolitaire(board, start, finish, o.encoding,
                                o.budget.withBytes(o.budget.bytes() / 2));
  if (!enc) return enc.error();
  Loaded l{std::move(*enc), {}, {}};
  // A load stopped by a limit still describes the CNF it had begun.
  l.stats.vars = l.encoding.cnf.vars;
  l.stats.clauses = l.encoding.cnf.clauses.size();
  l.stats.steps = l.encoding.steps;
  if (l.encoding.stopped != Stop::None) {
    l.stats.encodeMs = msSince(t0);
    return l;
  }
  const Cnf* cnf = &l.encoding.cnf;
  ShuffledCnf shuffled;
  if (o.shuffleSeed) {
    shuffled = shuffleCnf(*cnf, o.shuffleSeed);
    cnf = &shuffled.cnf;
    l.name = shuffled.renamed;
  } else {
    l.name.resize(size_t(cnf->vars) + 1);
    for (int v = 0; v <= cnf->vars; ++v) l.name[size_t(v)] = v;
  }
  // CryptoMiniSat takes the number of threads only before the first variable.
  solver.set_num_threads(std::max(1u, o.threads));
  solver.set_seed(o.solverSeed);
  if (auto c = configureSolver(solver, o.solverConfig); !c) return c.error();
  solver.new_vars(size_t(cnf->vars));
  std::vector<CMSat::Lit> c;
  BudgetPoll poll(o.budget, 65536);
  for (const Clause& cl : cnf->clauses) {
    if (Stop s = poll.poll(); s != Stop::None) {
      l.encoding.stopped = s;
      l.stats.encodeMs = msSince(t0);
      return l;
    }
    c.clear();
    // The shuffled copy already holds the new names.
    for (Lit x : cl) c.push_back(CMSat::Lit(uint32_t(std::abs(x)) - 1, x < 0));
    solver.add_clause(c);
  }
  l.stats.encodeMs = msSince(t0);
  return l;
}

std::vector<bool> modelOf(const CMSat::SATSolver& solver, const Loaded& l) {
  const auto& m = solver.get_model();
  std::vector<bool> model(l.name.size(), false);
  for (size_t v = 1; v < l.name.size(); ++v) model[v] = m[size_t(l.name[v] - 1)] == CMSat::l_True;
  return model;
}

// The horizons a solve tries. A fixed horizon, or one step a jump, is tried
// alone. A parallel encoding whose horizon is left to pegsat tries the
// default horizon, then longer ones three steps apart, up to the full horizon
// of one step a jump, where every step holds exactly one jump (each removes
// one peg): only that one is complete, so only its "unsatisfiable" proves
// that there is no solution. A finish in another position class than the
// start gets the full horizon at once, which its class parities refute by
// propagation alone.
std::vector<int> horizons(const Board& board, Cells start, Cells finish, const EncodingOptions& e,
                          bool classRefuted) {
  if (!e.parallel || e.steps >= 0) return {e.steps};  // -1: the encoder's default
  const int jumpsNeeded = jumpsBetween(start, finish);
  if (classRefuted) return {jumpsNeeded};
  std::vector<int> h;
  // Three apart answered every English pair within 20 s; two apart left two
  // unknown (one worker, before the portfolio).
  for (int t = defaultParallelSteps(board, start, finish, size_t(e.reach)); t < jumpsNeeded; t += 3)
    h.push_back(t);
  h.push_back(jumpsNeeded);
  return h;
}

}  // namespace

namespace {

// One worker per thread, a portfolio: every worker tries the whole plan, on
// its own shuffle of the CNF. A solver's time on one problem varies tenfold
// with the order of its clauses (the central game took 2,700 to 27,000
// conflicts over 15 shuffles), so the first of two orders to finish cuts the
// long runs; the longer horizons are harder, not easier (d4 -> d7 took a
// median of 0.43 s at 15 steps, 0.93 s at 19, 2.8 s at 21), so splitting the
// plan between workers helped less. A single horizon gets CryptoMiniSat's
// own threads instead.
class Portfolio {
 public:
  Portfolio(const Board& board, Cells start, Cells finish, const SatOptions& options)
      : board_(board),
        start_(start),
        finish_(finish),
        options_(options),
        jumpsNeeded_(jumpsBetween(start, finish)),
        classRefuted_(!PositionClasses(board).sameClass(start, finish)),
        plan_(horizons(board, start, finish, options.encoding, classRefuted_)),
        workers_(plan_.size() > 1 ? std::max(options.threads, 1u) : 1),
        race_(options.budget, options.progress) {}

  Result<SatSolveResult> run() {
    const auto t0 = Clock::now();
    std::vector<std::thread> threads;
    for (unsigned w = 1; w < workers_; ++w) threads.emplace_back([this, w] { work(w); });
    work(0);
    for (auto& t : threads) t.join();
    if (error_) return *error_;
    r_.stats.solveMs = msSince(t0) - r_.stats.encodeMs;
    r_.stats.conflicts = conflicts_;
    if (r_.status == Outcome::Unknown)
      r_.stop = encodeStop_ != Stop::None ? encodeStop_ : race_.why();
    return r_;
  }

 private:
  struct Run {
    int steps;
    std::unique_ptr<CMSat::SATSolver> solver;
    Loaded loaded;
  };

// Rintanen's algorithm B ("Planning as satisfiability: parallel plans and
// algorithms for plan search", AIJ 2006) in a simple form: the worker's
// horizons run in rounds of conflict budgets, the k-th shortest getting
// kChunk >> k, and a longer horizon joins at rounds 1, 2, 4, 8, ...; so a
// problem that the first horizon solves quickly pays for no other, and one
// whose first horizon is too short (a start at the end of an arm needs
// more steps than the centre) does not wait for a hard proof of that. The
// first round is long: cutting a solve into chunks changes its search, and
// the central game's median rose from 6,800 conflicts (one call) to
// 11,900 (chunks of 5,000) over 7 shuffles.
  static constexpr uint64_t kFirst = 20000, kChunk = 5000;

  // One worker: its horizons in rounds until an answer, the race's end, or
  // the plan's end.
  void work(unsigned worker) {
    std::vector<Run> runs;
    size_t next = 0;  // the next horizon of the plan to start
    for (uint64_t round = 0;; ++round) {
      const bool join = (round & (round - 1)) == 0;  // rounds 0, 1, 2, 4, 8, ...
      if (join && next < plan_.size() && !begin(worker, next, runs)) return;
      if (runs.empty()) {
        if (next >= plan_.size()) return;
        if (!begin(worker, next, runs)) return;
      }
      for (size_t k = 0; k < runs.size(); ++k)
        if (!step(runs[k], round, k)) return;
      std::lock_guard lock(mu_);
      std::erase_if(runs, [&](const Run& run) { return run.steps <= refuted_; });
    }
  }

  // Starts the worker's next horizon not yet refuted: encodes it on the
  // worker's own shuffle and seed. False on an encoding error, which ends the race.
  bool begin(unsigned worker, size_t& next, std::vector<Run>& runs) {
    {
      std::lock_guard lock(mu_);  // another worker may have refuted it already
      while (next + 1 < plan_.size() && plan_[next] <= refuted_) ++next;
    }
    SatOptions o = options_;
    o.encoding.steps = plan_[next++];
    o.solverSeed += worker;
    if (worker > 0) o.shuffleSeed = o.shuffleSeed * 1000003 + worker;
    // A class parity refutes by propagation alone: more threads and the
    // reachability facts only cost their start (the 964 such English
    // pairs took a third of the time of all 1089).
    if (workers_ > 1 || classRefuted_) o.threads = 1;
    if (classRefuted_) o.encoding.reach = 0;
    auto solver = std::make_unique<CMSat::SATSolver>();
    auto l = load(*solver, board_, start_, finish_, o);
    if (!l) {
      std::lock_guard lock(mu_);
      error_ = l.error();
      race_.end();
      return false;
    }
    const int steps = l->encoding.steps;  // -1 above meant the encoder's default
    {
      // Until an answer names its own CNF, the result describes the longest
      // one begun, loaded or not.
      std::lock_guard lock(mu_);
      if (r_.status == Outcome::Unknown && steps >= r_.stats.steps) r_.stats = l->stats;
      if (l->encoding.stopped != Stop::None) {
        if (encodeStop_ == Stop::None) encodeStop_ = l->encoding.stopped;
        race_.end();
        return false;
      }
    }
    runs.push_back({steps, std::move(solver), std::move(*l)});
    return true;
  }

  // Runs the k-th horizon of a worker for one round's budget and records its
  // answer; false when the worker should stop (an answer, or the race is over).
  bool step(Run& run, uint64_t round, size_t k) {
    {
      std::lock_guard lock(mu_);
      if (run.steps <= refuted_) return true;  // a longer horizon was refuted
    }
    // A single horizon runs to the end; several share the time.
    const bool alone = plan_.size() == 1;
    if (!alone)
      run.solver->set_max_confl(round == 0 ? kFirst : std::max<uint64_t>(kChunk >> k, 250));
    if (!race_.enter(run.solver.get())) return false;
    const uint64_t before = run.solver->get_sum_conflicts();
    const CMSat::lbool answer = run.solver->solve();
    race_.leave(run.solver.get());
    std::lock_guard lock(mu_);
    conflicts_ += run.solver->get_sum_conflicts() - before;
    const bool complete = !run.loaded.encoding.options.parallel || run.steps >= jumpsNeeded_;
    if (answer == CMSat::l_True || (answer == CMSat::l_False && complete)) {
      record(run, answer);
      race_.end();
      return false;
    }
    // No plan of this many parallel steps, nor of fewer.
    if (answer == CMSat::l_False && run.steps > refuted_) {
      refuted_ = run.steps;
      race_.note(fmt::format("horizons of {} steps and fewer refuted", refuted_));
    }
    return !race_.over();
  }

  // The first conclusive answer of any worker is the result; mu_ is held.
  void record(const Run& run, CMSat::lbool answer) {
    if (r_.status != Outcome::Unknown) return;
    r_.status = answer == CMSat::l_True ? Outcome::Solved : Outcome::NoSolution;
    if (answer == CMSat::l_True)
      r_.jumps = decodeJumps(board_, run.loaded.encoding, modelOf(*run.solver, run.loaded));
    r_.stats = run.loaded.stats;
  }

  const Board& board_;
  const Cells start_, finish_;
  const SatOptions& options_;
  const int jumpsNeeded_;
  const bool classRefuted_;
  const std::vector<int> plan_;
  const unsigned workers_;
  Race race_;
  std::mutex mu_;  // guards the fields below
  SatSolveResult r_;
  std::optional<Error> error_;
  uint64_t conflicts_ = 0;
  int refuted_ = -1;  // the longest horizon proved too short
  Stop encodeStop_ = Stop::None;  // a limit that stopped an encoding or its loading
};

}  // namespace

Result<SatSolveResult> solveBySat(const Board& board, Cells start, Cells finish,
                                  const SatOptions& options) {
  if (jumpsBetween(start, finish) < 0)
    return Error{"", 0, "the finish has more pegs than the start"};
  return Portfolio(board, start, finish, options).run();
}

Result<SatCountResult> countBySat(const Board& board, Cells start, Cells finish,
                                  const SatCountOptions& options) {
  if (!options.sat.encoding.keepsAllSolutions())
    return Error{"", 0,
                 "counting needs an encoding that keeps every solution: symmetry=off order=off"};
  CMSat::SATSolver solver;
  auto l = load(solver, board, start, finish, options.sat);
  if (!l) return l.error();
  SatCountResult r;
  r.stats = l->stats;
  if ((r.stop = l->encoding.stopped) != Stop::None) return r;
  const std::vector<int> jumpVars = l->encoding.jumpVars();
  auto t0 = Clock::now();
  // A race of one solver: its watchdog interrupts it at the timeout, and
  // keeps interrupting until it returns, so no interrupt is lost.
  Race race(options.sat.budget, options.sat.progress);
  race.enter(&solver);
  std::vector<CMSat::Lit> block;
  while (!options.maxSolutions || r.solutions < options.maxSolutions) {
    CMSat::lbool answer = solver.solve();
    if (answer == CMSat::l_False) {
      r.complete = true;
      break;
    }
    if (answer != CMSat::l_True || race.timedOut()) break;
    ++r.solutions;
    // One jump per step, so the jumps of this model name the solution; the
    // blocking clause forbids exactly this sequence.
    const auto& m = solver.get_model();
    block.clear();
    for (int v : jumpVars)
      if (m[size_t(l->name[size_t(v)] - 1)] == CMSat::l_True) block.push_back(cmsLit(l->name, -v));
    if (block.empty()) {  // zero steps: the one empty sequence
      r.complete = true;
      break;
    }
    solver.add_clause(block);
  }
  race.leave(&solver);
  if (!r.complete) r.stop = race.why();
  r.stats.solveMs = msSince(t0);
  r.stats.conflicts = solver.get_sum_conflicts();
  return r;
}

}  // namespace pegsat
