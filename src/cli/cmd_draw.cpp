// pegsat draw: SVG pictures of a board or a position, of a solution file move
// by move (or animated), and of a sliding-puzzle solution. A solution is
// checked by the independent verifier first: a wrong one draws nothing.
#include "cli/slide_cli.hpp"
#include "draw/peg_animation.hpp"
#include "draw/peg_picture.hpp"
#include "draw/slide_picture.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "slide/verify.hpp"
#include "verifier/batch.hpp"

namespace pegsat::cli {
namespace {

struct DrawOpts {
  std::string file, output, board, pegs, empty, puzzle, goal = "auto";
  bool animate = false;
  int columns = 0, every = 0;
};

int drawBoard(const DrawOpts& o) {
  auto board = loadBoard(o.board);
  if (!board) {
    Error e = board.error();
    if (e.file.empty()) e.file = "--board";  // the option is where the name came from
    return reportError(e);
  }
  Cells pegs = board->initial;
  std::string title = fmt::format("{} board", board->name);
  if (!o.pegs.empty() || !o.empty.empty()) {
    const bool givenPegs = !o.pegs.empty();
    auto holes = parseHoleList(*board, givenPegs ? o.pegs : o.empty, givenPegs ? "--pegs" : "--empty");
    if (!holes) return reportError(holes.error());
    pegs = givenPegs ? *holes : board->holes & ~*holes;
  }
  title += fmt::format(", {} peg{}", popcount(pegs), popcount(pegs) == 1 ? "" : "s");
  return writeOutput(o.output, draw::drawPosition(*board, pegs, title));
}

int drawPegSolution(const DrawOpts& o) {
  auto text = readFile(o.file, kMaxSolutionFileBytes);
  if (!text) return reportError(text.error());
  auto st = parseSolutionText(*text, o.file);
  if (!st) return reportError(st.error());
  if (!o.board.empty()) st->board.reset();  // the option wins, as in verify
  auto board = loadSolutionBoard(*st, o.board.empty() ? "english" : o.board);
  if (!board) return reportError(board.error());
  auto sol = resolveSolution(*st, *board);
  if (!sol) return reportError(sol.error());
  // The verifier's verdict and message, exactly as `pegsat verify` gives them.
  BatchOptions check;
  check.board = o.board;
  const FileResult r = checkSolutionFile(o.file, *text, check, CheckLimits{});
  if (r.verdict == Verdict::kUnreadable) return reportError({r.file, r.line, r.message});
  if (r.verdict == Verdict::kWrong) {
    fmt::print(stderr, "pegsat: {}\n", r.str());
    return kWrong;
  }
  if (o.animate) return writeOutput(o.output, draw::animateSolution(*board, *sol));
  draw::SolutionPictureOptions options;
  if (o.columns > 0) options.columns = o.columns;
  return writeOutput(o.output, draw::drawSolution(*board, *sol, options));
}

int drawSlideSolution(const DrawOpts& o) {
  auto file = loadOnePuzzle(o.puzzle, "draw");
  if (!file) return reportError(file.error());
  auto text = readFile(o.file, slide::kMaxPuzzleFileBytes);
  if (!text) return reportError(text.error());
  auto sol = slide::parseSlideSolution(*text, o.file);
  if (!sol) return reportError(sol.error());
  const slide::GoalKind goal = goalFor(o.goal, file->format);
  const slide::Puzzle& start = file->puzzles.front();
  const slide::SlideVerifyReport r = slide::verifySlide(start, goal, *sol);
  if (!r.ok) {
    fmt::print(stderr, "pegsat: {}{}: wrong: {}\n", o.file, r.line > 0 ? fmt::format(":{}", r.line) : "",
               r.reason);
    return kWrong;
  }
  std::vector<slide::Puzzle> states = {start};
  std::string title;
  if (sol->kind == slide::SlideSolution::Kind::NoSolution) {
    title = fmt::format("{}-puzzle: no solution possible", start.cells() - 1);
  } else {
    if (sol->kind == slide::SlideSolution::Kind::Boards) {
      states = sol->boards;
    } else {
      for (char c : sol->moves) {
        slide::Puzzle next = states.back();
        for (slide::Dir d : slide::kDirs)
          if (slide::dirLetter(d) == c) next.move(d);
        states.push_back(next);
      }
    }
    const int steps = int(states.size()) - 1;
    title = fmt::format("{}-puzzle, {} move{}", start.cells() - 1, steps, steps == 1 ? "" : "s");
  }
  draw::SlidePictureOptions options;
  options.every = o.every;
  if (o.columns > 0) options.columns = o.columns;
  return writeOutput(o.output, draw::drawSlideSolution(states, title, options));
}

}  // namespace

Runner setupDraw(CLI::App& app) {
  addFollowLinksOption(app);
  auto o = std::make_shared<DrawOpts>();
  app.add_option("file", o->file,
                 "A solution file (*.sol), or with --puzzle a sliding-puzzle solution");
  app.add_option("--output,-o", o->output, "Write the SVG to this file (default: standard output)");
  app.add_option("--board,-b", o->board,
                 "Board to draw (built-in name or board file); with FILE, overrides its board: "
                 "header");
  auto* pegs = app.add_option("--pegs", o->pegs, "Without FILE: the holes that hold a peg");
  app.add_option("--empty", o->empty,
                 "Without FILE: the holes that are empty, every other hole holds a peg")
      ->excludes(pegs);
  app.add_flag("--animate", o->animate,
               "One board on which the solution plays in a loop (SVG animation)");
  app.add_option("--columns", o->columns, "Boards per row (default 6, sliding puzzles 10)")
      ->check(wholeNumber(1, 1000));
  app.add_option("--puzzle", o->puzzle,
                 "FILE is a solution (Princeton output or U D L R moves) of this sliding puzzle");
  addGoalOption(app, o->goal);
  app.add_option("--every", o->every,
                 "Sliding puzzles: draw every Nth step (default: about 40 boards in all)")
      ->check(wholeNumber(1, 1 << 20));
  return [o] {
    const bool position = !o->pegs.empty() || !o->empty.empty();
    if (!o->puzzle.empty()) {
      if (o->file.empty()) return reportError({"--puzzle", 0, "give the solution FILE to draw"});
      if (position || o->animate)
        return reportError({"--puzzle", 0, "draws a sliding solution; --pegs, --empty and "
                                           "--animate are for peg solitaire"});
      return drawSlideSolution(*o);
    }
    if (!o->file.empty()) {
      if (position) return reportError({"--pegs", 0, "draws a position; give no FILE with it"});
      return drawPegSolution(*o);
    }
    if (o->animate) return reportError({"--animate", 0, "animates a solution FILE"});
    if (o->board.empty()) return reportError({"draw", 0, "give a solution FILE or --board"});
    return drawBoard(*o);
  };
}

}  // namespace pegsat::cli
