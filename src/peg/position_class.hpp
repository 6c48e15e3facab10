// Position classes, the invariant that decides most impossible problems at once.
// A jump flips three cells, so over GF(2) every position reachable from p is p
// plus a sum of jump masks: p and q can be joined only if p XOR q lies in the
// span of the jump masks. On the square boards this is de Bruijn's (1972)
// sixteen position classes; computing the span from the board's own jumps gives
// the right invariant for triangular and diagonal boards too.
#pragma once

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

}  // namespace pegsat
