// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat draw: the draw job (job/draw.hpp) from the command line: SVG
// pictures of a board or a position, of a solution file, of a sliding-puzzle
// solution. A wrong solution draws nothing and exits 1.
#include "cli/slide_cli.hpp"
#include "job/draw.hpp"

namespace pegsat::cli {

Runner setupDraw(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    DrawJob job;
    std::string output;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("file", o->job.file,
                 "A solution file (*.sol), or with --puzzle a sliding-puzzle solution");
  app.add_option("--output,-o", o->output, "Write the SVG to this file (default: standard output)");
  app.add_option("--board,-b", o->job.board,
                 "Board to draw (built-in name or board file); with FILE, overrides its board: "
                 "header");
  auto* pegs = app.add_option("--pegs", o->job.pegs, "Without FILE: the holes that hold a peg");
  app.add_option("--empty", o->job.empty,
                 "Without FILE: the holes that are empty, every other hole holds a peg")
      ->excludes(pegs);
  app.add_flag("--animate", o->job.animate,
               "One board on which the solution plays in a loop (SVG animation)");
  app.add_option("--columns", o->job.columns, "Boards per row (default 6, sliding puzzles 10)")
      ->check(wholeNumber(1, 1000));
  app.add_option("--puzzle", o->job.puzzle,
                 "FILE is a solution (Princeton output or U D L R moves) of this sliding puzzle");
  addGoalOption(app, o->job.goal);
  app.add_option("--every", o->job.every,
                 "Sliding puzzles: draw every Nth step (default: about 40 boards in all)")
      ->check(wholeNumber(1, 1 << 20));
  return [o] {
    auto r = runDraw(o->job);
    if (!r) return reportError(r.error());
    if (!r->wrong.empty()) {
      fmt::print(stderr, "pegsat: {}\n", r->wrong);
      return int(kWrong);
    }
    return writeOutput(o->output, r->svg);
  };
}

}  // namespace pegsat::cli
