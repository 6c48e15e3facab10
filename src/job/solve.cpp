// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/solve.hpp"

#include <fmt/format.h>

#include "encodings/moves_encoding.hpp"
#include "job/levels_certificate.hpp"
#include "job/method_options.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat {
namespace {

using Clock = std::chrono::steady_clock;

// A solution a method found becomes the answer only as the file that will be
// handed out, read back and replayed by the verifier with every claim in it.
void handOut(const Problem& p, const SolveJob& job, const std::vector<Jump>& jumps,
             std::optional<int> minimum, SolveReport& r) {
  std::optional<MovesClaim> claim;
  if (minimum) claim = MovesClaim{*minimum, true, 0};
  auto checked = verifiedSolutionText(p.board, p.start, p.finish, jumps, claim, job.output);
  if (!checked) {
    r.bug = checked.error().str();
    return;
  }
  r.outcome = Outcome::Solved;
  r.solution = std::move(*checked);
  r.jumps = jumps;
  r.moves = countMoves(jumps);
}

constexpr const char* kClassRejected = "start and finish are in different position classes";

void nativeSolve(const Problem& p, const SolveJob& job, SolveReport& r) {
  const Limits& limits = job.limits;
  NativeOptions o;
  o.search.budget = limits.budget;
  o.countThreads = int(limits.threads);
  if (limits.progress) {
    o.search.progress = [&limits](uint64_t nodes, uint64_t dead, uint64_t bytes) {
      limits.progress(
          fmt::format("searching: {} positions, {} dead stored, {} MB", nodes, dead, bytes >> 20));
    };
    o.countProgress = [&limits](const std::string& line) { limits.progress("counting: " + line); };
  }
  const NativeAnswer& d = r.native.emplace(solveNatively(p.board, p.start, p.finish, o));
  const SolveResult& s = d.result;
  switch (s.status) {
    case Outcome::Solved:
      return handOut(p, job, s.jumps, std::nullopt, r);
    case Outcome::NoSolution:
      r.outcome = Outcome::NoSolution;
      r.decidedBy = s.stats.classRejected ? kClassRejected
                    : s.stats.pagodaCases
                        ? "a pagoda for each first and last jump rules out every solution"
                    : d.byCount ? "the exact count by layers found no solution"
                                : "";
      return;
    case Outcome::Unknown:
      r.stop = s.stop;
      return;
  }
}

void nativeMinMoves(const Problem& p, const SolveJob& job, SolveReport& r) {
  MinMovesOptions o = minMovesOptions(job.limits);
  o.keepLevels = !job.certificate.empty();
  const MinMovesResult& m = r.nativeMinMoves.emplace(minMoves(p.board, p.start, p.finish, o));
  if (m.status == Outcome::Solved) return handOut(p, job, m.jumps, m.moves, r);
  r.outcome = m.status;
  if (m.stats.classRejected) r.decidedBy = kClassRejected;
  if (m.status == Outcome::Unknown) r.stop = m.stoppedBy;
}

std::optional<Error> satSolve(const Problem& p, const SolveJob& job, SolveReport& r) {
#ifdef PEGSAT_NO_SAT
  (void)p, (void)job, (void)r;
  return Error{"--method", 0, kNoSatSolver};
#else
  SatOptions o = job.sat;
  o.threads = job.limits.threadCount();
  o.budget = job.limits.budget;
  o.progress = job.limits.progress;
  if (!job.minMoves) {
    auto s = solveBySat(p.board, p.start, p.finish, o);
    if (!s) return s.error();
    const SatSolveResult& sr = r.sat.emplace(std::move(*s));
    if (sr.status == Outcome::Solved) {
      handOut(p, job, sr.jumps, std::nullopt, r);
    } else {
      r.outcome = sr.status;
      if (sr.status == Outcome::Unknown) r.stop = sr.stop;
    }
    return std::nullopt;
  }
  auto m = minMovesBySat(p.board, p.start, p.finish, o);
  if (!m) return m.error();
  const SatMovesResult& mr = r.satMinMoves.emplace(std::move(*m));
  if (mr.status == Outcome::Solved) {
    if (mr.lowerBound != mr.upperBound)
      r.bug = fmt::format("the fewest moves were not proved (at least {}, at most {})",
                          mr.lowerBound, mr.upperBound);
    else
      handOut(p, job, mr.jumps, mr.upperBound, r);
  } else {
    r.outcome = mr.status;
    if (mr.status == Outcome::Unknown) r.stop = mr.stop;
  }
  return std::nullopt;
#endif
}

}  // namespace

Result<SolveReport> runSolve(const Problem& problem, const SolveJob& job) {
  const auto t0 = Clock::now();
  SolveReport r;
  if (job.method == SolveMethod::Sat) {
    if (auto e = satSolve(problem, job, r)) return *e;
  } else if (job.minMoves) {
    nativeMinMoves(problem, job, r);
  } else {
    nativeSolve(problem, job, r);
  }
  r.milliseconds = millisecondsSince(t0);
  // The fewest moves found, or the lower bound a limit left: the levels
  // that prove it none shorter.
  if (r.nativeMinMoves && r.nativeMinMoves->proof && r.outcome != Outcome::NoSolution) {
    const MinMovesResult& m = *r.nativeMinMoves;
    if (r.outcome == Outcome::Solved && m.proof->bound != m.moves) {
      r.bug = fmt::format("the levels prove at least {} moves, not the {} found", m.proof->bound,
                          m.moves);
    } else {
      auto c = writeLevelsCertificate(problem, *m.proof, false, job.certificate, job.limits);
      if (!c) return c.error();
      if (r.bug.empty()) r.bug = c->bug;
      r.certificate = std::move(*c);
    }
  }
  if (r.outcome == Outcome::NoSolution && !job.certificate.empty()) {
    auto c = certifyAnsweredNoSolution(problem, job.certificate, job.certificateTimeoutSeconds,
                                       job.limits);
    if (!c) return c.error();
    r.bug = c->bug;
    r.certificate = std::move(*c);
  }
  if (!r.bug.empty()) r.outcome = Outcome::Unknown;
  return r;
}

int exitCode(const SolveReport& report) {
  return report.bug.empty() ? exitCode(report.outcome) : 3;
}

std::string satEncoding(const SolveJob& job) {
  return describe(job.minMoves ? movesEncodingOptions(job.sat.encoding) : job.sat.encoding);
}

}  // namespace pegsat
