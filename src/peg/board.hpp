// SPDX-License-Identifier: GPL-3.0-or-later
// A peg solitaire board: which cells of a width x height grid are holes, which
// directions a peg may jump in, and the board's symmetries. Everything a solver,
// counter, encoder or verifier needs to know about the geometry is here, as
// plain data; it is built once, from a board file.
#pragma once

#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "peg/bits.hpp"

namespace pegsat {

// The largest symmetry group of a board: the hexagonal grid's 12 (rotations by
// 60 degrees and reflections); square grids have 8, the triangle 6. Arrays of a
// position's images are sized by it.
constexpr int kMaxSymmetries = 12;

struct Point {
  int x, y;
  friend bool operator==(Point, Point) = default;
};

// A jump moves the peg in `from` over the peg in `over` into the empty `to`.
// All three are cell indices.
struct Jump {
  int from, over, to;
  // The three cells a jump changes: XOR it into a position to make the jump.
  template <class B = Cells>
  constexpr B mask() const {
    return bitAt<B>(from) | bitAt<B>(over) | bitAt<B>(to);
  }
  friend bool operator==(const Jump&, const Jump&) = default;
};

struct Board {
  std::string name;    // "english", or the board file's name
  std::string source;  // the board file, for messages and solution headers
  // A board file's content hash (SHA-256, hex), which names it in verdicts
  // (peg/board_identity.hpp); empty for a built-in board.
  std::string fileSha256;
  // That file's exact text, which the hash is of: a copy of the board made
  // elsewhere (a Python pickle, a worker process) is this text parsed again
  // with `source`, so it has the same name and hash. Null for a built-in board.
  std::shared_ptr<const std::string> fileText;
  int width = 0;
  int height = 0;
  int directions = 4;  // 4 orthogonal, 6 triangular, 8 with diagonals
  Cells holes = 0;     // the cells that are holes
  Cells initial = 0;   // the pegs of the board's usual start
  std::vector<Jump> jumps;
  // Each symmetry maps cell -> cell (-1 for cells that are not holes); the
  // identity comes first. 8 for the square boards, 6 for the triangle.
  std::vector<std::vector<int>> symmetries;

  int cells() const { return width * height; }
  int holeCount() const { return popcount(holes); }
  bool isHole(int cell) const { return cell >= 0 && cell < cells() && (holes >> cell & 1); }
  Point point(int cell) const { return {cell % width, cell / width}; }
  int cell(Point p) const { return p.x + p.y * width; }

  // The unit steps a peg may jump along, as (dx, dy).
  std::vector<Point> directionVectors() const;

  // Bell's notation: column letter, then 1-based row ("d4").
  std::string holeName(int cell) const;
  // The cell of a hole name, or nothing if the name is not a hole of this board.
  std::optional<int> parseHole(std::string_view name) const;
  // Hole names of a set of cells, space separated, in board order.
  std::string holeNames(Cells cells) const;

  // The image of a set of cells under symmetry `s`.
  Cells apply(int s, Cells cells) const;
  // The symmetries (indices into `symmetries`, identity first) that map each
  // of the given sets of cells onto itself.
  std::vector<int> symmetriesKeeping(std::initializer_list<Cells> sets) const;

  // The default finish: the usual start's vacancies hold the pegs.
  Cells initialVacancies() const { return holes & ~initial; }
};

// Builds the jumps and symmetries of a board from its holes and directions.
// Returns an error message if the description is not a usable board.
std::optional<std::string> completeBoard(Board& board);

}  // namespace pegsat
