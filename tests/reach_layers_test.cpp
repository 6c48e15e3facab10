// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the bounded-reachability facts (reach_layers.hpp): the layers of
// positions alive at a step of the 15-hole triangle, and the ternary clauses
// drawn from them, checked against every position of the board.
#include "encodings/reach_layers.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "test_util.hpp"

namespace pegsat {
namespace {

using test::board;

// Whether `pegs` satisfies every clause of `cnf`, variable v being hole v - 1.
bool satisfiesAll(const Cnf& cnf, Cells pegs) {
  return std::all_of(cnf.clauses.begin(), cnf.clauses.end(), [&](const Clause& c) {
    return std::any_of(c.begin(), c.end(), [&](Lit l) {
      return bool(pegs >> (std::abs(l) - 1) & 1) == (l > 0);
    });
  });
}

struct TriangleLayers {
  Board b = board("triangle");
  Cells start = b.holes & ~bitAt<Cells>(*b.parseHole("a3"));
  Cells finish = bitAt<Cells>(*b.parseHole("a3"));
  int jumps = 13;
  std::vector<std::vector<Cells>> forward = reachableLayers(b, start, jumps, 100000);
  std::vector<std::vector<Cells>> backward = [&] {
    auto layers = reachableLayers(b, b.holes & ~finish, jumps, 100000);
    for (auto& layer : layers)
      for (Cells& p : layer) p = b.holes & ~p;
    return layers;
  }();
};

TEST(ReachLayers, AliveLayerIsWhatBothEndsReach) {
  TriangleLayers L;
  ASSERT_EQ(L.forward.size(), size_t(L.jumps) + 1);
  ASSERT_EQ(L.backward.size(), size_t(L.jumps) + 1);
  int smaller = 0;  // steps where some position reached from the start is dead
  for (int t = 1; t < L.jumps; ++t) {
    auto alive = aliveLayer(L.forward[size_t(t)], L.backward[size_t(L.jumps - t)]);
    ASSERT_FALSE(alive.empty()) << t;  // a3 -> a3 is solvable
    smaller += alive.size() < L.forward[size_t(t)].size();
    for (Cells p : alive) {
      EXPECT_EQ(popcount(p), 14 - t);
      EXPECT_NE(std::find(L.forward[size_t(t)].begin(), L.forward[size_t(t)].end(), p),
                L.forward[size_t(t)].end());
      EXPECT_NE(std::find(L.backward[size_t(L.jumps - t)].begin(),
                          L.backward[size_t(L.jumps - t)].end(), p),
                L.backward[size_t(L.jumps - t)].end());
    }
  }
  EXPECT_GT(smaller, 0);
}

// The triples keep every position of the layer and cut positions that the
// pair facts let through: over all 2^15 fillings of the board, the facts
// with triples admit fewer, and never lose one of the layer.
TEST(ReachLayers, TriplesAreSoundAndCutMoreThanPairs) {
  TriangleLayers L;
  std::vector<int> holes;
  forEachBit(L.b.holes, [&](int h) { holes.push_back(h); });
  ASSERT_EQ(holes.size(), 15u);
  auto pegVar = [](int cell) { return cell + 1; };
  int stepsCut = 0;
  for (int t = 1; t < L.jumps; ++t) {
    auto alive = aliveLayer(L.forward[size_t(t)], L.backward[size_t(L.jumps - t)]);
    Cnf pairs, triples;
    addLayerFacts(pairs, L.b, alive, pegVar);
    addLayerTriples(triples, L.b, alive, pegVar);
    for (const Clause& c : triples.clauses) EXPECT_EQ(c.size(), 3u);
    for (Cells p : alive) {
      EXPECT_TRUE(satisfiesAll(pairs, p));
      EXPECT_TRUE(satisfiesAll(triples, p));
    }
    long byPairs = 0, byBoth = 0;
    for (uint32_t m = 0; m < (1u << 15); ++m) {
      Cells pegs = 0;
      for (int i = 0; i < 15; ++i)
        if (m >> i & 1) pegs |= bitAt<Cells>(holes[size_t(i)]);
      if (!satisfiesAll(pairs, pegs)) continue;
      ++byPairs;
      byBoth += satisfiesAll(triples, pegs);
    }
    EXPECT_GE(byBoth, long(alive.size()));
    stepsCut += byBoth < byPairs;
  }
  EXPECT_GT(stepsCut, 0);
}

}  // namespace
}  // namespace pegsat
