// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's solve and minMoves: the solve job (job/solve.hpp) in the
// API's types.
#include "api/handles.hpp"
#include "job/solve.hpp"

namespace pegsat::api {
namespace {

Answer answerOf(const pegsat::Board& board, const SolveReport& r) {
  Answer a;
  a.status = Status(exitCode(r.outcome));
  switch (r.outcome) {
    case Outcome::Solved:
      a.solution = r.solution;
      a.jumps = detail::jumpNames(board, r.jumps);
      a.moves = r.moves;
      break;
    case Outcome::NoSolution:
      a.reason = r.decidedBy;
      break;
    case Outcome::Unknown:
      a.reason = r.bug.empty() ? std::string(stopWord(r.stop)) : "internal error: " + r.bug;
      break;
  }
  if (r.outcome != Outcome::NoSolution) {
    if (r.nativeMinMoves) {
      a.lowerBound = r.nativeMinMoves->lowerBound;
      a.upperBound = r.nativeMinMoves->upperBound;
    } else if (r.satMinMoves) {
      a.lowerBound = r.satMinMoves->lowerBound;
      a.upperBound = r.satMinMoves->upperBound;
    }
  }
  return a;
}

Answer run(const Problem& problem, const SolveOptions& options, bool minMoves) {
  try {
    pegsat::Problem p{detail::BoardData::of(problem.board()), detail::ProblemData::of(problem).start,
                      detail::ProblemData::of(problem).finish};
    SolveJob job;
    job.method = options.method == Method::Sat ? SolveMethod::Sat : SolveMethod::Native;
    job.minMoves = minMoves;
    // The edge: the API's seconds become the call's budget here.
    job.limits = {Budget::fromLimits(options.timeoutSeconds, options.stop, options.maxMemoryBytes)
                      .withCpuSeconds(options.cpuSeconds),
                  options.threads, options.progress};
    auto r = runSolve(p, job);
    if (!r) {
      Answer a;
      a.reason = r.error().str();
      return a;
    }
    return answerOf(p.board, *r);
  } catch (const std::exception& e) {
    Answer a;
    a.reason = detail::describeFailure(e);
    return a;
  }
}

}  // namespace

Answer solve(const Problem& problem, const SolveOptions& options) {
  return run(problem, options, false);
}

Answer minMoves(const Problem& problem, const SolveOptions& options) {
  return run(problem, options, true);
}

}  // namespace pegsat::api
