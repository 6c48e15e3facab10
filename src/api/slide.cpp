// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's sliding puzzles: the slide jobs (job/slide_*.hpp) in the
// API's types.
#include "api/handles.hpp"
#include "job/slide_bench.hpp"
#include "job/slide_encode.hpp"
#include "job/slide_solve.hpp"
#include "job/slide_verify.hpp"

namespace pegsat::api {
namespace {

SlideSearch searchOf(const SlideOptions& o) {
  SlideSearch s;
  s.goal = o.goal, s.algorithm = o.algorithm, s.heuristic = o.heuristic, s.pdb = o.pdb;
  s.pdbDir = o.pdbDir, s.reflect = o.reflect, s.maxNodes = o.maxNodes;
  s.puzzleTimeoutSeconds = o.puzzleTimeoutSeconds, s.maxSatSteps = o.maxSatSteps;
  return s;
}

Limits limitsOf(const SlideOptions& o) {
  return {Budget::fromLimits(o.timeoutSeconds, o.stop, 0), o.threads, o.progress};
}

std::string reasonOf(Stop stop) { return stop == Stop::None ? "" : std::string(stopWord(stop)); }

}  // namespace

Result<SlideAnswers> slideSolve(const std::string& puzzleFile, const SlideOptions& options) {
  try {
    auto r = runSlideSolve({puzzleFile, searchOf(options), limitsOf(options)});
    if (!r) return detail::toPublic(r.error());
    SlideAnswers out;
    out.status = Status(exitCode(r->outcome));
    out.reason = reasonOf(r->stop);
    out.warnings = r->warnings;
    for (const SlidePuzzleAnswer& a : r->answers)
      out.puzzles.push_back({a.line, Status(exitCode(a.outcome)), a.movesText, a.nodes, a.initialH,
                             a.seconds, reasonOf(a.stop)});
    return out;
  } catch (const std::exception& e) {
    return Error{puzzleFile, 0, detail::describeFailure(e)};
  }
}

Result<SlideBench> slideBench(const std::string& file, const SlideOptions& options, int first) {
  try {
    auto r = runSlideBench({file, searchOf(options), first, limitsOf(options)});
    if (!r) return detail::toPublic(r.error());
    SlideBench out;
    out.status = Status(exitCode(r->outcome));
    out.reason = reasonOf(r->stop);
    for (const pegsat::SlideBenchInstance& x : r->instances)
      out.instances.push_back({x.instance, x.line, Status(exitCode(x.outcome)), x.length,
                               x.optimal, x.nodes, x.initialH, x.seconds, x.verdict});
    out.threads = r->threads, out.wrong = r->wrong, out.unknown = r->unknown;
    out.notDone = r->notDone, out.totalNodes = r->totalNodes, out.pdbSeconds = r->pdbSeconds;
    out.wallSeconds = r->wallSeconds, out.cpuSeconds = r->cpuSeconds;
    out.averageInitialH = r->averageInitialH;
    return out;
  } catch (const std::exception& e) {
    return Error{file, 0, detail::describeFailure(e)};
  }
}

Result<SlideVerdict> slideVerify(const std::string& puzzleFile, const std::string& solutionFile,
                                 const std::string& goal) {
  try {
    auto r = runSlideVerify({puzzleFile, solutionFile, goal});
    if (!r) return detail::toPublic(r.error());
    const auto& c = r->check;
    return SlideVerdict{c.ok, r->noSolution, c.moves, c.step, c.line, c.reason};
  } catch (const std::exception& e) {
    return Error{solutionFile, 0, detail::describeFailure(e)};
  }
}

Result<std::string> slideEncode(const std::string& puzzleFile, int steps, const std::string& goal) {
  try {
    auto r = runSlideEncode({puzzleFile, steps, goal});
    if (!r) return detail::toPublic(r.error());
    return r->dimacs;
  } catch (const std::exception& e) {
    return Error{puzzleFile, 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
