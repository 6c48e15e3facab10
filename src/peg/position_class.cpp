// SPDX-License-Identifier: GPL-3.0-or-later
#include "peg/position_class.hpp"

#include <bit>

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

std::vector<Cells> classInvariants(const Board& board) {
  // Row-reduce the jump masks (reduced echelon form: every pivot column is
  // zero in all other rows), then read the null space off the free columns.
  std::vector<Cells> rows;
  std::vector<int> pivots;
  for (const Jump& j : board.jumps) {
    Cells r = bitAt<Cells>(j.from) | bitAt<Cells>(j.over) | bitAt<Cells>(j.to);
    for (size_t i = 0; i < rows.size(); ++i)
      if (r >> pivots[i] & 1) r ^= rows[i];
    if (!r) continue;
    int p = lowestBit(r);
    for (Cells& other : rows)
      if (other >> p & 1) other ^= r;
    rows.push_back(r);
    pivots.push_back(p);
  }
  Cells pivotSet = 0;
  for (int p : pivots) pivotSet |= bitAt<Cells>(p);
  std::vector<Cells> basis;
  forEachBit(board.holes & ~pivotSet, [&](int f) {
    Cells v = bitAt<Cells>(f);
    for (size_t i = 0; i < rows.size(); ++i)
      if (rows[i] >> f & 1) v |= bitAt<Cells>(pivots[i]);
    basis.push_back(v);
  });
  return basis;
}


std::optional<Cells> paritySet(const Board& board, Cells start, Cells finish) {
  // Every vector of the invariant space is a sum of basis vectors; one meets
  // start XOR finish oddly exactly when an odd number of its summands do. On
  // small spaces (the English board's has 4 dimensions, 16 vectors) all sums
  // are tried and the one with the fewest holes is kept, so that a certificate
  // names as few holes as it can; on larger ones the first odd basis vector
  // serves.
  const std::vector<Cells> basis = classInvariants(board);
  const Cells differ = start ^ finish;
  auto odd = [&](Cells v) { return (popcount(v & differ) & 1) != 0; };
  if (basis.size() > 16) {
    for (Cells v : basis)
      if (odd(v)) return v;
    return std::nullopt;
  }
  std::optional<Cells> best;
  for (uint32_t pick = 1; pick < (1u << basis.size()); ++pick) {
    Cells v = 0;
    for (size_t i = 0; i < basis.size(); ++i)
      if (pick >> i & 1) v ^= basis[i];
    if (odd(v) && (!best || popcount(v) < popcount(*best))) best = v;
  }
  return best;
}

}  // namespace pegsat
