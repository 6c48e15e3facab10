// SPDX-License-Identifier: GPL-3.0-or-later
// Pegsol problems as boards; see pddl_board.hpp.
#include "pddl/pddl_board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "peg/board_file.hpp"

namespace pegsat {

std::string pddlHoleName(const Board& board, int cell) {
  const Point p = board.point(cell);
  return fmt::format("pos-{}-{}", p.y, p.x);
}

Result<PddlPegProblem> pegProblemOf(const PddlProblem& p) {
  auto bad = [&](int line, std::string why) { return Error{p.file, line, std::move(why)}; };
  if (p.holes.empty()) return bad(0, "the problem has no holes");
  PddlPegProblem out;
  Board& b = out.board;
  for (const PddlHole& h : p.holes) {
    b.width = std::max(b.width, h.col + 1);
    b.height = std::max(b.height, h.row + 1);
  }
  if (b.width > 26 || b.width * b.height > kMaxCells)
    return bad(0, fmt::format("the holes span a grid of {} x {}; pegsat supports at most 26 "
                              "columns and {} cells",
                              b.height, b.width, kMaxCells));
  auto cellOf = [&](int h) { return p.holes[size_t(h)].col + p.holes[size_t(h)].row * b.width; };
  for (size_t h = 0; h < p.holes.size(); ++h) b.holes |= bitAt<Cells>(cellOf(int(h)));

  // Each fact is from, over, to: one unit step twice along a line of the
  // grid. The steps seen choose the smallest direction set that holds them.
  const auto unit = [](int d) { return d >= -1 && d <= 1; };
  bool diagonal = false, antiDiagonal = false;
  std::set<std::tuple<int, int, int>> facts;
  for (const auto& f : p.inLine) {
    const PddlHole &a = p.holes[size_t(f.holes[0])], &o = p.holes[size_t(f.holes[1])],
                   &c = p.holes[size_t(f.holes[2])];
    const int dx = o.col - a.col, dy = o.row - a.row;
    if (!unit(dx) || !unit(dy) || (dx == 0 && dy == 0) || c.col - o.col != dx ||
        c.row - o.row != dy)
      return bad(f.line, fmt::format("(in-line {} {} {}) is not three neighbouring holes on a "
                                     "straight line of the grid",
                                     a.name, o.name, c.name));
    diagonal |= dx == dy && dx != 0;
    antiDiagonal |= dx == -dy && dx != 0;
    facts.insert({cellOf(f.holes[0]), cellOf(f.holes[1]), cellOf(f.holes[2])});
  }
  b.directions = antiDiagonal ? 8 : diagonal ? 6 : 4;
  b.name = "pddl";
  b.source = p.file;
  if (auto e = completeBoard(b)) return bad(0, *e);
  // The board's jumps must be the facts, no more and no fewer: a missing
  // direction or a missing line would be a board pegsat cannot describe.
  for (const Jump& j : b.jumps)
    if (!facts.count({j.from, j.over, j.to}))
      return bad(p.initLine,
                 fmt::format("the IN-LINE facts lack (in-line {} {} {}): they are not all the "
                             "lines of a board with {} directions, the nearest that pegsat "
                             "supports (4, 6 or 8)",
                             pddlHoleName(b, j.from), pddlHoleName(b, j.over),
                             pddlHoleName(b, j.to), b.directions));
  // (Every fact is a jump of the board: its holes are holes, its step a direction.)

  for (size_t h = 0; h < p.holes.size(); ++h)
    if (p.occupied[h]) out.start |= bitAt<Cells>(cellOf(int(h)));
  Cells named = 0, free = 0;
  for (const PddlGoal& g : p.goal) {
    if (g.kind == PddlGoal::MoveEnded) continue;
    const Cells bit = bitAt<Cells>(cellOf(g.hole));
    (g.kind == PddlGoal::Occupied ? out.finish : free) |= bit;
    named |= bit;
  }
  if (Cells both = out.finish & free) {
    const int cell = lowestBit(both);
    return bad(p.goalLine,
               fmt::format("the goal asks {} to be both occupied and free", pddlHoleName(b, cell)));
  }
  if (Cells open = b.holes & ~named)
    return bad(p.goalLine,
               fmt::format("the goal names neither occupied nor free for {} (and {} more): "
                           "pegsat solves goals that fix every hole",
                           pddlHoleName(b, lowestBit(open)), popcount(open) - 1));

  // A built-in board with these holes and directions lends its name. The
  // built-in boards are parsed once, not once a problem.
  static const std::vector<Board> builtins = [] {
    std::vector<Board> all;
    for (const std::string& name : builtinBoardNames()) all.push_back(*loadBoard(name));
    return all;
  }();
  for (const Board& builtin : builtins)
    if (builtin.holes == b.holes && builtin.width == b.width && builtin.height == b.height &&
        builtin.directions == b.directions) {
      b = builtin;
      break;
    }
  return out;
}

}  // namespace pegsat
