// SPDX-License-Identifier: GPL-3.0-or-later
// The fewest-moves encoding. A move is one or more consecutive jumps by the
// same peg (FORMATS.md), the unit of Bergholt's 18-move central game and the
// cost of the IPC planning competitions' pegsol domain (a new move costs 1,
// continuing the same peg's chain 0). On top of the plain encoding with one
// jump per step (peg_encoding.hpp), one variable a step says "this jump starts
// a new move", and a sequential counter over those variables (Sinz, "Towards
// an optimal CNF encoding of Boolean cardinality constraints", CP 2005) has
// one output "at least i moves" per i, so that a single CNF answers "at most
// k moves?" for every k, as an assumption or as a unit clause.
#pragma once

#include <vector>

#include "encodings/peg_encoding.hpp"
#include "peg/board.hpp"
#include "util/result.hpp"

namespace pegsat {

struct MovesEncoding {
  PegEncoding plain;         // one jump per step; its steps are the solution's jumps
  int firstNewMove = 0;      // the new-move variable of step 1; step t's is firstNewMove + t - 1
  std::vector<int> atLeast;  // atLeast[i], 1 <= i <= steps: at least i moves; atLeast[0] unused

  int steps() const { return plain.steps; }
  int newMoveVar(int t) const { return firstNewMove + t - 1; }
  // The literal that says "at most k moves"; 0 when k >= steps, where every
  // solution qualifies and no literal is needed.
  Lit atMost(int k) const { return k >= steps() ? 0 : -atLeast[size_t(k) + 1]; }
};

// The plain encoding's settings that a fewest-moves encoding can use: one jump
// a step over the whole horizon, and no fixed order of independent jumps,
// since swapping two of them can split a chain (a, b) ... into two moves. The
// first-jump symmetry stays: a symmetry maps a solution onto one with as many
// moves.
EncodingOptions movesEncodingOptions(EncodingOptions base);

// Encodes "from `start` reach exactly `finish`" with the move counter; the
// options are passed through movesEncodingOptions first. With `order` on,
// two consecutive one-jump moves on disjoint holes keep only one order.
// Polls `budget` as encodePegSolitaire does; a stopped encoding says so in
// plain.stopped.
Result<MovesEncoding> encodeMoves(const Board& board, Cells start, Cells finish,
                                  const EncodingOptions& options = {}, const Budget& budget = {});

// Adds the unit clause "at most k moves" (for a CNF file) and records k in
// the plain encoding, whose DIMACS comments then say it.
void boundMoves(MovesEncoding& e, int k);

// A lower bound on the moves of any solution: a peg in a hole that no jump
// passes over can only leave it by jumping itself, and its first jump starts
// a move (the previous jump cannot have ended in its occupied hole); so every
// such hole with a peg at the start and none at the finish starts a move of
// its own (the 8 corners of the English board's arms). At least 1 when a jump
// is needed at all.
int movesLowerBound(const Board& board, Cells start, Cells finish);

// The number of moves of a jump sequence: a move starts at every jump that
// does not start where the previous one ended.
int movesOfJumps(const std::vector<Jump>& jumps);

}  // namespace pegsat
