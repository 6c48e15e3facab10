// SPDX-License-Identifier: GPL-3.0-or-later
// The jobs (src/job) called as a library, as the command line and the public
// API call them: every method's answer on problems with published figures,
// the stop reasons, and the jobs' own checks (verify before handing out,
// certificates, expect-optimal).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "job/certify.hpp"
#include "job/count.hpp"
#include "job/end_games.hpp"
#include "job/min_moves_table.hpp"
#include "job/solve.hpp"
#include "job/verify.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

// The triangle's usual game, a1 to a1: 6816 solutions and 10 moves at the
// fewest (G. I. Bell, "Solving triangular peg solitaire", JIS 2008).
Problem triangleGame() {
  Board b = test::board("triangle");
  const Cells start = b.initial;
  return {b, start, b.holes & ~start};
}

Problem triangleProblem(const std::string& empty, const std::string& survivor) {
  Board b = test::board("triangle");
  const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole(empty));
  const Cells finish = bitAt<Cells>(*b.parseHole(survivor));
  return {b, start, finish};
}

TEST(JobSolve, EveryMethodSolvesTheTriangleAndHandsOutACheckedFile) {
  for (SolveMethod method : {SolveMethod::Native, SolveMethod::Sat})
    for (bool fewest : {false, true}) {
      SolveJob job;
      job.method = method;
      job.minMoves = fewest;
      auto r = runSolve(triangleGame(), job);
      ASSERT_TRUE(r) << r.error().str();
      EXPECT_EQ(r->outcome, Outcome::Solved);
      EXPECT_EQ(r->stop, Stop::None);
      EXPECT_TRUE(r->bug.empty()) << r->bug;
      EXPECT_EQ(r->jumps.size(), 13u);
      if (fewest) {
        EXPECT_EQ(r->moves, 10);
        EXPECT_NE(r->solution.find("moves: 10 (minimum)"), std::string::npos) << r->solution;
      }
      EXPECT_EQ(exitCode(*r), 10);
    }
}

TEST(JobSolve, NoSolutionIsCertifiedWhenAsked) {
  test::TempDir dir;
  SolveJob job;
  job.certificate = dir.file("none.cert");
  auto r = runSolve(triangleProblem("a1", "b2"), job);
  ASSERT_TRUE(r) << r.error().str();
  EXPECT_EQ(r->outcome, Outcome::NoSolution);
  EXPECT_EQ(r->decidedBy, "start and finish are in different position classes");
  ASSERT_TRUE(r->certificate);
  EXPECT_EQ(r->certificate->outcome, Outcome::NoSolution);
  EXPECT_EQ(r->certificate->kind, "parity");
  EXPECT_TRUE(std::filesystem::is_regular_file(job.certificate));
  EXPECT_EQ(exitCode(*r), 20);
}

TEST(JobSolve, TheStopSaysWhichLimit) {
  Board french = test::board("french");
  const Problem hard{french, french.holes & ~bitAt<Cells>(*french.parseHole("c1")),
                     bitAt<Cells>(*french.parseHole("e7"))};
  SolveJob job;
  job.minMoves = true;
  job.limits.budget = Budget::fromLimits(0.2, nullptr, 0);
  auto r = runSolve(hard, job);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->outcome, Outcome::Unknown);
  EXPECT_EQ(r->stop, Stop::TimeLimit);
  EXPECT_EQ(exitCode(*r), 0);

  std::atomic<bool> stop{true};
  job.limits.budget = Budget::fromLimits(0, &stop, 0);
  r = runSolve(hard, job);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->stop, Stop::Interrupted);
}

TEST(JobCount, EveryMethodCountsTheTriangle) {
  for (CountMethod method : {CountMethod::Layers, CountMethod::Memo}) {
    CountJob job;
    job.method = method;
    auto r = runCount(triangleGame(), job);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->outcome, Outcome::Solved);
    EXPECT_EQ(r->solutions, 6816);
  }
  // SAT enumerates models, too slow for the whole game: one jump, a3 over
  // a2 into a1, has exactly one.
  Problem oneJump = triangleGame();
  const Board& b = oneJump.board;
  oneJump.finish = b.holes & ~(bitAt<Cells>(*b.parseHole("a2")) | bitAt<Cells>(*b.parseHole("a3")));
  CountJob sat;
  sat.method = CountMethod::Sat;
  auto r = runCount(oneJump, sat);
  ASSERT_TRUE(r) << r.error().str();
  EXPECT_EQ(r->solutions, 1);

  r = runCount(triangleProblem("a1", "b2"), {});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->outcome, Outcome::NoSolution);
}

TEST(JobTable, TheTrianglesFewestMovesAreNineAtBest) {
  const MinMovesTableReport r = runMinMovesTable(test::board("triangle"), {});
  EXPECT_TRUE(r.bug.empty()) << r.bug;
  ASSERT_EQ(r.outcome, Outcome::Solved);
  int best = 1000;
  for (const MinMovesTableRow& row : r.table.rows)
    for (int m : row.moves)
      if (m >= 0) best = std::min(best, m);
  EXPECT_EQ(best, 9);  // OEIS A127500
}

std::string readAll(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(JobEndGames, EveryGameVerifiesAndTheSeedFixesThem) {
  test::TempDir dir;
  EndGamesJob job{24, dir.file("a"), 7, {}};
  auto r = writeEndGames(job);
  ASSERT_TRUE(r) << r.error().str();
  EXPECT_EQ(r->outcome, Outcome::Solved);
  EXPECT_EQ(r->written, 24);
  VerifyJob verify;
  verify.files = {job.dir};
  const std::vector<FileResult> results = runVerify(verify);
  const BatchSummary s = summarize(results);
  EXPECT_EQ(s.checked, 24);
  EXPECT_EQ(s.right, 24);

  job.dir = dir.file("b");
  ASSERT_TRUE(writeEndGames(job));
  for (const auto& f : std::filesystem::recursive_directory_iterator(dir.file("a"))) {
    if (!f.is_regular_file()) continue;
    const auto twin = dir.file("b") / std::filesystem::relative(f.path(), dir.file("a"));
    EXPECT_EQ(readAll(f.path()), readAll(twin)) << f.path();
  }

  std::atomic<bool> stop{true};
  job.limits.budget = Budget::fromLimits(0, &stop, 0);
  r = writeEndGames(job);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->stop, Stop::Interrupted);
  EXPECT_EQ(r->written, 0);
}

TEST(JobVerify, ExpectOptimalJudgesTheMovesAgainstTheFewest) {
  test::TempDir dir;
  SolveJob fewestJob;
  fewestJob.minMoves = true;
  auto fewest = runSolve(triangleGame(), fewestJob);
  auto any = runSolve(triangleGame(), {});
  ASSERT_TRUE(fewest && any);
  VerifyJob job;
  job.files = {dir.file("fewest.sol", fewest->solution), dir.file("any.sol", any->solution)};
  job.expectOptimal = true;
  const std::vector<FileResult> results = runVerify(job);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[0].verdict, Verdict::kRight) << results[0].message;
  EXPECT_EQ(results[0].fields.value("minimum_moves", -1), 10);
  // The native search's solution is right as a solution; optimal only if it
  // makes 10 moves.
  EXPECT_EQ(results[1].verdict, any->moves == 10 ? Verdict::kRight : Verdict::kWrong)
      << results[1].message;
}

}  // namespace
}  // namespace pegsat
