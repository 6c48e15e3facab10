// pegsat crosscheck: count random end games by the native counter and by SAT
// model enumeration; exit 1, naming the position, on any difference.
#include <limits>
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "cli/report.hpp"
#include "crosscheck/crosscheck.hpp"
#include "peg/board_file.hpp"

namespace pegsat::cli {

Runner setupCrosscheck(CLI::App& app) {
  struct Opts {
    std::string board = "english";
    CrosscheckOptions c;
    LimitOptions limits;
    bool json = false, quiet = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("--board,-b", o->board, "Built-in board name or board file")
      ->capture_default_str();
  app.add_option("--samples", o->c.samples, "Number of random end games")
      ->check(wholeNumber(1, 100000))
      ->capture_default_str();
  app.add_option("--seed", o->c.seed, "Random seed (the samples are deterministic in it)")
      ->capture_default_str();
  app.add_option("--jumps", o->c.jumps, "Jumps from each sample's start to its finish")
      ->check(wholeNumber(1, 40))
      ->capture_default_str();
  app.add_option("--max-count", o->c.maxCount,
                 "Draw again when a sample has more solutions than this")
      ->check(wholeNumber(1, std::numeric_limits<int64_t>::max()))
      ->capture_default_str();
  app.add_option("--sat-timeout", o->c.timeoutSeconds, "Seconds of wall time per SAT count")
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
    auto board = loadBoard(o->board);
    if (!board) return reportError(board.error());
    JobStop deadline(jobLimits(o->limits).budget);
    o->c.stop = deadline.flag();
    CrosscheckResult r = crosscheckCounts(*board, o->c);
    const Board& b = *board;
    auto pegs = [&](Cells c) { return b.holeNames(c); };
    if (o->json) {
      // A check (docs/JSON.md): right while every count agrees.
      nlohmann::json j = reportHead("crosscheck", r.ok() || (r.stopped && r.samples.empty())
                                                      ? "right"
                                                      : "wrong");
      j.update({{"board", b.name},
                          {"seed", o->c.seed},
                          {"ok", r.ok()},
                          {"redrawn", r.redrawn}});
      if (r.stopped) j["reason"] = stopWord(Stop::TimeLimit);
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
    for (size_t i = 0; i < r.samples.size(); ++i) {
      const auto& s = r.samples[i];
      if (s.agree()) continue;
      fmt::print(stderr,
                 "pegsat: crosscheck FAILED on the {} board, sample {}: from pegs [{}] to pegs "
                 "[{}]: native count {}, "
                 "SAT count {}{}\n",
                 b.name, i + 1, pegs(s.start), pegs(s.finish), s.native.str(), s.sat,
                 s.satComplete ? "" : " (incomplete: timeout)");
      return int(kWrong);
    }
    if (r.stopped) {
      reportStop("crosscheck", deadline.stop(), o->limits,
                 fmt::format(" after {} of {} samples, with no difference", r.samples.size(),
                             o->c.samples));
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
                 r.samples.size(), b.name, o->c.seed);
    return int(kOk);
  };
}

}  // namespace pegsat::cli
