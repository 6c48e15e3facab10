// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat slide solve: the slide-solve job (job/slide_solve.hpp) from the
// command line, with Princeton output.
#include <nlohmann/json.hpp>

#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "cli/slide_cli.hpp"
#include "job/slide_solve.hpp"

namespace pegsat::cli {

Runner setupSlideSolve(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts : SearchOpts {
    std::string file, output;
    bool moves = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("file", o->file, "Puzzle file: Princeton format or Korf instance lines")
      ->required();
  addSearchOptions(app, *o);
  app.add_flag("--moves", o->moves,
               "Print the move string (blank directions U D L R) instead of boards");
  app.add_option("--output,-o", o->output, "Write the output to this file");
  return [o] {
    SlideSolveJob job{o->file, o->settings(), jobLimits(o->limits)};
    Progress progress(o->quiet);
    job.limits.progress = progress.sink();
    auto r = runSlideSolve(job);
    progress.clear();
    if (!r) return reportError(r.error());
    printWarnings(r->warnings, o->quiet);
    std::string out;
    nlohmann::json js = nlohmann::json::array();
    for (const SlidePuzzleAnswer& a : r->answers) {
      if (o->json) {
        nlohmann::json j = {{"line", a.line}, {"status", outcomeWord(a.outcome)}};
        if (a.begun)
          j.update({{"nodes", a.nodes}, {"initial_h", a.initialH}, {"seconds", a.seconds}});
        if (a.outcome == Outcome::Solved)
          j.update({{"moves", a.moves.size()}, {"solution", a.movesText}});
        if (a.stop != Stop::None) j["reason"] = stopWord(a.stop);
        js.push_back(j);
      } else if (a.outcome == Outcome::NoSolution) {
        out += "No solution possible\n";
      } else if (a.outcome == Outcome::Unknown) {
        out += "Unknown: search limit reached\n";
      } else if (o->moves) {
        out += fmt::format("Minimum number of moves = {}\n{}\n", a.moves.size(), a.movesText);
      } else {
        out += fmt::format("Minimum number of moves = {}\n\n{}", a.moves.size(), a.boards);
      }
    }
    if (o->json) {
      // One report for the file (docs/JSON.md): the worst answer, each puzzle.
      nlohmann::json j = reportHead("slide solve", outcomeWord(r->outcome));
      if (r->stop != Stop::None) j["reason"] = stopWord(r->stop);
      j["puzzles"] = std::move(js);
      out = j.dump(2) + "\n";
    }
    if (int w = writeOutput(o->output, out); w != kOk) return w;
    if (r->stop == Stop::None)
      return int(r->outcome == Outcome::Solved       ? kSolved
                 : r->outcome == Outcome::NoSolution ? kNoSolution
                                                     : kOk);
    reportStop("slide solve", r->stop, o->limits,
               fmt::format(" after {} of {} puzzles", r->done, r->puzzles));
    return int(kOk);
  };
}

}  // namespace pegsat::cli
