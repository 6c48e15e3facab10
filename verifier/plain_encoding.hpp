// SPDX-License-Identifier: GPL-3.0-or-later
// The certificate checker's own encoder of the plain CNF of a peg solitaire
// problem, written apart from encodings/ so that a DRAT certificate is
// checked against the problem itself, not against whatever the encoder
// wrote. It is the SATPLAN-style encoding (Kautz and Selman 1992) with one
// jump per step and T steps, T the number of pegs the problem removes:
//
//   variables  peg(h, t) = 1 + t*H + h          hole index h (board order), 0 <= t <= T
//              jump(j, t) = 1 + (T+1)*H + (t-1)*J + j    1 <= t <= T
//   clauses    the start and the finish as units; for every step t and jump
//              j of a over b into c: jump(j,t) implies peg a, peg b, no peg c
//              before and no peg a, no peg b, peg c after; at least one jump
//              and at most one (pairwise) per step; and the frame axioms: a
//              hole loses its peg only by a jump from or over it, gains one
//              only by a jump into it.
//
// Jumps are numbered hole by hole in board order, and for each hole by
// direction in the order of Board::directionVectors (docs/FORMATS-CERTIFICATES.md).
// A jump removes one peg, so every solution has exactly T jumps: this CNF is
// unsatisfiable exactly when the problem has no solution.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "peg/board.hpp"

namespace pegsat {

// Hands each clause of the encoding to `clause`, one after another, and
// returns the number of variables: nothing is kept, so a checker can size the
// encoding, or compare it with a given CNF, in memory that does not grow
// with it.
int plainEncoding(const Board& board, Cells start, Cells finish, int steps,
                  const std::function<void(std::span<const int>)>& clause);

struct PlainSize {
  int vars = 0;
  uint64_t clauses = 0;
};
PlainSize plainEncodingSize(const Board& board, Cells start, Cells finish, int steps);

}  // namespace pegsat
