// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/draw.hpp"

#include <fmt/format.h>

#include "draw/peg_animation.hpp"
#include "draw/peg_picture.hpp"
#include "draw/slide_picture.hpp"
#include "job/slide_verify.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "verifier/batch.hpp"
#include "verifier/verifier.hpp"
#include "util/text.hpp"

namespace pegsat {

namespace {

Result<DrawReport> drawBoard(const DrawJob& o) {
  auto board = loadBoard(o.board);
  if (!board) {
    Error e = board.error();
    if (e.file.empty()) e.file = "--board";  // the option is where the name came from
    return e;
  }
  Cells pegs = board->initial;
  std::string title = fmt::format("{} board", printable(board->name));
  if (!o.pegs.empty() || !o.empty.empty()) {
    const bool givenPegs = !o.pegs.empty();
    auto holes =
        parseHoleList(*board, givenPegs ? o.pegs : o.empty, givenPegs ? "--pegs" : "--empty");
    if (!holes) return holes.error();
    pegs = givenPegs ? *holes : board->holes & ~*holes;
  }
  title += fmt::format(", {} peg{}", popcount(pegs), popcount(pegs) == 1 ? "" : "s");
  return DrawReport{draw::drawPosition(*board, pegs, title), ""};
}

Result<DrawReport> drawPegSolution(const DrawJob& o) {
  auto text = readFile(o.file, kMaxSolutionFileBytes);
  if (!text) return text.error();
  auto st = parseSolutionText(*text, o.file);
  if (!st) return st.error();
  if (!o.board.empty()) st->board.reset();  // the option wins, as in verify
  auto board = loadSolutionBoard(*st, o.board.empty() ? "english" : o.board);
  if (!board) return board.error();
  auto sol = resolveSolution(*st, *board);
  if (!sol) return sol.error();
  // The verifier's verdict and message, exactly as `pegsat verify` gives them.
  BatchOptions check;
  check.board = o.board;
  const FileResult r = checkSolutionFile(o.file, *text, check, CheckLimits{});
  if (r.verdict == Verdict::kUnreadable) return Error{r.file, r.line, r.message};
  if (r.verdict == Verdict::kWrong) return DrawReport{"", r.str()};
  if (o.animate) return DrawReport{draw::animateSolution(*board, *sol), ""};
  draw::SolutionPictureOptions options;
  if (o.columns > 0) options.columns = o.columns;
  return DrawReport{draw::drawSolution(*board, *sol, options), ""};
}

Result<DrawReport> drawSlideSolution(const DrawJob& o) {
  auto v = runSlideVerify({o.puzzle, o.file, o.goal}, "draw");
  if (!v) return v.error();
  const auto& r = v->check;
  if (!r.ok)
    return DrawReport{"", fmt::format("{}{}: wrong: {}", o.file,
                                      r.line > 0 ? fmt::format(":{}", r.line) : "", r.reason)};
  const slide::Puzzle& start = v->states.front();
  std::string title;
  if (v->noSolution) {
    title = fmt::format("{}-puzzle: no solution possible", start.cells() - 1);
  } else {
    const int steps = int(v->states.size()) - 1;
    title = fmt::format("{}-puzzle, {} move{}", start.cells() - 1, steps, steps == 1 ? "" : "s");
  }
  draw::SlidePictureOptions options;
  options.every = o.every;
  if (o.columns > 0) options.columns = o.columns;
  return DrawReport{draw::drawSlideSolution(v->states, title, options), ""};
}

}  // namespace

Result<DrawReport> runDraw(const DrawJob& o) {
  const bool position = !o.pegs.empty() || !o.empty.empty();
  if (!o.puzzle.empty()) {
    if (o.file.empty()) return Error{"--puzzle", 0, "give the solution FILE to draw"};
    if (position || o.animate)
      return Error{"--puzzle", 0,
                   "draws a sliding solution; --pegs, --empty and --animate are for peg "
                   "solitaire"};
    return drawSlideSolution(o);
  }
  if (!o.file.empty()) {
    if (position) return Error{"--pegs", 0, "draws a position; give no FILE with it"};
    return drawPegSolution(o);
  }
  if (o.animate) return Error{"--animate", 0, "animates a solution FILE"};
  if (o.board.empty()) return Error{"draw", 0, "give a solution FILE or --board"};
  return drawBoard(o);
}

Result<std::string> drawPegPosition(const Board& board, std::string_view pegs) {
  Cells position = board.initial;
  if (!pegs.empty()) {
    auto holes = parseHoleList(board, pegs, "pegs");
    if (!holes) return holes.error();
    position = *holes;
  }
  const int n = popcount(position);
  return draw::drawPosition(board, position,
                            fmt::format("{} board, {} peg{}", printable(board.name), n,
                                        n == 1 ? "" : "s"));
}

Result<std::string> drawSolutionText(const Board& board, std::string_view solution,
                                     const std::string& file, bool animate, int columns) {
  auto text = parseSolutionText(solution, file);
  if (!text) return text.error();
  auto sol = resolveSolution(*text, board);
  if (!sol) return sol.error();
  // The picture replays the jumps without checking them: only a verified
  // solution is drawn.
  const VerifyReport report = verifySolution(board, *sol);
  if (!report.ok)
    return Error{file, report.line, "not a solution: " + report.pass + ": " + report.reason};
  if (animate) return draw::animateSolution(board, *sol);
  draw::SolutionPictureOptions options;
  if (columns > 0) options.columns = columns;
  return draw::drawSolution(board, *sol, options);
}

}  // namespace pegsat
