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
  }

  // The weighted peg count f.
  int value(B pegs) const {
    int v = 0;
    forEachBit(pegs, [&](int c) { v += weight_[c]; });
    return v;
  }
  // The sign of f(s) - f(r) for the jump j of a parent r with f(r) = fr:
  // positive, the term is r's to look up; negative, the other side's; zero,
  // the canonical forms decide.
  int order(int fr, int j) const { return total_ + delta_[j] - 2 * fr; }
  // Whether any term of the parent r is r's (or undecided).
  bool expands(B pegs, int fr) const {
    return e_.anyJump(pegs, [&](int j) { return order(fr, j) >= 0; });
  }

 private:
  static constexpr int kStarts = 8, kRounds = 2, kMaxWeight = 16;

  void setWeights(const std::vector<int>& orbit, const std::vector<int>& byOrbit) {
    weight_.assign(orbit.size(), 0);
    total_ = 0;
    for (size_t c = 0; c < orbit.size(); ++c)
      if (orbit[c] >= 0) total_ += weight_[c] = byOrbit[size_t(orbit[c])];
    delta_.clear();
    for (const Jump& j : e_.board().jumps)
      delta_.push_back(weight_[j.from] + weight_[j.over] - weight_[j.to]);
  }

  const Engine<B>& e_;
  std::vector<int> weight_;  // per cell; 0 off the board
  std::vector<int> delta_;   // per jump
  int total_ = 0;            // W, the weight of every hole
};

}  // namespace pegsat::counting
