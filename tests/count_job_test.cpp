// SPDX-License-Identifier: GPL-3.0-or-later
// The count job's tables called as a library (job/count.hpp): the triangle's
// levels against a plain search over the board's jump list, its games and
// table against published figures, and the outcome and stop of each under a
// limit too small to finish.
#include <gtest/gtest.h>

#include <atomic>
#include <set>

#include "job/count.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::board;

Cells hole(const Board& b, const std::string& name) { return bitAt<Cells>(*b.parseHole(name)); }

// Triangle a1 -> a1: the hole a1 empty at the start, the one peg left there.
Problem triangleA1() {
  const Board b = board("triangle");
  return {b, b.holes & ~hole(b, "a1"), hole(b, "a1")};
}

// The positions one jump from `pegs` (forward), or one jump before it
// (backward: a jump undone), by the board's jump list.
std::set<Cells> step(const Board& b, const std::set<Cells>& from, bool forward) {
  std::set<Cells> out;
  for (Cells pegs : from)
    for (const Jump& j : b.jumps) {
      const Cells full = forward ? bitAt<Cells>(j.from) | bitAt<Cells>(j.over) : bitAt<Cells>(j.to);
      if ((pegs & j.mask()) == full) out.insert(pegs ^ j.mask());
    }
  return out;
}

TEST(CountJob, LevelsAgreeWithAPlainSearch) {
  const Problem p = triangleA1();
  auto r = runCountLevels(p, {});
  ASSERT_TRUE(r) << r.error().str();
  EXPECT_EQ(r->outcome, Outcome::Solved);
  EXPECT_EQ(r->stop, Stop::None);
  EXPECT_EQ(r->stats.symmetries, 2);
  const int jumps = popcount(p.start) - popcount(p.finish);
  ASSERT_EQ(r->levels.size(), size_t(jumps + 1));
  // Forward from the start, backward from the finish: a position after k
  // jumps is on a solution path when the finish is jumps - k jumps away.
  std::vector<std::set<Cells>> forward{{p.start}}, backward{{p.finish}};
  for (int k = 0; k < jumps; ++k) {
    forward.push_back(step(p.board, forward.back(), true));
    backward.push_back(step(p.board, backward.back(), false));
  }
  for (int k = 0; k <= jumps; ++k) {
    const LevelInfo& l = r->levels[k];
    EXPECT_EQ(l.jumps, k);
    EXPECT_EQ(l.reachableAll, forward[k].size()) << k;
    size_t onPath = 0;
    for (Cells c : forward[k]) onPath += backward[jumps - k].count(c);
    EXPECT_EQ(l.onSolutionPathAll, onPath) << k;
  }
}

// George Bell's figures for the triangle with a1 empty: 568,630 complete
// games, 29,760 of them ending with one peg, 6,816 of those on a1.
TEST(CountJob, TriangleGamesAndTable) {
  const Problem p = triangleA1();
  auto games = runCountGames(p.board, p.start, {});
  ASSERT_TRUE(games) << games.error().str();
  EXPECT_EQ(games->outcome, Outcome::Solved);
  EXPECT_EQ(games->games, 568630);
  ASSERT_GT(games->gamesByPegs.size(), 1u);
  EXPECT_EQ(games->gamesByPegs[1], 29760);

  auto table = runCountTable(p.board, {});
  ASSERT_TRUE(table) << table.error().str();
  EXPECT_EQ(table->outcome, Outcome::Solved);
  ASSERT_EQ(table->rows.size(), size_t(p.board.holeCount()));
  const int a1 = *p.board.parseHole("a1");
  const TableRow& row = table->rows.front();
  EXPECT_EQ(row.start, a1);
  EXPECT_EQ(row.total, 29760);
  EXPECT_EQ(row.counts[a1], 6816);
  // The solution count agrees with its row.
  auto count = runCount(p, {});
  ASSERT_TRUE(count) << count.error().str();
  EXPECT_EQ(count->solutions, row.counts[a1]);
}

TEST(CountJob, MoveLevelsStartAndEndWithTheProblem) {
  const Problem p = triangleA1();
  const MoveLevelsReport r = runMoveLevels(p, {});
  EXPECT_EQ(r.outcome, Outcome::Solved);
  EXPECT_EQ(r.stop, Stop::None);
  ASSERT_FALSE(r.forward.empty());
  ASSERT_FALSE(r.backward.empty());
  EXPECT_EQ(r.forward[0].positionsAll, 1u);
  EXPECT_EQ(r.backward[0].positionsAll, 1u);
  // After the first move: the start's two jumps.
  ASSERT_GT(r.forward.size(), 1u);
  EXPECT_EQ(r.forward[1].positionsAll, 2u);
}

// Each table stops as the count does: a time limit long passed, the stop
// flag, a memory limit no table fits in.
TEST(CountJob, TablesStopAtTheirLimits) {
  const Board english = board("english");
  const Problem p{english, english.holes & ~hole(english, "d4"), hole(english, "d4")};
  Limits time;
  time.budget = Budget::fromLimits(1e-9, nullptr, 0);
  std::atomic<bool> flag{true};
  Limits stopped;
  stopped.budget = Budget::fromLimits(0, &flag, 0);
  Limits memory;
  memory.budget = Budget::fromLimits(0, nullptr, 1);
  const std::vector<std::pair<Limits, Stop>> cases = {
      {time, Stop::TimeLimit}, {stopped, Stop::Interrupted}, {memory, Stop::MemoryLimit}};
  for (const auto& [limits, stop] : cases) {
    auto levels = runCountLevels(p, limits);
    ASSERT_TRUE(levels);
    EXPECT_EQ(levels->outcome, Outcome::Unknown);
    EXPECT_EQ(levels->stop, stop);
    auto games = runCountGames(english, p.start, limits);
    ASSERT_TRUE(games);
    EXPECT_EQ(games->outcome, Outcome::Unknown);
    EXPECT_EQ(games->stop, stop);
    auto table = runCountTable(english, limits);
    ASSERT_TRUE(table);
    EXPECT_EQ(table->outcome, Outcome::Unknown);
    EXPECT_EQ(table->stop, stop);
  }
  const MoveLevelsReport m = runMoveLevels(p, time);
  EXPECT_EQ(m.outcome, Outcome::Unknown);
  EXPECT_EQ(m.stop, Stop::TimeLimit);
}

}  // namespace
}  // namespace pegsat
