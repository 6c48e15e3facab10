// SPDX-License-Identifier: GPL-3.0-or-later
// The public API (include/pegsat/pegsat.hpp), used as another program uses it:
// this file includes nothing of the internals. Answers are checked against
// published figures and sent back through the API's own verify.
#include <pegsat/pegsat.hpp>

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace {

namespace pg = pegsat::api;

pg::Board builtin(const std::string& name) {
  auto b = pg::loadBoard(name);
  EXPECT_TRUE(b.ok()) << (b ? "" : b.error().str());
  return *b;
}

pg::Problem problem(const pg::Board& board, std::string_view start = "",
                    std::string_view finish = "") {
  auto p = pg::makeProblem(board, start, finish);
  EXPECT_TRUE(p.ok()) << (p ? "" : p.error().str());
  return *p;
}

TEST(Api, EnglishBoardDescribesItself) {
  pg::Board b = builtin("english");
  EXPECT_EQ(b.name(), "english");
  EXPECT_EQ(b.holeCount(), 33);
  EXPECT_EQ(b.holes().size(), 33u);
  EXPECT_EQ(b.usualStart(), "d4");
  // The usual start read back: the same board, the same vacancy.
  auto again = pg::parseBoard(b.text(), "copy.txt");
  ASSERT_TRUE(again.ok()) << again.error().str();
  EXPECT_EQ(again->name(), "english");
  EXPECT_EQ(again->holes(), b.holes());
  EXPECT_EQ(again->usualStart(), "d4");
  // The triangle keeps its six directions: the copy has its 6,816 solutions.
  auto triangle = pg::parseBoard(builtin("triangle").text(), "copy.txt");
  ASSERT_TRUE(triangle.ok()) << triangle.error().str();
  EXPECT_EQ(pg::count(problem(*triangle, "a1", "a1")).solutions, "6816");
  const auto names = pg::builtinBoards();
  EXPECT_NE(std::find(names.begin(), names.end(), "triangle"), names.end());
}

// The central game: 31 jumps, solvable, and the answer verifies on its own
// (its board: line names the English board) and on the board given.
TEST(Api, EnglishCentralGameIsSolvedAndItsSolutionVerifies) {
  pg::Board b = builtin("english");
  pg::Problem game = problem(b);
  EXPECT_EQ(game.start(), "d4");
  EXPECT_EQ(game.finish(), "d4");
  EXPECT_EQ(game.jumps(), 31);
  pg::Answer a = pg::solve(game);
  ASSERT_EQ(a.status, pg::Status::Solved) << a.reason;
  EXPECT_EQ(a.jumps.size(), 31u);
  for (const auto& v : {pg::verify(a.solution, "game.sol"), pg::verify(b, a.solution)}) {
    ASSERT_TRUE(v.ok()) << v.error().str();
    EXPECT_TRUE(v->ok) << v->message;
    EXPECT_EQ(v->jumps, 31);
    EXPECT_EQ(v->moves, a.moves);
  }
}

// Bergholt's 18 moves (1912), proved the fewest by Beasley (1964).
TEST(Api, EnglishCentralGameFewestMovesAre18) {
  pg::Answer a = pg::minMoves(problem(builtin("english")));
  ASSERT_EQ(a.status, pg::Status::Solved) << a.reason;
  EXPECT_EQ(a.moves, 18);
  EXPECT_EQ(a.lowerBound, 18);
  EXPECT_EQ(a.upperBound, 18);
  EXPECT_EQ(pg::solve(problem(builtin("english"))).lowerBound, -1);
  EXPECT_NE(a.solution.find("moves: 18 (minimum)"), std::string::npos) << a.solution;
  auto v = pg::verify(a.solution);
  ASSERT_TRUE(v.ok()) << v.error().str();
  EXPECT_TRUE(v->ok) << v->message;
}

// 40,861,647,040,079,968 solutions of the English central game (the figure
// every exact count since has found).
TEST(Api, EnglishCentralGameCount) {
  pg::Count n = pg::count(problem(builtin("english")));
  ASSERT_TRUE(n.complete) << n.reason;
  EXPECT_EQ(n.solutions, "40861647040079968");
}

TEST(Api, SatSolvesTheTriangleAndTheAnswerVerifies) {
  pg::Board t = builtin("triangle");
  pg::SolveOptions sat;
  sat.method = pg::Method::Sat;
  sat.threads = 1;
  pg::Answer a = pg::solve(problem(t, "a1", "a1"), sat);
  ASSERT_EQ(a.status, pg::Status::Solved) << a.reason;
  EXPECT_EQ(a.jumps.size(), 13u);
  auto v = pg::verify(t, a.solution);
  ASSERT_TRUE(v.ok()) << v.error().str();
  EXPECT_TRUE(v->ok) << v->message;
}

// One peg left on c4 from the centre vacancy: c4 lies in another of de
// Bruijn's position classes, so the problem is impossible without a search.
// Both solvers and the counter agree.
TEST(Api, FinishInAnotherPositionClassIsImpossible) {
  pg::Problem p = problem(builtin("english"), "d4", "c4");
  pg::Answer native = pg::solve(p);
  EXPECT_EQ(native.status, pg::Status::Impossible);
  EXPECT_NE(native.reason.find("position classes"), std::string::npos) << native.reason;
  pg::SolveOptions sat;
  sat.method = pg::Method::Sat;
  sat.threads = 1;
  EXPECT_EQ(pg::solve(p, sat).status, pg::Status::Impossible);
  EXPECT_EQ(pg::minMoves(p).status, pg::Status::Impossible);
  pg::Count n = pg::count(p);
  ASSERT_TRUE(n.complete) << n.reason;
  EXPECT_EQ(n.solutions, "0");
}

// Bell's table of the 15-hole triangle from the apex vacancy: 29,760
// solutions in all, ending on a1 (6,816), a4 and d4 (3,408 each) or c5
// (16,128). b3 is in the same position class as a1, so only a search shows
// that no solution ends there: the native solver, SAT and the counter agree.
TEST(Api, TriangleApexGameFinishesAsBellCounts) {
  pg::Board t = builtin("triangle");
  const std::vector<std::pair<std::string, std::string>> finishes = {
      {"a1", "6816"}, {"a4", "3408"}, {"d4", "3408"}, {"c5", "16128"}};
  long total = 0;
  for (const auto& [finish, expected] : finishes) {
    pg::Count n = pg::count(problem(t, "a1", finish));
    ASSERT_TRUE(n.complete) << n.reason;
    EXPECT_EQ(n.solutions, expected) << finish;
    total += std::stol(n.solutions);
  }
  EXPECT_EQ(total, 29760);

  pg::Problem b3 = problem(t, "a1", "b3");
  EXPECT_EQ(pg::count(b3).solutions, "0");
  pg::Answer native = pg::solve(b3);
  EXPECT_EQ(native.status, pg::Status::Impossible);
  EXPECT_EQ(native.reason, "");  // found by the search, not the classes
  pg::SolveOptions sat;
  sat.method = pg::Method::Sat;
  sat.threads = 1;
  EXPECT_EQ(pg::solve(b3, sat).status, pg::Status::Impossible);
}

TEST(Api, TimeLimitGivesUnknown) {
  // The English central game's fewest moves take far longer than a
  // millisecond to prove.
  pg::SolveOptions quick;
  quick.timeoutSeconds = 0.001;
  pg::Answer a = pg::minMoves(problem(builtin("english")), quick);
  EXPECT_EQ(a.status, pg::Status::Unknown);
  EXPECT_EQ(a.reason, "time limit");
  // What is proved so far stays: no solution has fewer than lowerBound
  // moves (18, Bell), and one found has upperBound.
  EXPECT_GE(a.lowerBound, 0);
  EXPECT_LE(a.lowerBound, 18);
  if (a.upperBound >= 0) {
    EXPECT_GE(a.upperBound, 18);
  }
}

TEST(Api, MalformedBoardTextNamesItsLine) {
  auto b = pg::parseBoard("name: cross\n ooo\no?ooo\n ooo\n", "cross.txt");
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.error().file, "cross.txt");
  EXPECT_EQ(b.error().line, 3);
  EXPECT_EQ(b.error().str().rfind("cross.txt:3: ", 0), 0u) << b.error().str();
}

TEST(Api, UnknownBoardAndHolesAreErrors) {
  EXPECT_FALSE(pg::loadBoard("no-such-board").ok());
  auto p = pg::makeProblem(builtin("english"), "z9");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().file, "start");
  EXPECT_NE(p.error().message.find("z9"), std::string::npos) << p.error().message;
}

TEST(Api, ParsedBoardIsSolvedAndVerified) {
  // A board given as text: the 15-hole triangle with another name.
  auto b = pg::parseBoard("name: tri\ndirections: 6\n.\noo\nooo\noooo\nooooo\n", "tri.txt");
  ASSERT_TRUE(b.ok()) << b.error().str();
  pg::Answer a = pg::solve(problem(*b, "", "a1"));
  ASSERT_EQ(a.status, pg::Status::Solved) << a.reason;
  auto v = pg::verify(*b, a.solution, "tri.sol");
  ASSERT_TRUE(v.ok()) << v.error().str();
  EXPECT_TRUE(v->ok) << v->message;
}

TEST(Api, WrongAndUnreadableSolutions) {
  pg::Board b = builtin("english");
  // d4-d2 jumps into a hole that holds a peg: wrong, at jump 2 on line 3.
  auto wrong = pg::verify(b, "# two jumps\nf4-d4\nd4-d2\n", "wrong.sol");
  ASSERT_TRUE(wrong.ok()) << wrong.error().str();
  EXPECT_FALSE(wrong->ok);
  EXPECT_EQ(wrong->jump, 2);
  EXPECT_EQ(wrong->line, 3);
  EXPECT_FALSE(wrong->message.empty());
  // A hole that is not on the board: the text cannot be read.
  auto unreadable = pg::verify(b, "f4-d4\nd9-d7\n", "bad.sol");
  ASSERT_FALSE(unreadable.ok());
  EXPECT_EQ(unreadable.error().file, "bad.sol");
  EXPECT_EQ(unreadable.error().line, 2);
}

}  // namespace

namespace {

TEST(Api, BoardJumpsAndSymmetries) {
  pg::Board b = builtin("english");
  EXPECT_EQ(b.directions(), 4);
  // 38 lines of three holes, each jumped both ways.
  EXPECT_EQ(b.jumps().size(), 76u);
  const auto syms = b.symmetries();
  ASSERT_EQ(syms.size(), 8u);
  EXPECT_EQ(syms[0], b.holes());  // the identity first
  const auto holes = b.holes();
  const size_t centre = size_t(std::find(holes.begin(), holes.end(), "d4") - holes.begin());
  for (const auto& s : syms) EXPECT_EQ(s[centre], "d4");
  EXPECT_EQ(builtin("triangle").symmetries().size(), 6u);
}

// A stop flag set before the call: every long call ends at once, and says why.
TEST(Api, StopFlagEndsTheLongCalls) {
  const std::atomic<bool> stop{true};
  pg::Problem p = problem(builtin("french"), "c1", "e1");
  pg::CountOptions c;
  c.stop = &stop;
  const pg::Count n = pg::count(p, c);
  EXPECT_FALSE(n.complete);
  EXPECT_EQ(n.reason, "interrupted");
  pg::SolveOptions s;
  s.stop = &stop;
  const pg::Answer fewest = pg::minMoves(p, s);
  EXPECT_EQ(fewest.status, pg::Status::Unknown);
  EXPECT_EQ(fewest.reason, "interrupted");
  s.method = pg::Method::Sat;
  EXPECT_EQ(pg::minMoves(p, s).reason, "interrupted");
}

// A limit of CPU time stops the long calls as the wall clock does, and says
// which limit: the French count and fewest moves from c1 to e7 take minutes.
TEST(Api, CpuTimeLimitEndsTheLongCalls) {
  pg::Problem p = problem(builtin("french"), "c1", "e7");
  pg::CountOptions c;
  c.cpuSeconds = 0.5;
  c.timeoutSeconds = 60;  // a bound on the test, should the CPU limit not hold
  const pg::Count n = pg::count(p, c);
  EXPECT_FALSE(n.complete);
  EXPECT_EQ(n.reason, "CPU time limit");
  pg::SolveOptions s;
  s.cpuSeconds = 0.5;
  s.timeoutSeconds = 60;
  const pg::Answer fewest = pg::minMoves(p, s);
  EXPECT_EQ(fewest.status, pg::Status::Unknown);
  EXPECT_EQ(fewest.reason, "CPU time limit");
}

// The CNF's clauses are the DIMACS text's, and a model that falsifies them
// is refused: decode never hands out what it cannot verify.
TEST(Api, EncodeGivesTheDimacsClausesAndDecodeChecksTheModel) {
  pg::Problem p = problem(builtin("triangle"), "a1", "a1");
  auto cnf = pg::encode(p);
  ASSERT_TRUE(cnf.ok()) << cnf.error().str();
  EXPECT_EQ(cnf->steps, 13);
  EXPECT_NE(cnf->dimacs.find("p cnf " + std::to_string(cnf->vars) + " " +
                             std::to_string(cnf->clauses.size())),
            std::string::npos);
  std::vector<int> allFalse;
  for (int v = 1; v <= cnf->vars; ++v) allFalse.push_back(-v);
  EXPECT_FALSE(pg::decode(cnf->dimacs, allFalse).ok());
  auto none = pg::decode(cnf->dimacs, std::nullopt);
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(none->status, pg::Status::Impossible);
  pg::EncodeOptions both;
  both.steps = 5;
  both.maxMoves = 5;
  EXPECT_FALSE(pg::encode(p, both).ok());
}

// encode takes the limits of `pegsat encode`: a limit that stops it is an
// Error naming the limit, and no CNF.
TEST(Api, EncodeStopsAtItsLimits) {
  pg::Problem p = problem(builtin("english"));
  const std::atomic<bool> stop{true};
  pg::EncodeOptions o;
  o.stop = &stop;
  auto stopped = pg::encode(p, o);
  ASSERT_FALSE(stopped.ok());
  EXPECT_EQ(stopped.error().message, "interrupted");
  pg::EncodeOptions small;
  small.maxMemoryBytes = 1 << 10;
  auto over = pg::encode(p, small);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.error().message, "memory limit");
  // Limits it stays within change nothing: the same file as without.
  pg::EncodeOptions roomy;
  roomy.timeoutSeconds = 600;
  roomy.maxMemoryBytes = uint64_t(1) << 30;
  auto within = pg::encode(p, roomy), plain = pg::encode(p);
  ASSERT_TRUE(within.ok()) << within.error().str();
  ASSERT_TRUE(plain.ok()) << plain.error().str();
  EXPECT_EQ(within->dimacs, plain->dimacs);
  EXPECT_EQ(within->clauses, plain->clauses);
}

TEST(Api, CertificateOfTheImpossibleIsWrittenAndChecked) {
  const std::string path = testing::TempDir() + "api-d4-c4.cert";
  auto c = pg::certify(problem(builtin("english"), "d4", "c4"), path);
  ASSERT_TRUE(c.ok()) << c.error().str();
  EXPECT_EQ(c->status, pg::Status::Impossible);
  EXPECT_EQ(c->kind, "parity");
  auto v = pg::verifyCertificate(path);
  ASSERT_TRUE(v.ok()) << v.error().str();
  EXPECT_TRUE(v->ok);
  EXPECT_EQ(v->board, "english");
  // Under limits and roots, and stopped by a flag that is already set.
  pg::VerifyOptions o;
  o.roots = {testing::TempDir()};
  o.timeoutSeconds = 10;
  o.maxMemoryBytes = uint64_t(1) << 30;
  auto limited = pg::verifyCertificate(path, o);
  ASSERT_TRUE(limited.ok()) << limited.error().str();
  EXPECT_TRUE(limited->ok);
  std::atomic<bool> stop{true};
  o.stop = &stop;
  auto sv = pg::verify("d2-d4\n", "", o);
  ASSERT_FALSE(sv.ok());
  EXPECT_EQ(sv.error().message, "interrupted");
}

}  // namespace
