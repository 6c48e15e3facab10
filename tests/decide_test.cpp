// The native answer: the search, then the count on what the search left. The
// first budget is made tiny here so that the count decides problems the
// search alone answers too, and the two answers can be held together.
#include "decide/decide.hpp"

#include <algorithm>
#include <random>

#include "peg/solution_file.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

using test::board;

Cells single(const Board& b, const char* hole) { return bitAt<Cells>(*b.parseHole(hole)); }

TEST(Decide, TheCountAnswersWhatTheSearchLeftAsTheSearchDoes) {
  // English end games: 20 pegs placed at random, to finish on d4. A few of
  // them take the search more than 16 positions: some solvable, some not.
  Board b = board("english");
  DecideOptions tiny;
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
    ASSERT_NE(alone.status, SolveStatus::Aborted);
    const Decision d = decide(b, start, finish, tiny);
    const std::string name = b.holeNames(start);
    EXPECT_EQ(d.result.status, alone.status) << name;
    if (!d.count) continue;
    EXPECT_EQ(d.count->status, CountStatus::Done) << name;
    EXPECT_EQ(d.byCount, d.count->solutions == 0) << name;
    byCount += d.byCount;
    if (d.result.status != SolveStatus::Solved) continue;
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

// Diamond a5 -> i5, which the search leaves to the count, with a first
// budget of 1,000 positions and one limit of the caller's.
Decision decideDiamondA5ToI5(double maxSeconds, uint64_t maxNodes) {
  Board b = board("diamond");
  DecideOptions o;
  o.searchFirst = 1000;
  o.search.maxSeconds = maxSeconds;
  o.search.maxNodes = maxNodes;
  return decide(b, b.holes & ~single(b, "a5"), single(b, "i5"), o);
}

// The caller's time limit holds across both parts: this count takes tens of
// seconds.
TEST(Decide, TheTimeLimitStopsTheCount) {
  const Decision d = decideDiamondA5ToI5(1, 0);
  EXPECT_EQ(d.result.status, SolveStatus::Aborted);
  ASSERT_TRUE(d.count.has_value());
  EXPECT_EQ(d.count->status, CountStatus::TimeLimit);
}

// Without room for the count inside the caller's own limit of positions, the
// search alone answers.
TEST(Decide, APositionLimitBelowTheFirstBudgetLeavesTheCountOut) {
  const Decision d = decideDiamondA5ToI5(0, 500);
  EXPECT_EQ(d.result.status, SolveStatus::Aborted);
  EXPECT_FALSE(d.count.has_value());
}

}  // namespace
}  // namespace pegsat
