// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat end-games: the end-games job (job/end_games.hpp) from the command
// line: random solution files for timing `pegsat verify`.
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "cli/report.hpp"
#include "job/end_games.hpp"

namespace pegsat::cli {

Runner setupEndGames(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    int games = 0;
    std::string dir;
    uint64_t seed = 1;
    LimitOptions limits;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("games", o->games, "Number of solution files, spread over the built-in boards")
      ->required()
      ->check(wholeNumber(1, 10000000));
  app.add_option("--dir", o->dir, "Folder to write them into, one subfolder a board")->required();
  app.add_option("--seed", o->seed, "Random seed (the files are deterministic in it)")
      ->capture_default_str();
  // One thread, and memory that does not grow with the number of files: only
  // the time can be limited.
  addTimeoutOption(app, o->limits, "writing (the files written so far stay, each whole)");
  app.add_flag("--json", o->json, "Print the summary as JSON");
  app.footer(
      "One thread, in memory that does not grow with the number of files: there is no "
      "--threads or --max-memory.");
  return [o] {
    EndGamesJob job{o->games, outputPath(o->dir), o->seed, jobLimits(o->limits)};
    auto r = writeEndGames(job);
    if (!r) return reportError(r.error());
    if (o->json) {
      nlohmann::json j = reportHead("end-games", outcomeWord(r->outcome));
      j.update({{"dir", o->dir},
                {"seed", o->seed},
                {"games", o->games},
                {"written", r->written},
                {"boards", r->perBoard}});
      if (r->stop != Stop::None) j["reason"] = stopWord(r->stop);
      fmt::print("{}\n", j.dump(2));
    } else {
      fmt::print("{} solution files written into {} (seed {})\n", r->written, o->dir, o->seed);
    }
    if (r->stop != Stop::None)
      reportStop("end-games", r->stop, o->limits,
                 fmt::format(" after {} of {} files", r->written, o->games));
    return int(kOk);
  };
}

}  // namespace pegsat::cli
