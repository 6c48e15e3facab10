// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the learned pagoda functions that prune the counter's layers: they
// must be pagodas, closed under the problem's symmetries, and never cut off a
// position from which the finish is reachable.
#include "peg/pagoda.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "search/pagoda_prune.hpp"
#include "search/solver.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::board;

std::vector<int> symmetriesKeeping(const Board& b, Cells a, Cells c) {
  std::vector<int> out;
  for (int s = 0; s < int(b.symmetries.size()); ++s)
    if (b.apply(s, a) == a && b.apply(s, c) == c) out.push_back(s);
  return out;
}

TEST(Pagoda, IsPagodaChecksEveryJump) {
  Board b = board("english");
  std::vector<int> w(b.cells(), 1);
  EXPECT_TRUE(isPagoda(b, w));  // 1 + 1 >= 1 for every jump
  w[*b.parseHole("d4")] = 3;    // a jump into the centre now gains weight
  EXPECT_FALSE(isPagoda(b, w));
}

// On the English board (centre to centre) and the triangle (a1 to a1), the
// learned set is non-empty, made of pagodas with the finish's weight as
// threshold, closed under the symmetries, and every position of a solution
// found by the native solver passes all of them.
TEST(Pagoda, LearnedSetsAreSoundOnSolutions) {
  for (auto [name, hole] : {std::pair{"english", "d4"}, std::pair{"triangle", "a1"}}) {
    Board b = board(name);
    const Cells finish = bitAt<Cells>(*b.parseHole(hole));
    const Cells start = b.holes & ~finish;
    std::string problem = std::string(name) + " " + hole;
    const Cells end = finish;
    PagodaOptions po;
    po.symmetries = symmetriesKeeping(b, start, end);
    std::vector<Pagoda> learned = learnPagodas(b, start, end, po);
    ASSERT_FALSE(learned.empty()) << problem;
    EXPECT_LE(int(learned.size()), po.maxPagodas) << problem;
    for (const Pagoda& g : learned) {
      EXPECT_TRUE(isPagoda(b, g.weight)) << problem;
      EXPECT_EQ(g.threshold, g.value(end)) << problem;
      for (int s : po.symmetries) {
        Pagoda image = g;
        forEachBit(b.holes, [&](int h) { image.weight[b.symmetries[s][h]] = g.weight[h]; });
        EXPECT_NE(std::find(learned.begin(), learned.end(), image), learned.end()) << problem;
      }
    }
    SolveResult sol = solve(b, start, end);
    ASSERT_EQ(sol.status, Outcome::Solved) << problem;
    Cells p = start;
    for (size_t i = 0; i <= sol.jumps.size(); ++i) {
      for (const Pagoda& g : learned)
        ASSERT_GE(g.value(p), g.threshold) << problem << " after " << i << " jumps";
      if (i < sol.jumps.size()) {
        const Jump& j = sol.jumps[i];
        p ^= bitAt<Cells>(j.from) | bitAt<Cells>(j.over) | bitAt<Cells>(j.to);
      }
    }
    EXPECT_EQ(p, end) << problem;
  }
}

// Learning is deterministic for a seed: the counter's work, and so its
// progress figures, repeat from run to run.
TEST(Pagoda, LearningIsDeterministic) {
  Board b = board("english");
  const Cells finish = bitAt<Cells>(*b.parseHole("d4"));
  PagodaOptions po;
  po.symmetries = symmetriesKeeping(b, b.holes & ~finish, finish);
  EXPECT_EQ(learnPagodas(b, b.holes & ~finish, finish, po),
            learnPagodas(b, b.holes & ~finish, finish, po));
}

// The native solver draws a set of pagodas per seed: each seed's set is made
// of pagodas with the finish's weight as threshold, and the seeds do not all
// draw the same set.
TEST(Pagoda, SearchSeedsDrawDifferentSoundSets) {
  Board b = board("english");
  const Cells finish = bitAt<Cells>(*b.parseHole("a4"));
  std::vector<std::vector<Pagoda>> sets;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    sets.push_back(searchPagodas(b, b.holes & ~finish, finish, seed));
    ASSERT_FALSE(sets.back().empty()) << "seed " << seed;
    for (const Pagoda& g : sets.back()) {
      EXPECT_TRUE(isPagoda(b, g.weight)) << "seed " << seed;
      EXPECT_EQ(g.threshold, g.value(finish)) << "seed " << seed;
    }
  }
  EXPECT_NE(std::count(sets.begin(), sets.end(), sets[0]), 4);
}

}  // namespace
}  // namespace pegsat
