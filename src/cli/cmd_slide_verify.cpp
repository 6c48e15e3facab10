// pegsat slide verify: replays a solution on its puzzle.
#include <nlohmann/json.hpp>

#include "slide/verify.hpp"
#include "util/input_file.hpp"
#include "util/text.hpp"

#include "cli/report.hpp"
#include "cli/slide_cli.hpp"

namespace pegsat::cli {

using namespace pegsat::slide;

Runner setupSlideVerify(CLI::App& app) {
  struct Opts {
    std::string puzzle, solution, goal = "auto";
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("puzzle", o->puzzle, "Puzzle file (Princeton format or one instance line)")
      ->required();
  app.add_option("solution", o->solution,
                 "Solution: Princeton output (move count and boards, or 'No solution possible') or "
                 "a move string of U D L R (where the blank goes)")
      ->required();
  addGoalOption(app, o->goal);
  app.add_flag("--json", o->json, "Print JSON");
  return [o] {
    // The same confined reader as `verify`: regular files only, opened beneath
    // the folders given, so a FIFO cannot hang the run.
    InputRoots roots;
    roots.add(o->puzzle);
    roots.add(o->solution);
    auto puzzleText = readInput(o->puzzle, roots, kMaxPuzzleFileBytes);
    if (!puzzleText) return reportError(puzzleText.error());
    auto file = parsePuzzles(*puzzleText, o->puzzle);
    if (file && file->puzzles.size() != 1)
      file = Error{o->puzzle, 0,
                   fmt::format("{} puzzles in the file; verify takes one", file->puzzles.size())};
    if (!file) return reportError(file.error());
    auto text = readInput(o->solution, roots, kMaxPuzzleFileBytes);
    if (!text) return reportError(text.error());
    auto sol = parseSlideSolution(*text, o->solution);
    if (!sol) return reportError(sol.error());
    const GoalKind goal = goalFor(o->goal, file->format);
    SlideVerifyReport r = verifySlide(file->puzzles.front(), goal, *sol);
    // Through the one escaper: a name or a quoted move cannot send escape
    // codes or break the JSON.
    const std::string puzzleName = printable(o->puzzle), solutionName = printable(o->solution);
    r.reason = printable(r.reason);
    if (o->json) {
      nlohmann::json j = reportHead("slide verify", r.ok ? "right" : "wrong");
      j.update({{"puzzle", puzzleName}, {"solution", solutionName}, {"ok", r.ok}, {"moves", r.moves}});
      if (!r.ok) j.update({{"step", r.step}, {"line", r.line}, {"reason", r.reason}});
      fmt::print("{}\n", j.dump(2));
    } else if (r.ok) {
      if (sol->kind == SlideSolution::Kind::NoSolution)
        fmt::print("{}: ok: the puzzle has no solution (parity)\n", solutionName);
      else
        fmt::print("{}: ok: {} moves reach the goal\n", solutionName, r.moves);
    } else if (r.line > 0) {
      fmt::print("{}:{}: wrong: {}\n", solutionName, r.line, r.reason);
    } else {
      fmt::print("{}: wrong: {}\n", solutionName, r.reason);
    }
    return int(r.ok ? kOk : kWrong);
  };
}

}  // namespace pegsat::cli
