// SPDX-License-Identifier: GPL-3.0-or-later
// Position classes, the invariant that decides most impossible problems at once.
// A jump flips three cells, so over GF(2) every position reachable from p is p
// plus a sum of jump masks: p and q can be joined only if p XOR q lies in the
// span of the jump masks. On the square boards this is de Bruijn's (1972)
// sixteen position classes; computing the span from the board's own jumps gives
// the right invariant for triangular and diagonal boards too.
#pragma once

#include <optional>
#include <vector>

#include "peg/board.hpp"

namespace pegsat {

class PositionClasses {
 public:
  explicit PositionClasses(const Board& board);

  // The canonical representative of p's class (p reduced modulo the span).
  Cells reduce(Cells p) const;
  bool sameClass(Cells a, Cells b) const { return reduce(a ^ b) == 0; }
  // The number of classes, 2^(holes - rank of the jump masks).
  int classBits() const { return bits_; }

 private:
  std::vector<Cells> basis_;  // basis_[i] has highest bit i, or is 0
  int bits_ = 0;
};

// The vectors c with c . mask = 0 (mod 2) for every jump mask, a basis of the
// space of position-class invariants: a jump flips an even number of the
// holes of c, so the parity of the pegs in c never changes.
std::vector<Cells> classInvariants(const Board& board);

// A parity certificate of "no way from start to finish": a set S of holes
// that every jump line meets in 0 or 2 holes, holding an odd number of pegs in
// exactly one of start and finish (Conway's and de Bruijn's argument).
// Exists exactly when the two lie in different position classes; the
// smallest such set on boards whose invariant space is small.
std::optional<Cells> paritySet(const Board& board, Cells start, Cells finish);

}  // namespace pegsat
