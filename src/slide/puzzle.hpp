// SPDX-License-Identifier: GPL-3.0-or-later
// Sliding-tile puzzles: the position, its goal, the parsers of the Princeton and
// Korf formats, the solvability rule and the Princeton board printout.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace pegsat::slide {

// The largest side accepted. Tiles are stored in one byte each, so n*n must
// stay at most 256; searching anything beyond the 24-puzzle optimally is out of
// reach anyway.
inline constexpr int kMaxSide = 16;
// The largest optimal length an instance line may state (Korf's format).
inline constexpr long kMaxOptimal = 1 << 20;

// Where the blank sits in the goal. Princeton's 8puzzle assignment puts it last
// (1 2 ... n*n-1, 0); Korf's benchmark sets put it first (0 1 2 ... n*n-1).
enum class GoalKind { BlankLast, BlankFirst };

// A move names the direction in which the blank travels: 'U' swaps the blank
// with the tile above it (that tile slides down), and so on.
enum class Dir : uint8_t { Up, Down, Left, Right };
inline constexpr Dir kDirs[4] = {Dir::Up, Dir::Down, Dir::Left, Dir::Right};
char dirLetter(Dir d);
Dir opposite(Dir d);

struct Puzzle {
  int n = 0;                   // side
  std::vector<uint8_t> tiles;  // n*n tiles row by row, 0 the blank
  int optimal = -1;            // optimal length given by the file, -1 if none
  int line = 0;                // line of the file where the puzzle starts

  int cells() const { return n * n; }
  int blank() const;
  // The cell the blank reaches by moving in direction d, or -1 at an edge.
  int neighbor(int cell, Dir d) const;
  // Moves the blank; false (and no change) when d leads off the board.
  bool move(Dir d);
  bool operator==(const Puzzle& o) const { return n == o.n && tiles == o.tiles; }
};

Puzzle goalPuzzle(int n, GoalKind goal);

// The cell where `tile` belongs in the goal.
int goalCell(int n, GoalKind goal, int tile);

// A file of puzzles: a single Princeton puzzle (its first number is n alone on
// its line) or Korf's instance lines (n*n tiles, optionally followed by the
// optimal length). `#` starts a comment.
struct PuzzleFile {
  enum class Format { Princeton, Korf } format = Format::Princeton;
  std::vector<Puzzle> puzzles;
};
// A puzzle file, or a solution printout, holds a few boards of at most 256
// tiles each; this limit leaves room for thousands of instance lines.
inline constexpr size_t kMaxPuzzleFileBytes = size_t(16) << 20;
Result<PuzzleFile> parsePuzzles(std::string_view text, const std::string& file);
Result<PuzzleFile> loadPuzzles(const std::string& path);

// Whether the goal can be reached. Every move swaps the blank with a neighbour:
// one transposition of the n*n cells and one step of the blank, so the parity
// of the permutation (from position to goal, blank included) always equals the
// parity of the blank's taxicab distance to its goal cell in a solvable
// position, and the reverse holds too (Johnson & Story 1879). This is the
// inversion-parity rule, stated for any side and any goal.
bool isSolvable(const Puzzle& p, GoalKind goal);

// The board as Princeton's Board.toString() prints it: n, then each row with
// every tile as "%2d ".
std::string princetonBoard(const Puzzle& p);

// Applies a move string (letters U D L R, white space ignored); the error names
// the 1-based index of the first illegal move.
Result<Puzzle> applyMoves(Puzzle p, std::string_view moves);

}  // namespace pegsat::slide
