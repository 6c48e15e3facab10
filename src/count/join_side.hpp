// SPDX-License-Identifier: GPL-3.0-or-later
// Which side of a self-join meets each pair of terms.
//
// When both sides of the meeting are one layer (the central game: the start is
// the complement of the finish), every term r -> q of LayerSearch::join has a
// twin, s -> complement of r by the same jump, where s is the canonical
// complement of q, with the same product. One of the two is looked up, with
// twice the weight: the one whose parent comes first in some order of the
// layer's positions. In the canonical order that is known only once q's images
// are made. This order compares a weighted peg count f first, and the
// canonical forms only where f ties. The weights are the same on each orbit
// of holes under the group, so f is the same on every image of a position,
// and since f(complement of x) = W - f(x) for the weight W of the whole board,
//   f(s) = W - f(r) + w(from) + w(over) - w(to)
// for the jump r -> q. So the order is known from r and the jump alone, before
// q is made, and a parent whose every term falls to the other side is not
// expanded at all.
//
// Most terms are zero: the complement of q is seldom in the layer (most
// lookups miss), and a zero term may be skipped from both sides. So the
// weights need not split the terms evenly, and they are
// chosen to leave the least work: on the English middle layer they leave 19%
// of the parents to expand (the canonical order expanded all of them and
// looked up half their children), and the count took 0.97 s instead of
// 1.11 s (medians of 15 alternating runs).
#pragma once

#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "count/symmetry_images.hpp"
#include "peg/engine.hpp"

namespace pegsat::counting {

template <class B>
class JoinSide {
 public:
  // Chooses the weights on `sample`, positions of the layer to be joined: the
  // best of a few seeded random ones, then improved one orbit at a time.
  JoinSide(const Engine<B>& e, const SymmetryImages<B>& group, const std::vector<B>& sample)
      : e_(e) {
    const Board& board = e.board();
    // Each hole's orbit, named by its smallest cell.
    std::vector<int> orbit(board.cells(), -1), orbits;
    forEachBit(board.holes, [&](int c) {
      orbit[c] = c;
      for (int g = 0; g < group.size(); ++g)
        orbit[c] = std::min(orbit[c], board.symmetries[group.symmetry(g)][c]);
      if (orbit[c] == c) orbits.push_back(c);
    });
    // The work the weights leave: a parent to expand costs about as much as
    // four lookups (its images), a parent skipped almost nothing.
    auto work = [&](const std::vector<int>& byOrbit) {
      setWeights(orbit, byOrbit);
      uint64_t n = 0;
      for (B pegs : sample) {
        const int f = value(pegs);
        int mine = 0;
        e.anyJump(pegs, [&](int j) {
          mine += order(f, j) >= 0;
          return false;
        });
        n += mine ? 4 + mine : 0;
      }
      return n;
    };
    std::mt19937 rng(1);
    std::vector<int> best(board.cells(), 0), w;
    uint64_t least = UINT64_MAX;
    auto consider = [&](const std::vector<int>& candidate) {
      if (const uint64_t n = work(candidate); n < least) {
        least = n;
        best = candidate;
      }
    };
    for (int start = 0; start < kStarts; ++start) {
      w.assign(board.cells(), 0);
      for (int o : orbits) w[o] = int(rng() % kMaxWeight);
      consider(w);
    }
    for (int round = 0; round < kRounds; ++round)
      for (int o : orbits)
        for (int v = 0; v < kMaxWeight; ++v) {
          w = best;
          w[o] = v;
          consider(w);
        }
    setWeights(orbit, best);
    buildJumpMasks();
  }

  // The weighted peg count f, from the weights' bit planes: a few popcounts
  // where a loop over the pegs took most of the join's time spent on parents
  // that are not expanded (four in five).
  int value(B pegs) const {
    int v = 0;
    for (int k = 0; k < kPlanes; ++k) v += popcount(pegs & plane_[k]) << k;
    return v;
  }
  // The sign of f(s) - f(r) for the jump j of a parent r with f(r) = fr:
  // positive, the term is r's to look up; negative, the other side's; zero,
  // the canonical forms decide.
  int order(int fr, int j) const { return total_ + delta_[j] - 2 * fr; }
  // Whether any term of the parent r is r's (or undecided): whether r has a
  // jump j with order(fr, j) >= 0, that is delta(j) >= 2 fr - W.
  bool expands(B pegs, int fr) const {
    const int t = std::max(2 * fr - total_ - kMinDelta, 0);
    if (t >= kDeltas) return false;
    for (int d = 0; d < e_.directionCount(); ++d)
      if (e_.jumpers(pegs, d) & atLeast_[size_t(t) * size_t(e_.directionCount()) + size_t(d)])
        return true;
    return false;
  }

 private:
  static constexpr int kStarts = 8, kRounds = 2, kMaxWeight = 16, kPlanes = 4;
  static_assert(kMaxWeight <= 1 << kPlanes);
  // The range of delta(j) = w(from) + w(over) - w(to).
  static constexpr int kMinDelta = 1 - kMaxWeight, kDeltas = 3 * (kMaxWeight - 1) + 1;

  void setWeights(const std::vector<int>& orbit, const std::vector<int>& byOrbit) {
    weight_.assign(orbit.size(), 0);
    total_ = 0;
    for (size_t c = 0; c < orbit.size(); ++c)
      if (orbit[c] >= 0) total_ += weight_[c] = byOrbit[size_t(orbit[c])];
    delta_.clear();
    for (const Jump& j : e_.board().jumps)
      delta_.push_back(weight_[j.from] + weight_[j.over] - weight_[j.to]);
    plane_.fill(B(0));
    for (size_t c = 0; c < weight_.size(); ++c)
      for (int k = 0; k < kPlanes; ++k)
        if (weight_[c] >> k & 1) plane_[k] |= bitAt<B>(int(c));
  }

  // For expands(): per threshold and direction, the jumps that pass, as a
  // mask of their from-cells, so a parent is tested with one AND per direction.
  void buildJumpMasks() {
    const int dirs = e_.directionCount();
    atLeast_.assign(size_t(kDeltas) * size_t(dirs), B(0));
    for (int t = 0; t < kDeltas; ++t)
      for (int d = 0; d < dirs; ++d)
        for (int c = 0; c < int(weight_.size()); ++c)
          if (const int j = e_.jumpAt(d, c); j >= 0 && delta_[j] >= t + kMinDelta)
            atLeast_[size_t(t) * size_t(dirs) + size_t(d)] |= bitAt<B>(c);
  }

  const Engine<B>& e_;
  std::vector<int> weight_;         // per cell; 0 off the board
  std::vector<int> delta_;          // per jump
  int total_ = 0;                   // W, the weight of every hole
  std::array<B, kPlanes> plane_{};  // bit k of every cell's weight
  // [t][direction]: the cells whose jump that way has delta >= t + kMinDelta
  std::vector<B> atLeast_;
};

}  // namespace pegsat::counting
