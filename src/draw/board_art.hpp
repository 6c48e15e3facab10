// SPDX-License-Identifier: GPL-3.0-or-later
// What every peg picture shares: where each hole of a board sits on the page
// (a square grid, or the triangular lattice of a six-direction board), the
// board's outline, the colours and shapes of holes and pegs, and the moves of a
// solution as a person reads them (a chain of jumps by one peg is one move).
#pragma once

#include <string>
#include <vector>

#include "draw/svg.hpp"
#include "peg/board.hpp"
#include "peg/solution_file.hpp"

namespace pegsat::draw {

struct Pt {
  double x, y;
};

// Hole centres in units of the distance between neighbouring holes, shifted so
// the leftmost and topmost centres are at 0.
struct HoleLayout {
  std::vector<int> holes;  // the board's holes, in cell order
  std::vector<Pt> at;      // indexed by cell; meaningful for holes only
  double width = 0, height = 0;  // extent of the centres
};

// A square board keeps its grid. A six-direction board is written with its
// rows left-aligned (FORMATS.md), its steps (1,0), (0,1) and (1,1); shearing
// each row half a step left per row makes all three steps one unit long at 60
// degrees to each other, so the 15-hole triangle is drawn equilateral.
HoleLayout layoutHoles(const Board& board);

// The hole a jump between two holes passes over: the midpoint of a two-step
// jump along any of the board's directions.
int overHole(const Board& board, int from, int to);

// A move as drawn: the holes its peg visits, first to last, and its text.
struct DrawnMove {
  std::vector<int> cells;
  std::string text;
};

// The solution's moves, joining consecutive chains by the same peg as the
// verifier counts them (FORMATS.md: they are one move even when written apart).
std::vector<DrawnMove> drawnMoves(const Solution& solution);

// "english board, start: d4 empty, finish: d4, 18 moves (31 jumps)".
std::string solutionTitle(const Board& board, const Solution& solution);

// The <defs> (peg shading, arrowhead) and <style> every peg picture uses.
void addPegStyles(Element& svg);

// Page geometry of one board: `unit` pixels between neighbouring holes, the
// board's top-left corner (outline included) at `origin`.
struct BoardFrame {
  const HoleLayout* layout;
  double unit;
  Pt origin;

  double margin() const { return 0.62 * unit; }  // outline beyond the outer holes
  double width() const { return layout->width * unit + 2 * margin(); }
  double height() const { return layout->height * unit + 2 * margin(); }
  Pt centre(int cell) const;
};

// The board's wooden outline and its empty holes, into `g`.
void addBoardBase(Element& g, const Board& board, const BoardFrame& frame);

// A peg on `cell`: <circle class="peg EXTRA" data-hole="d4">.
Element pegCircle(const Board& board, const BoardFrame& frame, int cell,
                  const std::string& extraClass = "");

}  // namespace pegsat::draw
