// SPDX-License-Identifier: GPL-3.0-or-later
// The still peg pictures: a position, and a solution move by move.
#include "draw/peg_picture.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "draw/board_art.hpp"

namespace pegsat::draw {
namespace {

// Pixels between neighbouring holes: large for one position; for the many
// boards of a solution, what makes each board about 160 pixels wide (22 on the
// English board), within limits that keep pegs and numbers legible.
constexpr double kPositionUnit = 46;
double solutionUnit(const HoleLayout& layout) {
  return std::clamp(160 / (layout.width + 1.24), 14.0, 28.0);
}
constexpr double kGap = 18;   // between boards of a grid
constexpr double kPage = 16;  // the page's margin

// The pegs of `pegs` on a board, in cell order; `moved` gets the mover's colour.
void addPegs(Element& g, const Board& board, const BoardFrame& frame, Cells pegs, int moved) {
  for (int c : frame.layout->holes)
    if (pegs >> c & 1) g.add(pegCircle(board, frame, c, c == moved ? "moved" : ""));
}

// A jumped peg: its ghost, crossed out.
void addJumped(Element& g, const Board& board, const BoardFrame& frame, int cell) {
  const Pt p = frame.centre(cell);
  const double r = 0.36 * frame.unit, k = 0.22 * frame.unit;
  Element& j = g.add("g");
  j.attr("class", "jumped").attr("data-hole", board.holeName(cell));
  j.add("circle").attr("cx", p.x).attr("cy", p.y).attr("r", r);
  j.add("path").attr("d", fmt::format("M{} {}l{} {}M{} {}l{} {}", number(p.x - k), number(p.y - k),
                                       number(2 * k), number(2 * k), number(p.x - k),
                                       number(p.y + k), number(2 * k), number(-2 * k)));
}

// The mover's path through the holes it visits; the last leg stops short of
// the landing peg's centre so the arrowhead sits on its rim, readable.
void addArrow(Element& g, const BoardFrame& frame, const std::vector<int>& cells) {
  std::string d;
  for (size_t i = 0; i < cells.size(); ++i) {
    Pt p = frame.centre(cells[i]);
    if (i + 1 == cells.size()) {
      const Pt q = frame.centre(cells[i - 1]);
      const double shorten = 0.3;  // of the leg's two-hole length
      p = {p.x + (q.x - p.x) * shorten / 2, p.y + (q.y - p.y) * shorten / 2};
    }
    d += fmt::format("{}{} {}", i == 0 ? "M" : "L", number(p.x), number(p.y));
  }
  const double width = 0.16 * frame.unit;
  g.add("path").attr("class", "halo").attr("d", d).attr("stroke-width", width + 3);
  g.add("path")
      .attr("class", "arrow")
      .attr("d", d)
      .attr("stroke-width", width)
      .attr("marker-end", "url(#arrowhead)");
}

Element page(double width, double height) {
  Element svg("svg");
  svg.attr("width", width)
      .attr("height", height)
      .attr("viewBox", fmt::format("0 0 {} {}", number(width), number(height)));
  svg.add("rect").attr("width", "100%").attr("height", "100%").attr("fill", "#fffdf8");
  addPegStyles(svg);
  return svg;
}

}  // namespace

std::string drawPosition(const Board& board, Cells pegs, const std::string& titleText) {
  const HoleLayout layout = layoutHoles(board);
  BoardFrame frame{&layout, kPositionUnit, {0, 0}};
  const double boardWidth = std::max(frame.width() + 2 * kPage, 320.0);
  const Title title = fitTitle(titleText, boardWidth - 2 * kPage);
  const double width = std::max(boardWidth, title.width + 2 * kPage);
  frame.origin = {(width - frame.width()) / 2, kPage + title.height};
  Element svg = page(width, frame.height() + title.height + 2 * kPage);
  addTitle(svg, title, kPage, kPage);
  Element& g = svg.add("g");
  g.attr("class", "board").attr("data-move", 0).attr("data-pegs", board.holeNames(pegs & board.holes));
  addBoardBase(g, board, frame);
  // Empty holes drawn wide enough to hold their names.
  for (int c : layout.holes)
    if (!(pegs >> c & 1)) {
      const Pt p = frame.centre(c);
      g.add("circle").attr("class", "socket").attr("cx", p.x).attr("cy", p.y).attr(
          "r", 0.3 * frame.unit);
    }
  addPegs(g, board, frame, pegs, -1);
  for (int c : layout.holes) {
    const Pt p = frame.centre(c);
    Element& t = g.add("text");
    t.attr("class", pegs >> c & 1 ? "name on-peg" : "name").attr("x", p.x).attr("y", p.y);
    t.text(board.holeName(c));
  }
  return svgDocument(std::move(svg));
}

std::string drawSolution(const Board& board, const Solution& solution,
                         const SolutionPictureOptions& options) {
  const HoleLayout layout = layoutHoles(board);
  const std::vector<DrawnMove> moves = drawnMoves(solution);
  const int boards = int(moves.size()) + 1;
  const int columns = std::clamp(options.columns, 1, boards);
  const int rows = (boards + columns - 1) / columns;
  constexpr double kNumberHeight = 18, kCaptionHeight = 16;

  const double unit = solutionUnit(layout);
  const BoardFrame sizer{&layout, unit, {0, 0}};
  const double cellW = std::max(sizer.width(), 110.0) + kGap;
  const double cellH = sizer.height() + kNumberHeight + kCaptionHeight + kGap;
  const double boardsWidth = columns * cellW - kGap;
  const Title title = fitTitle(solutionTitle(board, solution), boardsWidth);
  const double width = std::max(boardsWidth, title.width) + 2 * kPage;
  Element svg = page(width, title.height + rows * cellH - kGap + 2 * kPage);
  addTitle(svg, title, kPage, kPage);

  Cells pegs = solution.start;
  for (int k = 0; k < boards; ++k) {
    const double x = kPage + (k % columns) * cellW;
    const double y = kPage + title.height + (k / columns) * cellH;
    BoardFrame frame{&layout, unit,
                     {x + (cellW - kGap - sizer.width()) / 2, y + kNumberHeight}};
    std::vector<int> jumped;
    const DrawnMove* move = k > 0 ? &moves[size_t(k - 1)] : nullptr;
    if (move) {
      for (size_t i = 0; i + 1 < move->cells.size(); ++i) {
        const int over = overHole(board, move->cells[i], move->cells[i + 1]);
        jumped.push_back(over);
        pegs &= ~bitAt<Cells>(over);
      }
      pegs &= ~bitAt<Cells>(move->cells.front());
      pegs |= bitAt<Cells>(move->cells.back());
    }
    Element& g = svg.add("g");
    g.attr("class", "board").attr("data-move", k).attr("data-pegs", board.holeNames(pegs));
    if (move) g.attr("data-jumps", int(jumped.size()));
    g.add("text").attr("class", "number").attr("x", x).attr("y", y + 13).text(
        k == 0 ? std::string("start") : std::to_string(k));
    addBoardBase(g, board, frame);
    if (move) {
      const Pt o = frame.centre(move->cells.front());
      g.add("circle").attr("class", "origin").attr("cx", o.x).attr("cy", o.y).attr(
          "r", 0.33 * frame.unit);
      for (int c : jumped) addJumped(g, board, frame, c);
    }
    addPegs(g, board, frame, pegs, move ? move->cells.back() : -1);
    if (move) addArrow(g, frame, move->cells);
    Element& caption = g.add("text");
    caption.attr("class", "caption")
        .attr("x", x)
        .attr("y", frame.origin.y + frame.height() + 12)
        .text(move ? move->text : fmt::format("{} pegs", popcount(pegs)));
  }
  return svgDocument(std::move(svg));
}

}  // namespace pegsat::draw
