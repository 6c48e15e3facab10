// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/slide_bench.hpp"

#include <tbb/global_control.h>
#include <tbb/info.h>
#include <tbb/parallel_for.h>

#include <atomic>
#include <chrono>

#include <fmt/format.h>

namespace pegsat {

using namespace pegsat::slide;

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

Result<SlideBenchReport> runSlideBench(const SlideBenchJob& job) {
  auto file = loadPuzzles(job.file);
  if (!file) return file.error();
  std::vector<Puzzle> ps = file->puzzles;
  if (job.first > 0 && static_cast<size_t>(job.first) < ps.size()) ps.resize(size_t(job.first));
  for (const Puzzle& p : ps)
    if (p.n != ps.front().n)
      return Error{job.file, p.line, "all instances of a bench file must have one size"};
  SlideBenchReport report;
  report.asked = ps.size();
  if (ps.empty()) return report;
  const GoalKind goal = slideGoal(job.search.goal, file->format);
  const Budget& budget = job.limits.budget;
  const auto tLoad = std::chrono::steady_clock::now();
  auto prep = prepareSlideSearch(job.search, ps.front().n, goal, job.limits.progress, budget);
  if (!prep) return prep.error();
  report.warnings = (*prep)->warnings;
  report.pdbSeconds = secondsSince(tLoad);
  if ((*prep)->stopped != Stop::None) {
    // The databases' build was stopped: no instance begun.
    report.notDone = int(ps.size());
    report.outcome = Outcome::Unknown;
    report.stop = (*prep)->stopped;
    return report;
  }
  // The first limit that cut an instance short, or stopped one from starting.
  std::atomic<Stop> cutBy{Stop::None};

  struct Row {
    SearchResult r;
    double secs = 0;
    std::string error;
    bool cut = false;  // stopped or never begun for the time limit: left out of the report
  };
  std::vector<Row> rows(ps.size());
  std::atomic<int> done{0};
  report.threads =
      job.limits.threads > 0 ? int(job.limits.threads) : tbb::info::default_concurrency();
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism,
                            size_t(report.threads));
  const auto t0 = std::chrono::steady_clock::now();
  tbb::parallel_for(
      size_t(0), ps.size(),
      [&](size_t i) {
        if (const Stop s = budget.poll(); s != Stop::None) {
          Stop none = Stop::None;
          cutBy.compare_exchange_strong(none, s);
          rows[i].cut = true;
          return;
        }
        const auto s0 = std::chrono::steady_clock::now();
        auto r = solvePuzzle(ps[i], (*prep)->solve);
        rows[i].secs = secondsSince(s0);
        if (r)
          rows[i].r = std::move(*r);
        else
          rows[i].error = r.error().message;
        rows[i].cut = r && r->status == Outcome::Unknown && r->stop != Stop::None;
        if (rows[i].cut) {
          Stop none = Stop::None;
          cutBy.compare_exchange_strong(none, r->stop);
        }
        if (job.limits.progress)
          job.limits.progress(fmt::format("{}/{} instances", ++done, ps.size()));
      },
      tbb::simple_partitioner());
  report.wallSeconds = secondsSince(t0);

  double hsum = 0;
  for (size_t i = 0; i < ps.size(); ++i) {
    const Row& row = rows[i];
    if (!row.error.empty()) return Error{job.file, ps[i].line, row.error};
    if (row.cut) {
      ++report.notDone;
      continue;
    }
    SlideBenchInstance x;
    x.instance = int(i + 1);
    x.line = ps[i].line;
    x.outcome = row.r.status;
    const bool solved = row.r.status == Outcome::Solved;
    x.length = solved ? static_cast<int>(row.r.moves.size()) : -1;
    x.optimal = ps[i].optimal;
    const bool ok = solved ? (x.optimal < 0 || x.optimal == x.length)
                           : row.r.status == Outcome::NoSolution && x.optimal < 0;
    if (!solved && row.r.status == Outcome::Unknown)
      ++report.unknown;
    else if (!ok)
      ++report.wrong;
    x.nodes = row.r.nodes;
    x.initialH = row.r.initialH;
    x.seconds = row.secs;
    x.verdict = row.r.status == Outcome::Unknown ? "unknown" : ok ? "ok" : "WRONG";
    report.totalNodes += x.nodes;
    report.cpuSeconds += x.seconds;
    hsum += x.initialH;
    report.instances.push_back(std::move(x));
  }
  const size_t counted = report.instances.size();
  report.averageInitialH = counted ? hsum / double(counted) : 0;
  if (report.notDone) {
    report.outcome = Outcome::Unknown;
    report.stop = cutBy.load();
  }
  return report;
}

}  // namespace pegsat
