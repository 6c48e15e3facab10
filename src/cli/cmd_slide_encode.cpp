// pegsat slide encode: the DIMACS CNF of "solvable in at most T moves?".
#include "encodings/slide_encoding.hpp"

#include "cli/slide_cli.hpp"

namespace pegsat::cli {

using namespace pegsat::slide;

Runner setupSlideEncode(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    std::string puzzle, output, goal = "auto";
    int steps = 0;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("puzzle", o->puzzle, "Puzzle file (Princeton format or one instance line)")
      ->required();
  app.add_option("--steps,-T", o->steps,
                 "T: the CNF is satisfiable iff the goal is reachable in at most T moves")
      ->required()
      ->check(wholeNumber(0, 1000));
  addGoalOption(app, o->goal);
  app.add_option("--output,-o", o->output, "Write the CNF to this file (default stdout)");
  return [o] {
    auto file = loadOnePuzzle(o->puzzle, "encode");
    if (!file) return reportError(file.error());
    const Puzzle& p = file->puzzles.front();
    if (p.n > kMaxSatSide)
      return reportError(
          {o->puzzle, p.line, fmt::format("encode takes sides up to {}", kMaxSatSide)});
    SlideCnf cnf(p, goalFor(o->goal, file->format), o->steps);
    return writeOutput(o->output, cnf.dimacs());
  };
}

}  // namespace pegsat::cli
