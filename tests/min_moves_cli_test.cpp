// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat solve --min-moves and count --levels --by-moves from the command
// line: exit codes, the solution file's header, bounds at a limit, and the
// level totals of a complement problem.
#include <nlohmann/json.hpp>

#include "test_util.hpp"

namespace pegsat {
namespace {

using test::runPegsat;

TEST(MinMovesCli, CentralGameWritesAnOptimalSolutionFile) {
  test::TempDir dir;
  const std::string out = dir.file("central.sol");
  auto r = runPegsat("solve --min-moves -q -o " + out);
  EXPECT_EQ(r.exitCode, 10) << r.out;
  auto text = readFile(out);
  ASSERT_TRUE(text.ok());
  EXPECT_NE(text->find("moves: 18 (minimum)"), std::string::npos) << *text;
  // The independent verifier reads the file back and counts its moves.
  auto v = runPegsat("verify " + out);
  EXPECT_EQ(v.exitCode, 0) << v.out;
  EXPECT_NE(v.out.find("18 moves"), std::string::npos) << v.out;
}

TEST(MinMovesCli, ImpossibleProblemExitsTwenty) {
  // Different position classes.
  EXPECT_EQ(runPegsat("solve --min-moves -q --finish c1").exitCode, 20);
  // A finish no play reaches (from the triangle's a1 vacancy to c3 alone).
  auto r = runPegsat("solve --min-moves --json -b triangle --finish c3");
  EXPECT_EQ(r.exitCode, 20) << r.out;
}

TEST(MinMovesCli, TimeoutGivesUnknownWithBounds) {
  auto r = runPegsat("solve --min-moves --timeout 0.000001");
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("unknown: at least"), std::string::npos) << r.out;
}

TEST(MinMovesCli, LevelsByMovesTotalsAgreeOnAComplementProblem) {
  auto r = runPegsat("count --levels --by-moves --json -b triangle");
  ASSERT_EQ(r.exitCode, 0) << r.out;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["forward_total"], j["backward_total"]);
  EXPECT_GT(j["forward_total"].get<uint64_t>(), 1u);
}

TEST(MinMovesCli, TableOfTheTriangle) {
  auto r = runPegsat("solve --min-moves --table --json -b triangle");
  ASSERT_EQ(r.exitCode, 10) << r.out;
  auto j = nlohmann::json::parse(r.out);
  int best = 1000;
  for (const auto& row : j["rows"])
    for (const auto& [hole, moves] : row["finishes"].items()) best = std::min(best, moves.get<int>());
  EXPECT_EQ(best, 9);  // OEIS A127500
}

}  // namespace
}  // namespace pegsat
