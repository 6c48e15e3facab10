// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/bench.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <optional>

#include "native/native_solve.hpp"
#include "util/atomic_file.hpp"

namespace pegsat {
namespace {

// The process's CPU time in ms: on a loaded machine the wall clock says little
// about the solver (which runs on one thread).
double cpuMs() { return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC; }

// A certificate of an impossible pair, into its tally, under the job's
// budget (CaDiCaL's proof polls it). False when the job must stop: an
// Error, or a bug in the report; a limit of the budget sets r.stop.
bool certify(const Problem& p, const std::string& file, const BenchJob& job, BenchReport& r,
             std::optional<Error>& error) {
  auto c = certifyAnsweredNoSolution(p, file, job.certificateTimeoutSeconds, job.limits);
  if (!c) {
    error = c.error();
    return false;
  }
  if (!c->bug.empty()) {
    r.bug = c->bug;
    return false;
  }
  if (c->outcome != Outcome::NoSolution) {
    // The job's budget, polled between problems: a proof it cut short is
    // no pair left uncertified, and the bench stops here.
    if ((r.stop = job.limits.budget.poll()) == Stop::None) ++r.uncertified;
    return true;
  }
  CertificateTally& t = r.certificates[c->kind];
  ++t.count;
  t.findMs += c->findMs, t.findMaxMs = std::max(t.findMaxMs, c->findMs);
  t.checkMs += c->checkMs, t.checkMaxMs = std::max(t.checkMaxMs, c->checkMs);
  t.bytes += c->bytes, t.lemmas += c->lemmas, t.checkedLemmas += c->checkedLemmas;
  return true;
}

}  // namespace

Result<BenchReport> runBench(const Problem& problem, const BenchJob& job) {
  const Board& b = problem.board;
  const bool certifying = job.allPairs && !job.certificates.empty();
  if (certifying) {
    // Checked before the folder is made: a committed link must not lead it
    // (and then the certificates) elsewhere.
    if (auto e = refuseLinks(job.certificates)) return *e;
    std::error_code ec;
    std::filesystem::create_directories(job.certificates, ec);
    if (!std::filesystem::is_directory(job.certificates))
      return Error{job.certificates, 0, "cannot make the folder"};
  }
  BenchReport r;
  r.asked = job.allPairs ? b.holeCount() * b.holeCount() : job.runs;
  NativeOptions opt;  // what `pegsat solve` runs
  // Each pair's CPU time (a job option, in seconds like the API's), within
  // the job's budget, which every pair polls.
  opt.search.cpuTime = std::chrono::duration_cast<std::chrono::nanoseconds>(
      std::chrono::duration<double>(job.pairCpuSeconds));
  opt.search.budget = job.limits.budget;
  opt.countThreads = int(job.limits.threads);
  // Once the job's limit has passed, a problem answered is kept and one cut
  // short is left out (its time says nothing).
  auto cutShort = [&](const SolveResult& s) {
    // The job's budget, polled between problems.
    if (r.stop == Stop::None) r.stop = job.limits.budget.poll();
    return r.stop != Stop::None && s.status == Outcome::Unknown;
  };
  auto run = [&](const Problem& p, std::string name) {
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = cpuMs();
    SolveResult s = solveNatively(b, p.start, p.finish, opt).result;
    if (cutShort(s)) return false;
    r.samples.push_back({std::move(name), std::move(s), millisecondsSince(t0), cpuMs() - c0});
    return true;
  };
  std::optional<Error> error;
  if (job.allPairs) {
    bool over = false;  // stopped, or a certificate failed
    forEachBit(b.holes, [&](int s) {
      if (job.limits.progress)
        job.limits.progress(
            fmt::format("start {} ({} problems solved)", b.holeName(s), r.samples.size()));
      forEachBit(b.holes, [&](int f) {
        if (over || r.stop != Stop::None) return;
        const Problem p{b, b.holes & ~bitAt<Cells>(s), bitAt<Cells>(f)};
        if (!run(p, b.holeName(s) + "-" + b.holeName(f))) return;
        if (!certifying || r.samples.back().result.status != Outcome::NoSolution) return;
        const std::string file = (std::filesystem::path(job.certificates) /
                                  (b.name + "-" + r.samples.back().problem + ".cert"))
                                     .string();
        over = !certify(p, file, job, r, error);
      });
    });
    if (error) return *error;
    r.outcome = r.stop == Stop::None ? Outcome::Solved : Outcome::Unknown;
  } else {
    for (int i = 0; i < job.runs && r.stop == Stop::None; ++i)
      if (!run(problem, "")) break;
    if (!r.samples.empty()) r.outcome = r.samples.back().result.status;
  }
  return r;
}

}  // namespace pegsat
