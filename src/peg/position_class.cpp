#include "peg/position_class.hpp"

namespace pegsat {
namespace {
int highestBit(Cells x) {
  int i = 127;
  while (!(x >> i & 1)) --i;
  return i;
}
}  // namespace

PositionClasses::PositionClasses(const Board& board) : basis_(kMaxCells, 0) {
  int rank = 0;
  for (const Jump& j : board.jumps) {
    Cells v = j.mask();
    v = reduce(v);
    if (v) basis_[highestBit(v)] = v, ++rank;
  }
  bits_ = board.holeCount() - rank;
}

Cells PositionClasses::reduce(Cells p) const {
  for (int i = kMaxCells - 1; i >= 0 && p; --i)
    if ((p >> i & 1) && basis_[i]) p ^= basis_[i];
  return p;
}

}  // namespace pegsat
