// SPDX-License-Identifier: GPL-3.0-or-later
// The native answer: the search, then the count on what the search left. The
// first budget is made tiny here so that the count decides problems the
// search alone answers too, and the two answers can be held together.
#include "native/native_solve.hpp"

#include <algorithm>
#include <random>

#include "peg/pagoda.hpp"
#include "peg/solution_file.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

using test::board;

Cells single(const Board& b, const char* hole) { return bitAt<Cells>(*b.parseHole(hole)); }

TEST(NativeSolve, TheCountAnswersWhatTheSearchLeftAsTheSearchDoes) {
  // English end games: 20 pegs placed at random, to finish on d4. A few of
  // them take the search more than 16 positions: some solvable, some not.
  Board b = board("english");
  NativeOptions tiny;
  tiny.searchFirst = 16;
  std::mt19937_64 rng(1);
  std::vector<int> holes;
  forEachBit(b.holes, [&](int c) { holes.push_back(c); });
  const Cells finish = single(b, "d4");
  int byCount = 0, solvedAfterCount = 0;
  for (int game = 0; game < 600; ++game) {
    std::shuffle(holes.begin(), holes.end(), rng);
    Cells start = 0;
    for (int i = 0; i < 20; ++i) start |= bitAt<Cells>(holes[size_t(i)]);
    const SolveResult alone = solve(b, start, finish);
    ASSERT_NE(alone.status, Outcome::Unknown);
    const NativeAnswer d = solveNatively(b, start, finish, tiny);
    const std::string name = b.holeNames(start);
    EXPECT_EQ(d.result.status, alone.status) << name;
    if (!d.count) continue;
    EXPECT_EQ(d.count->status, Stop::None) << name;
    EXPECT_EQ(d.byCount, d.count->solutions == 0) << name;
    byCount += d.byCount;
    if (d.result.status != Outcome::Solved) continue;
    ++solvedAfterCount;
    auto sol = parseSolutionText(formatSolution(b, start, finish, d.result.jumps), "decide");
    ASSERT_TRUE(sol.ok()) << name;
    auto resolved = resolveSolution(*sol, b);
    ASSERT_TRUE(resolved.ok()) << name;
    EXPECT_TRUE(verifySolution(b, *resolved).ok) << name;
  }
  EXPECT_GT(byCount, 0);
  EXPECT_GT(solvedAfterCount, 0);
}

// Diamond f2 -> d8, which the search leaves to the count, with a first
// budget of 1,000 positions and one limit of the caller's.
NativeAnswer decideDiamondF2ToD8(double maxSeconds, uint64_t maxNodes) {
  Board b = board("diamond");
  NativeOptions o;
  o.searchFirst = 1000;
  o.search.budget = Budget::fromLimits(maxSeconds, nullptr, 0);
  o.search.maxNodes = maxNodes;
  return solveNatively(b, b.holes & ~single(b, "f2"), single(b, "d8"), o);
}

// The caller's time limit holds across both parts: this count takes tens of
// seconds.
TEST(NativeSolve, TheTimeLimitStopsTheCount) {
  const NativeAnswer d = decideDiamondF2ToD8(1, 0);
  EXPECT_EQ(d.result.status, Outcome::Unknown);
  ASSERT_TRUE(d.count.has_value());
  EXPECT_EQ(d.count->status, Stop::TimeLimit);
}

// Without room for the count inside the caller's own limit of positions, the
// search alone answers.
TEST(NativeSolve, APositionLimitBelowTheFirstBudgetLeavesTheCountOut) {
  const NativeAnswer d = decideDiamondF2ToD8(0, 500);
  EXPECT_EQ(d.result.status, Outcome::Unknown);
  EXPECT_FALSE(d.count.has_value());
}

// The count split by first and last jump adds up to Bell's table of the
// 15-hole triangle from the apex vacancy (a1 6,816, a4 and d4 3,408 each,
// c5 16,128, b3 none though in a1's position class) and to the whole count
// on English end games, whether or not pagodas rule pairs out.
TEST(NativeSolve, TheCountByCasesAddsUpToTheWholeCount) {
  const Board t = board("triangle");
  for (auto [finish, bell] :
       {std::pair{"a1", 6816}, {"a4", 3408}, {"d4", 3408}, {"c5", 16128}, {"b3", 0}}) {
    const CountResult r = countByCases(t, t.holes & ~single(t, "a1"), single(t, finish), {});
    ASSERT_EQ(r.status, Stop::None) << finish;
    EXPECT_EQ(r.solutions, bell) << finish;
  }
  const Board b = board("english");
  std::mt19937_64 rng(2);
  std::vector<int> holes;
  forEachBit(b.holes, [&](int c) { holes.push_back(c); });
  int solvable = 0, splitUp = 0;
  for (int game = 0; game < 100; ++game) {
    std::shuffle(holes.begin(), holes.end(), rng);
    Cells start = 0;
    for (int i = 0; i < 20; ++i) start |= bitAt<Cells>(holes[size_t(i)]);
    const CountResult whole = countSolutions(b, start, single(b, "d4"), {});
    const CountResult split = countByCases(b, start, single(b, "d4"), {});
    ASSERT_EQ(split.status, Stop::None);
    EXPECT_EQ(split.solutions, whole.solutions) << b.holeNames(start);
    solvable += whole.solutions > 0;
    const auto cases = jumpCases(b, start, single(b, "d4"));
    const auto ruledOut = std::count_if(cases.begin(), cases.end(), [&](const JumpCase& c) {
      return findPagoda(b, c.after, c.before).has_value();
    });
    splitUp += ruledOut > 0 && ruledOut < std::ssize(cases);
  }
  EXPECT_GT(solvable, 0);
  EXPECT_GT(splitUp, 0);  // the sum over pairs, not only the whole count
}

}  // namespace
}  // namespace pegsat
