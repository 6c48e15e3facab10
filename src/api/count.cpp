// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's count: the count job (job/count.hpp), its exact count
// handed out as a decimal string so that no caller needs a big-integer
// library.
#include "api/handles.hpp"
#include "job/count.hpp"

namespace pegsat::api {
namespace {

Limits limitsOf(const CountOptions& options) {
  // The edge: the API's seconds become the call's budget here.
  return {Budget::fromLimits(options.timeoutSeconds, options.stop, options.maxMemoryBytes)
              .withCpuSeconds(options.cpuSeconds),
          options.threads, options.progress};
}

}  // namespace

Count count(const Problem& problem, const CountOptions& options) {
  try {
    const auto& [start, finish] = detail::ProblemData::of(problem);
    CountJob job;
    job.limits = limitsOf(options);
    auto r = runCount({detail::BoardData::of(problem.board()), start, finish}, job);
    if (!r) return Count{false, {}, r.error().str()};
    if (r->outcome == Outcome::Unknown) return Count{false, {}, std::string(stopWord(r->stop))};
    return Count{true, detail::decimalOf(r->solutions), {}};
  } catch (const std::exception& e) {
    return Count{false, {}, detail::describeFailure(e)};
  }
}

Levels countLevels(const Problem& problem, const CountOptions& options) {
  Levels out;
  try {
    const pegsat::Board& board = detail::BoardData::of(problem.board());
    const auto& [start, finish] = detail::ProblemData::of(problem);
    auto r = runCountLevels({board, start, finish}, limitsOf(options));
    if (!r) {
      out.reason = r.error().str();
      return out;
    }
    out.symmetries = r->stats.symmetries;
    if (r->outcome == Outcome::Unknown) {
      out.reason = stopWord(r->stop);
      return out;
    }
    for (const LevelInfo& l : r->levels)
      out.levels.push_back(
          Level{l.jumps, l.reachableAll, l.reachable, l.onSolutionPathAll, l.onSolutionPath});
    out.complete = true;
  } catch (const std::exception& e) {
    out.levels.clear();
    out.reason = detail::describeFailure(e);
  }
  return out;
}

}  // namespace pegsat::api
