// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs that are the user's mistake get a clear error and exit 2, never the
// internal error (exit 3): a finish no jump can reach by its number of pegs, a
// start without pegs, a certificate path that is a device. A start that is
// its finish is no mistake: it is solved by no jump.
#include <fstream>

#include "peg/solution_file.hpp"
#include "pegsat/pegsat.hpp"
#include "test_util.hpp"
#include "verifier/handed_out.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

// The triangle with a1 empty, listed as its pegs.
constexpr const char* kTrianglePegs = "b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a5";

TEST(InputErrors, AFinishOfAsManyPegsElsewhereIsAnInputError) {
  // As many pegs as the start, but another position: no jump leads there.
  auto r = test::runPegsatLimited(
      "solve --board triangle --start a1 --finish b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a1");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("fewer"), std::string::npos) << r.out;
  // Every hole empty at the start: no pegs at all.
  auto all = test::runPegsatLimited(
      "solve --board triangle --start a1,b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a5");
  EXPECT_EQ(all.exitCode, 2) << all.out;
  EXPECT_NE(all.out.find("no pegs"), std::string::npos) << all.out;
}

TEST(InputErrors, TheApiRefusesAFinishNoJumpReaches) {
  auto board = api::loadBoard("triangle");
  ASSERT_TRUE(board.ok());
  auto p = api::makeProblem(*board, "a1,b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a5", "");
  EXPECT_FALSE(p.ok());
  auto elsewhere = api::makeProblem(*board, "a1", "b2,a2,c3,b3,a3,d4,c4,b4,a4,e5,d5,c5,b5,a1");
  EXPECT_FALSE(elsewhere.ok());
  EXPECT_TRUE(api::makeProblem(*board, "a1", kTrianglePegs).ok());
  EXPECT_TRUE(api::makeProblem(*board, "a1", "a1").ok());
}

// A game played to its finish asks the solver about a position that is its
// own finish: the answer is "solved", by no jump, in every front end.
TEST(SolvedAtTheStart, TheCommandLineSolvesItByNoJumpAndTheFileVerifies) {
  const std::string sol = test::tempFile("zero.sol", "");
  auto r = test::runPegsatLimited(std::string("solve --board triangle --start a1 --finish ") +
                                  kTrianglePegs + " -o " + sol);
  EXPECT_EQ(r.exitCode, 10) << r.out;
  auto v = test::runPegsatLimited("verify " + sol);
  EXPECT_EQ(v.exitCode, 0) << v.out;
  EXPECT_NE(v.out.find("0 jumps"), std::string::npos) << v.out;
  auto m = test::runPegsatLimited(
      std::string("solve --board triangle --start a1 --min-moves --finish ") + kTrianglePegs);
  EXPECT_EQ(m.exitCode, 10) << m.out;
}

TEST(SolvedAtTheStart, TheVerifierTakesAFileOfNoJumpsThatNamesItsProblem) {
  Board b = test::board("triangle");
  const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole("a1"));
  auto text = verifiedSolutionText(b, start, start, {}, MovesClaim{0, true, 0});
  ASSERT_TRUE(text.ok()) << text.error().str();
  auto st = parseSolutionText(*text, "zero.sol");
  ASSERT_TRUE(st.ok()) << st.error().str();
  auto sol = resolveSolution(*st, b);
  ASSERT_TRUE(sol.ok()) << sol.error().str();
  const VerifyReport ok = verifySolution(b, *sol);
  EXPECT_TRUE(ok.ok) << ok.reason;
  EXPECT_EQ(ok.jumps, 0);
  EXPECT_EQ(ok.moves, 0);
  // No jump from a start that is not the finish: a wrong solution, not a
  // solved one.
  auto other = parseSolutionText("board: triangle\nstart: a1\nfinish: a1\n", "other.sol");
  ASSERT_TRUE(other.ok()) << other.error().str();
  auto otherSol = resolveSolution(*other, b);
  ASSERT_TRUE(otherSol.ok());
  const VerifyReport wrong = verifySolution(b, *otherSol);
  EXPECT_FALSE(wrong.ok);
  EXPECT_NE(wrong.reason.find("wrong final position"), std::string::npos) << wrong.reason;
  // A file with neither jumps nor its problem stays unreadable.
  EXPECT_FALSE(parseSolutionText("board: triangle\nstart: a1\n", "bare.sol").ok());
}

TEST(InputErrors, ACertificateOntoADeviceIsAnInputError) {
  auto r = test::runPegsatLimited(
      "solve --board english --start d4 --finish c4 -q --certificate /dev/null");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("not a regular file"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace pegsat
