// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat crosscheck: the crosscheck job (job/crosscheck.hpp) from the command
// line; exit 1, naming the position, on any difference.
#include <limits>
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "cli/report.hpp"
#include "job/crosscheck.hpp"

namespace pegsat::cli {

Runner setupCrosscheck(CLI::App& app) {
  struct Opts {
    CrosscheckJob job;
    LimitOptions limits;
    bool json = false, quiet = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("--board,-b", o->job.board, "Built-in board name or board file")
      ->capture_default_str();
  app.add_option("--samples", o->job.check.samples, "Number of random end games")
      ->check(wholeNumber(1, 100000))
      ->capture_default_str();
  app.add_option("--seed", o->job.check.seed, "Random seed (the samples are deterministic in it)")
      ->capture_default_str();
  app.add_option("--jumps", o->job.check.jumps, "Jumps from each sample's start to its finish")
      ->check(wholeNumber(1, 40))
      ->capture_default_str();
  app.add_option("--max-count", o->job.check.maxCount,
                 "Draw again when a sample has more solutions than this")
      ->check(wholeNumber(1, std::numeric_limits<int64_t>::max()))
      ->capture_default_str();
  app.add_option("--sat-timeout", o->job.check.timeoutSeconds, "Seconds of wall time per SAT count")
      ->check(positive(1e9))
      ->capture_default_str();
  addTimeoutOption(app, o->limits,
                   "the whole check, keeping the samples done (a difference among them still "
                   "exits 1),");
  app.add_flag("--json", o->json, "Print the samples as JSON");
  app.add_flag("--quiet,-q", o->quiet, "Print only a difference");
  app.footer(
      "Each sample is counted on one thread, and the SAT solver's memory has no bound to set: "
      "there is no --threads or --max-memory.");
  return [o] {
    o->job.limits = jobLimits(o->limits);
    auto report = runCrosscheck(o->job);
    if (!report) return reportError(report.error());
    const CrosscheckResult& r = report->result;
    const Board& b = report->board;
    auto pegs = [&](Cells c) { return b.holeNames(c); };
    if (o->json) {
      // A check (docs/JSON.md): right while every count agrees.
      nlohmann::json j = reportHead("crosscheck", report->right ? "right" : "wrong");
      j.update({{"board", b.name},
                          {"seed", o->job.check.seed},
                          {"ok", r.ok()},
                          {"redrawn", r.redrawn}});
      if (r.stopped) j["reason"] = stopWord(report->stop);
      j["samples"] = nlohmann::json::array();
      for (const auto& s : r.samples)
        j["samples"].push_back({{"start_pegs", pegs(s.start)},
                                {"finish_pegs", pegs(s.finish)},
                                {"native", s.native.str()},
                                {"sat", s.sat},
                                {"sat_complete", s.satComplete},
                                {"agree", s.agree()}});
      fmt::print("{}\n", j.dump(2));
    } else if (!o->quiet) {
      for (size_t i = 0; i < r.samples.size(); ++i) {
        const auto& s = r.samples[i];
        fmt::print("{:3}: {} solutions (native), {}{} (SAT): {}\n", i + 1, s.native.str(), s.sat,
                   s.satComplete ? "" : "+", s.agree() ? "ok" : "DIFFERENT");
      }
    }
    if (report->firstDifference) {
      const size_t i = report->firstDifference - 1;
      const auto& s = r.samples[i];
      fmt::print(stderr,
                 "pegsat: crosscheck FAILED on the {} board, sample {}: from pegs [{}] to pegs "
                 "[{}]: native count {}, "
                 "SAT count {}{}\n",
                 b.name, i + 1, pegs(s.start), pegs(s.finish), s.native.str(), s.sat,
                 s.satComplete ? "" : " (incomplete: timeout)");
      return int(kWrong);
    }
    if (r.stopped) {
      reportStop("crosscheck", report->stop, o->limits,
                 fmt::format(" after {} of {} samples, with no difference", r.samples.size(),
                             o->job.check.samples));
      return int(kOk);
    }
    if (r.samples.empty()) {
      fmt::print(
          stderr,
          "pegsat: crosscheck: no sample found (games on this board are shorter than --jumps)\n");
      return int(kWrong);
    }
    if (!o->quiet && !o->json)
      fmt::print(stderr, "crosscheck ok: {} samples agree on the {} board (seed {})\n",
                 r.samples.size(), b.name, o->job.check.seed);
    return int(kOk);
  };
}

}  // namespace pegsat::cli
