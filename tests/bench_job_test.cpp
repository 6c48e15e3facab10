// SPDX-License-Identifier: GPL-3.0-or-later
// The bench job called as a library (job/bench.hpp): the triangle's pairs
// tallied as the solver answers them one by one, the timed runs, and the
// whole job's time limit and stop flag.
#include "job/bench.hpp"

#include <gtest/gtest.h>

#include <atomic>

#include "native/native_solve.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::board;

Problem triangle() {
  const Board b = board("triangle");
  const Cells a1 = bitAt<Cells>(*b.parseHole("a1"));
  return {b, b.holes & ~a1, a1};
}

TEST(BenchJob, AllPairsOfTheTriangle) {
  BenchJob job;
  job.allPairs = true;
  auto r = runBench(triangle(), job);
  ASSERT_TRUE(r) << r.error().str();
  EXPECT_EQ(r->outcome, Outcome::Solved);
  EXPECT_EQ(r->stop, Stop::None);
  EXPECT_EQ(r->asked, 15 * 15);
  ASSERT_EQ(r->samples.size(), 15u * 15u);
  int solved = 0;
  for (const BenchSample& s : r->samples) solved += s.result.status == Outcome::Solved;
  // As the CLI's bench says: 54 of the 225 pairs have a solution.
  EXPECT_EQ(solved, 54);
  EXPECT_EQ(r->samples.front().problem, "a1-a1");
  EXPECT_EQ(r->samples.front().result.status, Outcome::Solved);
}

TEST(BenchJob, RunsSearchTheSamePositionsEachTime) {
  const Problem p = triangle();
  BenchJob job;
  job.runs = 3;
  auto r = runBench(p, job);
  ASSERT_TRUE(r) << r.error().str();
  EXPECT_EQ(r->outcome, Outcome::Solved);
  ASSERT_EQ(r->samples.size(), 3u);
  const uint64_t nodes = solveNatively(p.board, p.start, p.finish).result.stats.nodes;
  for (const BenchSample& s : r->samples) EXPECT_EQ(s.result.stats.nodes, nodes);
}

// A limit already passed, or the stop flag already set: nothing is timed,
// and the report says which stopped it.
TEST(BenchJob, StopsAtTheWholeJobsLimits) {
  const Board english = board("english");
  const Problem p{english, english.holes & ~bitAt<Cells>(*english.parseHole("d4")),
                  bitAt<Cells>(*english.parseHole("d4"))};
  BenchJob job;
  job.allPairs = true;
  job.limits.budget = Budget::fromLimits(1e-6, nullptr, 0);
  auto r = runBench(p, job);
  ASSERT_TRUE(r) << r.error().str();
  EXPECT_EQ(r->outcome, Outcome::Unknown);
  EXPECT_EQ(r->stop, Stop::TimeLimit);
  EXPECT_LT(r->samples.size(), 33u * 33u);

  std::atomic<bool> flag{true};
  BenchJob runs;
  runs.limits.budget = Budget::fromLimits(60, &flag, 0);
  auto s = runBench(p, runs);
  ASSERT_TRUE(s) << s.error().str();
  EXPECT_EQ(s->stop, Stop::Interrupted);
  EXPECT_LE(s->samples.size(), 1u);
}

}  // namespace
}  // namespace pegsat
