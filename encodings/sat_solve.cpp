// CryptoMiniSat solving and counting; see sat_solve.hpp.
#include "encodings/sat_solve.hpp"

#include <cryptominisat5/cryptominisat.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "encodings/cnf_shuffle.hpp"

namespace pegsat {
namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// Interrupts the solver when the wall-clock timeout passes, unless stopped
// first. CryptoMiniSat's own set_max_time counts CPU time over all threads.
class Watchdog {
 public:
  Watchdog(CMSat::SATSolver& solver, double seconds) {
    if (seconds <= 0) return;
    thread_ = std::thread([this, &solver, seconds] {
      std::unique_lock lock(mu_);
      if (!cv_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return done_; })) {
        fired_ = true;
        solver.interrupt_asap();
      }
    });
  }
  ~Watchdog() {
    {
      std::lock_guard lock(mu_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }
  bool fired() {
    std::lock_guard lock(mu_);
    return fired_;
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  bool done_ = false, fired_ = false;
  std::thread thread_;
};

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
  auto enc = encodePegSolitaire(board, start, finish, o.encoding);
  if (!enc) return enc.error();
  Loaded l{std::move(*enc), {}, {}};
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
  // Threads must be set before the first variable (notes/sat-facts.md).
  solver.set_num_threads(std::max(1u, o.threads));
  solver.set_seed(o.solverSeed);
  solver.new_vars(size_t(cnf->vars));
  std::vector<CMSat::Lit> c;
  for (const Clause& cl : cnf->clauses) {
    c.clear();
    // The shuffled copy already holds the new names.
    for (Lit x : cl) c.push_back(CMSat::Lit(uint32_t(std::abs(x)) - 1, x < 0));
    solver.add_clause(c);
  }
  l.stats.vars = cnf->vars;
  l.stats.clauses = cnf->clauses.size();
  l.stats.steps = l.encoding.steps;
  l.stats.encodeMs = msSince(t0);
  return l;
}

std::vector<bool> modelOf(const CMSat::SATSolver& solver, const Loaded& l) {
  const auto& m = solver.get_model();
  std::vector<bool> model(l.name.size(), false);
  for (size_t v = 1; v < l.name.size(); ++v) model[v] = m[size_t(l.name[v] - 1)] == CMSat::l_True;
  return model;
}

}  // namespace

Result<SatSolveResult> solveBySat(const Board& board, Cells start, Cells finish,
                                  const SatOptions& options) {
  CMSat::SATSolver solver;
  auto l = load(solver, board, start, finish, options);
  if (!l) return l.error();
  SatSolveResult r;
  r.stats = l->stats;
  auto t0 = Clock::now();
  CMSat::lbool answer;
  {
    Watchdog dog(solver, options.timeoutSeconds);
    answer = solver.solve();
  }
  r.stats.solveMs = msSince(t0);
  r.stats.conflicts = solver.get_sum_conflicts();
  if (answer == CMSat::l_True) {
    r.jumps = decodeJumps(board, l->encoding, modelOf(solver, *l));
    r.status = SatStatus::Solved;
  } else if (answer == CMSat::l_False) {
    r.status = SatStatus::NoSolution;
  }
  return r;
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
  const std::vector<int> jumpVars = l->encoding.jumpVars();
  auto t0 = Clock::now();
  Watchdog dog(solver, options.sat.timeoutSeconds);
  std::vector<CMSat::Lit> block;
  while (!options.maxSolutions || r.solutions < options.maxSolutions) {
    CMSat::lbool answer = solver.solve();
    if (answer == CMSat::l_False) {
      r.complete = true;
      break;
    }
    if (answer != CMSat::l_True || dog.fired()) break;
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
  r.stats.solveMs = msSince(t0);
  r.stats.conflicts = solver.get_sum_conflicts();
  return r;
}

}  // namespace pegsat
