// SPDX-License-Identifier: GPL-3.0-or-later
// The verifier on the Bergholt solution and on corrupted copies of it.
#include "verifier/verifier.hpp"

#include <fmt/format.h>

#include "peg/solution_file.hpp"
#include "search/min_moves.hpp"
#include "search/solver.hpp"
#include "test_util.hpp"
#include "util/result.hpp"
#include "verifier/handed_out.hpp"

namespace pegsat {
namespace {

std::string bergholtText() {
  auto t = readFile(std::string(PEGSAT_SOURCE_DIR) + "/data/solutions/bergholt.sol");
  EXPECT_TRUE(t.ok());
  return t ? *t : "";
}

VerifyReport verifyText(const std::string& text) {
  Board b = test::board("english");
  auto st = parseSolutionText(text, "test.sol");
  EXPECT_TRUE(st.ok()) << (st ? "" : st.error().str());
  auto sol = resolveSolution(*st, b);
  EXPECT_TRUE(sol.ok()) << (sol ? "" : sol.error().str());
  return verifySolution(b, *sol);
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
  auto at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return s.replace(at, from.size(), to);
}

// Bergholt (1912), proved minimal in moves by Beasley: 31 jumps in 18 moves.
TEST(Verifier, BergholtSolutionVerifiesWith31JumpsIn18Moves) {
  VerifyReport r = verifyText(bergholtText());
  EXPECT_TRUE(r.ok) << r.reason;
  EXPECT_EQ(r.jumps, 31);
  EXPECT_EQ(r.moves, 18);
}

// A bad token is shown short and with its control bytes escaped: a 1 MB token
// once made a 2 MB error line, and escape codes went to the terminal.
TEST(SolutionFile, ErrorsShowBadTextShortAndEscaped) {
  const std::string token = "\x1b[31m" + std::string(1 << 20, 'x');
  auto st = parseSolutionText("d6-d4 " + token + "-d4\n", "bad.sol");
  ASSERT_TRUE(st.ok());
  auto sol = resolveSolution(*st, test::board("english"));
  ASSERT_FALSE(sol.ok());
  const std::string& m = sol.error().message;
  EXPECT_LT(m.size(), 200u) << m.size();
  EXPECT_EQ(m.find('\x1b'), std::string::npos) << m;
  EXPECT_NE(m.find("'\\x1b[31mxxx"), std::string::npos) << m;
  EXPECT_NE(m.find("...'"), std::string::npos) << m;
}

// Files are UTF-8 (FORMATS.md); a byte order mark before the header is no part of it.
TEST(Verifier, ByteOrderMarkIsSkipped) {
  VerifyReport r = verifyText("\xEF\xBB\xBF" + bergholtText());
  EXPECT_TRUE(r.ok) << r.reason;
  EXPECT_EQ(r.jumps, 31);
}

// Each corruption must be caught at the right jump, with its line.
TEST(Verifier, CorruptedCopiesFailAtTheRightJump) {
  const std::string good = bergholtText();
  struct Case {
    std::string text;
    int jump;  // 0: all jumps legal, wrong final position
    int line;
    std::string reason;
  } cases[] = {
      // The first jump reversed: d4 is empty, so there is no peg to move.
      {replace(good, "d6-d4 f5-d5", "d4-d6 f5-d5"), 1, 6, "no peg in d4"},
      // The second and third jumps swapped: e7-e5 now needs e5 empty, it is not.
      {replace(good, "f5-d5 e7-e5", "e7-e5 f5-d5"), 2, 6, "e5 is not empty"},
      // A jump that is not a jump: three steps.
      {replace(good, "c5-e5 a5-c5", "c5-f5 a5-c5"), 10, 6, "not a jump"},
      // The last jump of a chain (jumps 12 to 16) jumps over the empty d6.
      {replace(good, "b3-d3-f3-f5-d5-b5", "b3-d3-f3-f5-d5-d7"), 16, 7, "no peg in d6"},
      // The last jump dropped: the final position is wrong.
      {replace(good, " b4-d4\n", "\n"), 0, 0, "pegs remain in b4"},
  };
  for (const Case& c : cases) {
    VerifyReport r = verifyText(c.text);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.jump, c.jump) << c.reason;
    EXPECT_EQ(r.line, c.line) << c.reason;
    EXPECT_NE(r.reason.find(c.reason), std::string::npos) << r.reason;
  }
}

// A wrong finish header is caught by the forward replay's last position.
TEST(Verifier, WrongFinishIsReported) {
  VerifyReport r = verifyText(replace(bergholtText(), "finish: d4", "finish: c4"));
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.pass, "forward");
  EXPECT_NE(r.reason.find("no peg in c4"), std::string::npos) << r.reason;
}

// The hidden backward solution, written out as a file of its own:
// the jumps in reverse order from the complement of the finish solve the
// complemented problem.
TEST(Verifier, BackwardSolutionIsItselfASolution) {
  Board b = test::board("english");
  auto st = parseSolutionText(bergholtText(), "bergholt.sol");
  auto sol = resolveSolution(*st, b);
  Solution back;
  back.start = b.holes & ~sol->finish;
  back.finish = b.holes & ~sol->start;
  for (auto m = sol->moves.rbegin(); m != sol->moves.rend(); ++m)
    for (size_t i = m->cells.size() - 1; i > 0; --i)
      back.moves.push_back({{m->cells[i - 1], m->cells[i]}, "", m->line});
  VerifyReport r = verifySolution(b, back);
  EXPECT_TRUE(r.ok) << r.reason;
  EXPECT_EQ(r.jumps, 31);
}

TEST(SolutionFile, RejectsMalformedFiles) {
  Board b = test::board("english");
  struct Bad {
    const char* text;
    int line;
    const char* words;
  } bad[] = {
      {"# nothing\n", 0, "no jumps"},
      {"board: english\n", 0, "no jumps"},
      {"d6-d4\nstart: d4\n", 2, "after the first jump"},
      {"colour: red\nd6-d4\n", 1, "unknown header"},
      {"d6-d4 z9-d5\n", 1, "'z9'"},
      {"d6-d4\n\nf5-\n", 3, "malformed jump"},
      {"d6\n", 1, "malformed jump"},
      {"d6--d4\n", 1, "malformed jump"},
      {"start: q7\nd6-d4\n", 1, "'q7'"},
      {"finish: d4 d4\nd6-d4\n", 1, "listed twice"},
      {"board: french\nboard: english\nd6-d4\n", 2, "a second 'board:' header"},
  };
  for (const Bad& c : bad) {
    auto st = parseSolutionText(c.text, "bad.sol");
    Result<Solution> sol = st ? resolveSolution(*st, b) : Result<Solution>(st.error());
    ASSERT_FALSE(sol) << c.text;
    EXPECT_EQ(sol.error().file, "bad.sol");
    EXPECT_EQ(sol.error().line, c.line) << c.text;
    EXPECT_NE(sol.error().message.find(c.words), std::string::npos) << sol.error().message;
  }
}

// A 'board:' header that names a file which is no board says which line of
// the solution led there, and the board file's own fault with its line.
TEST(SolutionFile, BoardHeaderNamingABadFileIsExplained) {
  const std::string self = test::tempFile("self.sol", "");
  test::tempFile("self.sol", "board: " + self + "\nstart: d4\nfinish: d4\nd2-d4\n");
  auto st = parseSolutionText(*readFile(self), self);
  ASSERT_TRUE(st.ok());
  auto b = loadSolutionBoard(*st, "english");
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.error().file, self);
  EXPECT_EQ(b.error().line, 1);
  EXPECT_NE(b.error().message.find("names this file itself"), std::string::npos)
      << b.error().message;

  // Named relative to the solution file, as a board file beside it would be.
  const std::string broken = test::tempFile("broken-board.txt", "name: x\nzz\n");
  const std::string sol = test::tempFile("uses-broken.sol", "board: broken-board.txt\nd2-d4\n");
  st = parseSolutionText(*readFile(sol), sol);
  ASSERT_TRUE(st.ok());
  b = loadSolutionBoard(*st, "english");
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.error().file, sol);
  EXPECT_EQ(b.error().line, 1);
  EXPECT_NE(b.error().message.find("'broken-board.txt' does not load: " + broken + ":2:"),
            std::string::npos)
      << b.error().message;

  // A built-in name stays the built-in board, whatever files lie beside the solution.
  test::tempFile("english", "not a board\n");
  const std::string builtin = test::tempFile("builtin.sol", "board: english\nd2-d4\n");
  st = parseSolutionText(*readFile(builtin), builtin);
  ASSERT_TRUE(st.ok());
  b = loadSolutionBoard(*st, "french");
  ASSERT_TRUE(b.ok()) << b.error().str();
  EXPECT_EQ(b->source, "english");
}

// What every method hands out passes the verifier with all its claims: the
// problem in its headers, every jump, the finish and the moves: count.
TEST(HandedOut, EveryClaimOfTheFileIsChecked) {
  const Board b = test::board("triangle");
  const Cells a1 = bitAt<Cells>(*b.parseHole("a1"));
  const SolveResult r = solve(b, b.holes & ~a1, a1);
  ASSERT_EQ(r.status, Outcome::Solved);
  const int moves = countMoves(r.jumps);
  auto ok = verifiedSolutionText(b, b.holes & ~a1, a1, r.jumps, MovesClaim{moves, false, 0});
  ASSERT_TRUE(ok.ok()) << ok.error().str();
  EXPECT_NE(ok->find(fmt::format("moves: {}", moves)), std::string::npos) << *ok;

  auto claim = verifiedSolutionText(b, b.holes & ~a1, a1, r.jumps, MovesClaim{moves - 1, true, 0});
  ASSERT_FALSE(claim.ok());
  EXPECT_NE(claim.error().message.find(fmt::format("its moves: header says {}", moves - 1)),
            std::string::npos)
      << claim.error().str();

  const Cells c5 = bitAt<Cells>(*b.parseHole("c5"));
  auto finish = verifiedSolutionText(b, b.holes & ~a1, c5, r.jumps);
  ASSERT_FALSE(finish.ok());
  EXPECT_NE(finish.error().message.find("the verifier rejects it"), std::string::npos);

  std::vector<Jump> shorter(r.jumps.begin(), r.jumps.end() - 1);
  EXPECT_FALSE(verifiedSolutionText(b, b.holes & ~a1, a1, shorter).ok());
}

}  // namespace
}  // namespace pegsat
