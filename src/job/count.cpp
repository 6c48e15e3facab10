// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/count.hpp"

#include <fmt/format.h>

namespace pegsat {
namespace {

// A native table that ended with `status`: its outcome, stop and time.
template <class Report>
void finish(Report& r, Stop status, std::chrono::steady_clock::time_point t0) {
  r.stop = status;
  r.outcome = status == Stop::None ? Outcome::Solved : Outcome::Unknown;
  r.milliseconds = millisecondsSince(t0);
}

CountOptions sharedCountOptions(const Limits& limits, Exchange* exchange) {
  CountOptions o = countOptions(limits);
  o.exchange = exchange;
  return o;
}

}  // namespace

std::optional<Error> tooManyRanks(const CountStats& s) {
  if (s.ranks <= 1 || s.widestLayer == 0 || s.widestLayer >= uint64_t(s.ranks))
    return std::nullopt;
  return Error{"", 0,
               fmt::format("{} ranks for a count whose widest layer holds {} positions: run it "
                           "on at most {} ranks",
                           s.ranks, s.widestLayer, s.widestLayer)};
}

Result<LevelsReport> runCountLevels(const Problem& p, const Limits& limits, Exchange* exchange) {
  const auto t0 = std::chrono::steady_clock::now();
  LevelsResult c = countLevels(p.board, p.start, p.finish, sharedCountOptions(limits, exchange));
  LevelsReport r;
  r.levels = std::move(c.levels);
  r.stats = std::move(c.stats);
  finish(r, c.status, t0);
  if (r.outcome == Outcome::Solved)
    if (auto e = tooManyRanks(r.stats)) return *e;
  return r;
}

Result<GamesReport> runCountGames(const Board& board, Cells start, const Limits& limits,
                                  Exchange* exchange) {
  const auto t0 = std::chrono::steady_clock::now();
  GamesResult c = countGames(board, start, sharedCountOptions(limits, exchange));
  GamesReport r;
  r.games = std::move(c.games);
  r.deadEnds = std::move(c.deadEnds);
  r.gamesByPegs = std::move(c.gamesByPegs);
  r.stats = std::move(c.stats);
  finish(r, c.status, t0);
  if (r.outcome == Outcome::Solved)
    if (auto e = tooManyRanks(r.stats)) return *e;
  return r;
}

Result<TableReport> runCountTable(const Board& board, const Limits& limits, Exchange* exchange) {
  const auto t0 = std::chrono::steady_clock::now();
  TableResult c = countTable(board, sharedCountOptions(limits, exchange));
  TableReport r;
  r.rows = std::move(c.rows);
  r.stats = std::move(c.stats);
  finish(r, c.status, t0);
  if (r.outcome == Outcome::Solved)
    if (auto e = tooManyRanks(r.stats)) return *e;
  return r;
}

MoveLevelsReport runMoveLevels(const Problem& p, const Limits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  MoveLevelsResult m = moveLevels(p.board, p.start, p.finish, minMovesOptions(limits));
  MoveLevelsReport r;
  r.outcome = m.status == Outcome::Unknown ? Outcome::Unknown : Outcome::Solved;
  r.stop = m.stop;
  r.forward = std::move(m.forward);
  r.backward = std::move(m.backward);
  r.stats = std::move(m.stats);
  r.milliseconds = millisecondsSince(t0);
  return r;
}

Result<CountReport> runCount(const Problem& p, const CountJob& job) {
  const auto t0 = std::chrono::steady_clock::now();
  CountReport r;
  if (job.method == CountMethod::Sat) {
#ifdef PEGSAT_NO_SAT
    return Error{"--method", 0, kNoSatSolver};
#else
    SatCountOptions o;
    o.sat.threads = job.limits.threadCount();
    o.sat.budget = job.limits.budget;
    o.sat.progress = job.limits.progress;
    auto s = countBySat(p.board, p.start, p.finish, o);
    if (!s) return s.error();
    r.sat = s->stats;
    if (s->complete) {
      r.outcome = Outcome::Solved;
      r.solutions = s->solutions;
    } else {
      r.stop = s->stop;
    }
#endif
  } else {
    CountOptions o = sharedCountOptions(job.limits, job.exchange);
    o.method = job.method == CountMethod::Memo ? CountOptions::Method::Memo
                                               : CountOptions::Method::Layers;
    CountResult c = countSolutions(p.board, p.start, p.finish, o);
    r.native = c.stats;
    r.stop = c.status;
    if (c.status == Stop::None) {
      r.outcome = Outcome::Solved;
      r.solutions = std::move(c.solutions);
    }
  }
  if (r.outcome == Outcome::Solved && r.solutions == 0) r.outcome = Outcome::NoSolution;
  r.milliseconds = millisecondsSince(t0);
  if (r.outcome != Outcome::Unknown && r.native)
    if (auto e = tooManyRanks(*r.native)) return *e;
  if (r.outcome == Outcome::NoSolution && !job.certificate.empty()) {
    auto c = certifyAnsweredNoSolution(p, job.certificate, job.certificateTimeoutSeconds,
                                       job.limits);
    if (!c) return c.error();
    r.bug = c->bug;
    r.certificate = std::move(*c);
  }
  return r;
}

}  // namespace pegsat
