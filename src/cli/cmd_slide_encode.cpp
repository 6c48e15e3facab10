// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat slide encode: the slide-encode job (job/slide_encode.hpp) from the
// command line.
#include "cli/slide_cli.hpp"
#include "job/slide_encode.hpp"

namespace pegsat::cli {

Runner setupSlideEncode(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    SlideEncodeJob job;
    std::string output;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("puzzle", o->job.puzzle, "Puzzle file (Princeton format or one instance line)")
      ->required();
  app.add_option("--steps,-T", o->job.steps,
                 "T: the CNF is satisfiable iff the goal is reachable in at most T moves")
      ->required()
      ->check(wholeNumber(0, 1000));
  addGoalOption(app, o->job.goal);
  app.add_option("--output,-o", o->output, "Write the CNF to this file (default stdout)");
  return [o] {
    auto r = runSlideEncode(o->job);
    if (!r) return reportError(r.error());
    return writeOutput(o->output, r->dimacs);
  };
}

}  // namespace pegsat::cli
