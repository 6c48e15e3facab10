#include "job/count.hpp"

namespace pegsat {

Stop countStop(Stop status, const Limits& limits) {
  // The stop flag acts as the time limit does.
  return status == Stop::TimeLimit && limits.interrupted() ? Stop::Interrupted : status;
}

CountOptions countOptions(const Limits& limits) {
  CountOptions o;
  o.threads = int(limits.threads);
  o.maxMemoryBytes = limits.maxMemoryBytes;
  o.maxSeconds = limits.timeoutSeconds;
  o.stop = limits.stop;
  o.progress = limits.progress;
  return o;
}

Result<CountReport> runCount(const Problem& p, const CountJob& job) {
  const auto t0 = std::chrono::steady_clock::now();
  CountReport r;
  if (job.method == CountMethod::Sat) {
    SatCountOptions o;
    o.sat.threads = job.limits.threadCount();
    o.sat.timeoutSeconds = job.limits.timeoutSeconds;
    o.sat.stop = job.limits.stop;
    o.sat.progress = job.limits.progress;
    auto s = countBySat(p.board, p.start, p.finish, o);
    if (!s) return s.error();
    r.sat = s->stats;
    if (s->complete) {
      r.outcome = Outcome::Solved;
      r.solutions = s->solutions;
    } else {
      r.stop = job.limits.interrupted() ? Stop::Interrupted : Stop::TimeLimit;
    }
  } else {
    CountOptions o = countOptions(job.limits);
    o.method = job.method == CountMethod::Memo ? CountOptions::Method::Memo
                                               : CountOptions::Method::Layers;
    o.exchange = job.exchange;
    CountResult c = countSolutions(p.board, p.start, p.finish, o);
    r.native = c.stats;
    r.stop = countStop(c.status, job.limits);
    if (c.status == Stop::None) {
      r.outcome = Outcome::Solved;
      r.solutions = std::move(c.solutions);
    }
  }
  if (r.outcome == Outcome::Solved && r.solutions == 0) r.outcome = Outcome::NoSolution;
  r.milliseconds = millisecondsSince(t0);
  return r;
}

}  // namespace pegsat
