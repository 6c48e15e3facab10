// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's crosscheck and bench: those jobs (job/crosscheck.hpp,
// job/bench_statistics.hpp) in the API's types.
#include "api/handles.hpp"
#include "job/bench_statistics.hpp"
#include "job/crosscheck.hpp"

namespace pegsat::api {

Result<Crosscheck> crosscheck(const Board& board, const CrosscheckOptions& options) {
  try {
    const pegsat::Board& b = detail::BoardData::of(board);
    CrosscheckJob job;
    job.check.samples = options.samples, job.check.seed = options.seed;
    job.check.jumps = options.jumps, job.check.maxCount = options.maxCount;
    job.check.timeoutSeconds = options.satTimeoutSeconds;
    job.limits.budget = Budget::fromLimits(options.timeoutSeconds, options.stop, 0);
    const CrosscheckReport report = crosscheckBoard(b, job);
    const CrosscheckResult& r = report.result;
    Crosscheck out;
    out.right = report.right;
    if (report.stop != Stop::None) out.reason = stopWord(report.stop);
    out.redrawn = r.redrawn;
    for (const pegsat::CrosscheckSample& s : r.samples)
      out.samples.push_back({b.holeNames(s.start), b.holeNames(s.finish), detail::decimalOf(s.native), s.sat,
                             s.satComplete, s.agree()});
    return out;
  } catch (const std::exception& e) {
    return Error{"", 0, detail::describeFailure(e)};
  }
}

Result<BenchSummary> bench(const Problem& problem, const BenchOptions& options) {
  try {
    BenchJob job;
    job.allPairs = options.allPairs;
    job.runs = options.runs;
    job.pairCpuSeconds = options.pairCpuSeconds;
    job.limits = {Budget::fromLimits(options.timeoutSeconds, options.stop,
                                     options.pairMaxMemoryBytes),
                  options.threads, options.progress};
    const auto& [start, finish] = detail::ProblemData::of(problem);
    auto r = runBench({detail::BoardData::of(problem.board()), start, finish}, job);
    if (!r) return detail::toPublic(r.error());
    if (!r->bug.empty()) return Error{"", 0, "internal error: " + r->bug};
    const BenchStatistics st = benchStatistics(*r);
    BenchSummary out;
    out.status = Status(exitCode(r->outcome));
    if (r->stop != Stop::None) out.reason = stopWord(r->stop);
    out.asked = r->asked, out.done = st.samples;
    out.solved = st.solved, out.impossible = st.noSolution, out.unknown = st.unknown;
    out.unknownProblems = st.unknownProblems;
    out.nodes = st.nodes;
    out.totalMs = st.totalMs, out.medianMs = st.medianMs, out.minMs = st.minMs;
    out.maxMs = st.maxMs, out.medianCpuMs = st.medianCpuMs, out.maxCpuMs = st.maxCpuMs;
    if (st.slowest) out.slowest = st.slowest->problem;
    if (st.slowestAnswered) out.slowestAnswered = st.slowestAnswered->problem;
    return out;
  } catch (const std::exception& e) {
    return Error{"", 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
