// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the IPC pegsol files: problems written and read back, plans
// written by pegsat and checked by the plan checker, mutated plans rejected
// at the right action, and bad problem files named at their line.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <tuple>

#include "pddl/pddl_board.hpp"
#include "pddl/pddl_problem.hpp"
#include "pddl/pddl_writer.hpp"
#include "peg/solution_file.hpp"
#include "search/solver.hpp"
#include "test_util.hpp"
#include "verifier/plan_check.hpp"

namespace pegsat {
namespace {

using test::board;
using test::runPegsat;
using test::TempDir;

std::set<std::tuple<int, int, int>> jumpSet(const Board& b) {
  std::set<std::tuple<int, int, int>> s;
  for (const Jump& j : b.jumps) s.insert({j.from, j.over, j.to});
  return s;
}

// Every built-in board, at its usual start and at a start of our own, to
// PDDL and back: the same holes, jumps, start and finish.
TEST(Pddl, ProblemRoundTripKeepsBoardStartAndFinish) {
  for (const char* name : {"english", "french", "triangle", "diamond", "wiegleb"}) {
    Board b = board(name);
    const Cells other = b.holes & ~bitAt<Cells>(lowestBit(b.holes));
    for (auto [start, finish] : {std::pair(b.initial, b.initialVacancies()),
                                 std::pair(other, bitAt<Cells>(lowestBit(b.holes)))}) {
      const std::string text = formatPegsolProblem(b, start, finish, "test");
      auto parsed = parsePddlProblem(text, "test.pddl");
      ASSERT_TRUE(parsed.ok()) << name << ": " << parsed.error().str();
      auto peg = pegProblemOf(*parsed);
      ASSERT_TRUE(peg.ok()) << name << ": " << peg.error().str();
      EXPECT_EQ(peg->board.holes, b.holes) << name;
      EXPECT_EQ(peg->board.directions, b.directions) << name;
      EXPECT_EQ(jumpSet(peg->board), jumpSet(b)) << name;
      EXPECT_EQ(peg->start, start) << name;
      EXPECT_EQ(peg->finish, finish) << name;
      EXPECT_EQ(peg->board.name, name) << "a built-in board keeps its name";
    }
  }
}

// A pegsol problem written by hand, as the IPC writes them (upper-case
// IN-LINE, both directions of each line, comments): a row of four holes.
TEST(Pddl, HandWrittenProblemReads) {
  const std::string text = R"(; a row: two pegs, then two holes
(define (problem row-4) (:domain pegsolitaire-sequential)
  (:objects pos-0-0 pos-0-1 pos-0-2 pos-0-3 - location)
  (:init (= (total-cost) 0) (move-ended)
    (IN-LINE pos-0-0 pos-0-1 pos-0-2) (IN-LINE pos-0-2 pos-0-1 pos-0-0)
    (IN-LINE pos-0-1 pos-0-2 pos-0-3) (IN-LINE pos-0-3 pos-0-2 pos-0-1)
    (occupied pos-0-0) (occupied pos-0-1) (free pos-0-2) (free pos-0-3))
  (:goal (and (free pos-0-0) (free pos-0-1) (occupied pos-0-2) (free pos-0-3)))
  (:metric minimize (total-cost)))
)";
  auto parsed = parsePddlProblem(text, "row.pddl");
  ASSERT_TRUE(parsed.ok()) << parsed.error().str();
  auto peg = pegProblemOf(*parsed);
  ASSERT_TRUE(peg.ok()) << peg.error().str();
  EXPECT_EQ(peg->board.holeCount(), 4);
  EXPECT_EQ(peg->board.jumps.size(), 4u);
  EXPECT_EQ(popcount(peg->start), 2);
  EXPECT_EQ(popcount(peg->finish), 1);
  auto plan =
      parsePddlPlan("(jump-new-move pos-0-0 pos-0-1 pos-0-2)\n(end-move pos-0-2)\n", "row.plan");
  ASSERT_TRUE(plan.ok());
  auto r = checkPegsolPlan(*parsed, *plan);
  EXPECT_TRUE(r.ok) << r.reason;
  EXPECT_EQ(r.cost, 1);
}

// pegsat's plans: the native solver's solution of every English start that
// it solves quickly, as a plan, is valid with a cost equal to its moves.
TEST(Pddl, WrittenPlansAreValidWithTheirMovesAsCost) {
  for (const char* name : {"triangle", "english"}) {
    Board b = board(name);
    auto parsed =
        parsePddlProblem(formatPegsolProblem(b, b.initial, b.initialVacancies(), "t"), "t.pddl");
    ASSERT_TRUE(parsed.ok());
    SolveResult s = solve(b, b.initial, b.initialVacancies());
    ASSERT_EQ(s.status, Outcome::Solved);
    auto plan = parsePddlPlan(formatPegsolPlan(b, s.jumps), "t.plan");
    ASSERT_TRUE(plan.ok()) << plan.error().str();
    auto r = checkPegsolPlan(*parsed, *plan);
    EXPECT_TRUE(r.ok) << name << ": action " << r.action << " " << r.reason;
    int moves = 0;
    for (size_t i = 0; i < s.jumps.size(); ++i)
      moves += i == 0 || s.jumps[i].from != s.jumps[i - 1].to;
    EXPECT_EQ(r.cost, moves) << name;
  }
}

// The CLI end to end: encode the PDDL files, solve them by SAT for the
// fewest moves with --plan, and check the plan with verify --pddl; then
// mutated plans, each rejected at the action that breaks.
TEST(PddlCli, SolveWritesAPlanThatVerifiesAndMutationsFail) {
  TempDir dir;
  const std::string pddlDir = dir.file("ipc");
  auto enc = runPegsat("encode --board triangle --format pddl -q -o " + pddlDir);
  ASSERT_EQ(enc.exitCode, 0) << enc.out;
  const std::string problem = pddlDir + "/problem.pddl", plan = dir.file("t.plan");
  ASSERT_TRUE(std::filesystem::exists(pddlDir + "/domain.pddl"));
  auto solved =
      runPegsat("solve --pddl " + problem + " --min-moves --method sat -q --plan " + plan);
  ASSERT_EQ(solved.exitCode, 10) << solved.out;
  EXPECT_NE(solved.out.find("(minimum)"), std::string::npos) << solved.out;
  auto ok = runPegsat("verify --pddl " + problem + " " + plan);
  ASSERT_EQ(ok.exitCode, 0) << ok.out;
  EXPECT_NE(ok.out.find("cost"), std::string::npos) << ok.out;

  auto text = readFile(plan);
  ASSERT_TRUE(text.ok());
  std::vector<std::string> lines;
  for (size_t at = 0; at < text->size();) {
    size_t nl = text->find('\n', at);
    lines.push_back(text->substr(at, nl - at));
    at = nl + 1;
  }
  ASSERT_GE(lines.size(), 4u);
  auto write = [&](const std::vector<std::string>& ls) {
    std::string s;
    for (const auto& l : ls) s += l + "\n";
    return dir.file("mutant.plan", s);
  };
  struct Mutant {
    std::vector<std::string> lines;
    std::string words;
  };
  std::vector<Mutant> mutants;
  {  // the second action first: its peg has not arrived
    auto m = lines;
    std::swap(m[0], m[1]);
    mutants.push_back({m, "action 1"});
  }
  {  // the first end-move dropped: the next new move finds the move open
    auto m = lines;
    size_t e = 0;
    while (m[e].rfind("(end-move", 0) != 0) ++e;
    m.erase(m.begin() + long(e));
    mutants.push_back({m, "action " + std::to_string(e + 1) + " "});
  }
  {  // a jump over a hole that is not in line
    auto m = lines;
    m[0] = "(jump-new-move pos-0-0 pos-2-2 pos-4-4)";
    mutants.push_back({m, "action 1 "});
  }
  {  // the last action dropped: the goal's move-free state holds, its pegs not
    auto m = lines;
    m.erase(m.end() - 3, m.end() - 1);  // the last jump and its end-move
    mutants.push_back({m, "goal"});
  }
  {  // an action the domain does not have
    auto m = lines;
    m[2] = "(teleport pos-0-0)";
    mutants.push_back({m, "action 3 "});
  }
  for (const Mutant& m : mutants) {
    auto r = runPegsat("verify --pddl " + problem + " " + write(m.lines));
    EXPECT_EQ(r.exitCode, 1) << m.words << "\n" << r.out;
    EXPECT_NE(r.out.find(m.words), std::string::npos) << m.words << "\n" << r.out;
  }
}

// Files that are not pegsol problems: exit 2 with the file and the line.
TEST(PddlCli, BadProblemsAreInputErrors) {
  TempDir dir;
  Board b = board("triangle");
  const std::string good = formatPegsolProblem(b, b.initial, b.initialVacancies(), "t");
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string s = good;
    const size_t at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? s : s.replace(at, from.size(), to);
  };
  auto lineOf = [&](const std::string& what) {
    return std::to_string(1 + std::count(good.begin(), good.begin() + long(good.find(what)), '\n'));
  };
  struct Case {
    std::string name, text, words;
  } cases[] = {
      {"pred.pddl", replaced("(move-ended)", "(move-ended) (teleported pos-0-0)"),
       "pred.pddl:" + lineOf("(move-ended)") + ": unknown predicate 'teleported'"},
      {"bent.pddl",
       replaced("(IN-LINE pos-0-0 pos-1-0 pos-2-0)", "(IN-LINE pos-0-0 pos-1-0 pos-2-1)"),
       "bent.pddl:" + lineOf("(IN-LINE pos-0-0 pos-1-0 pos-2-0)") +
           ": (in-line pos-0-0 pos-1-0 pos-2-1) is not"},
      {"goal.pddl", replaced("(free pos-4-4)\n  ))", "(free pos-9-9)\n  ))"), "goal.pddl:"},
      {"cut.pddl", good.substr(0, good.size() / 2), "cut.pddl:"},
      {"lack.pddl", replaced("(IN-LINE pos-0-0 pos-1-0 pos-2-0)\n", ""),
       "lack (in-line pos-0-0 pos-1-0 pos-2-0)"},
      {"type.pddl", replaced("pos-0-0 - location", "pos-0-0 - peg"), "type location"},
      {"empty.pddl", "", "no definition"},
  };
  for (const Case& c : cases) {
    auto r = runPegsat("solve --pddl " + dir.file(c.name, c.text.empty() ? " " : c.text));
    EXPECT_EQ(r.exitCode, 2) << c.name << "\n" << r.out;
    EXPECT_NE(r.out.find(c.words), std::string::npos) << c.name << "\n" << r.out;
    EXPECT_EQ(r.out.find('\n'), r.out.size() - 1) << "one line: " << r.out;
  }
  // A goal naming an unknown hole names the hole.
  auto r = runPegsat("solve --pddl " + dir.file("goal.pddl"));
  EXPECT_NE(r.out.find("'pos-9-9' is not a hole"), std::string::npos) << r.out;
  // 100 MB (sparse): refused by its size, without reading it all.
  const std::string huge = dir.file("huge.pddl", "(define");
  std::filesystem::resize_file(huge, 100u << 20);
  auto h = test::runPegsatPeak("solve --pddl " + huge);
  EXPECT_EQ(h.exitCode, 2);
  if (!test::kAddressSanitizer) {
    EXPECT_LT(h.kib, 100u << 10);
  }
  // Deep nesting: an error, not a stack overflow.
  auto deep = runPegsat("solve --pddl " + dir.file("deep.pddl", std::string(100000, '(')));
  EXPECT_EQ(deep.exitCode, 2) << deep.out;
  // An unreadable plan is 2, not 1.
  const std::string problem = dir.file("ok.pddl", good);
  auto p = runPegsat("verify --pddl " + problem + " " + dir.file("bad.plan", "(jump-new-move\n"));
  EXPECT_EQ(p.exitCode, 2) << p.out;
  EXPECT_NE(p.out.find("bad.plan:1:"), std::string::npos) << p.out;
}

// The native fewest-moves search writes its plan too: on the 15-hole triangle
// a3 to a3 takes 9 moves (OEIS A127500's least), and the plan costs 9.
TEST(PddlCli, NativeMinMovesWritesAPlanOfThatCost) {
  TempDir dir;
  const std::string pddlDir = dir.file("ipc");
  ASSERT_EQ(
      runPegsat("encode --board triangle --start a3 --format pddl -q -o " + pddlDir).exitCode, 0);
  const std::string problem = pddlDir + "/problem.pddl", plan = dir.file("t.plan");
  auto solved = runPegsat("solve --pddl " + problem + " --min-moves -q --plan " + plan);
  ASSERT_EQ(solved.exitCode, 10) << solved.out;
  EXPECT_NE(solved.out.find("moves: 9 (minimum)"), std::string::npos) << solved.out;
  auto ok = runPegsat("verify --pddl " + problem + " " + plan);
  ASSERT_EQ(ok.exitCode, 0) << ok.out;
  EXPECT_NE(ok.out.find("cost 9"), std::string::npos) << ok.out;
}

// A problem without a solution is 20, and no plan is written.
TEST(PddlCli, ImpossibleProblemIsTwentyWithoutAPlan) {
  TempDir dir;
  Board b = board("triangle");
  const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole("a1"));
  const std::string problem =
      dir.file("no.pddl", formatPegsolProblem(b, start, bitAt<Cells>(*b.parseHole("b2")), "no"));
  const std::string plan = dir.file("no.plan");
  for (const char* method : {"native", "sat"}) {
    auto r = runPegsat("solve --pddl " + problem + " -q --method " + method + " --plan " + plan);
    EXPECT_EQ(r.exitCode, 20) << method << "\n" << r.out;
    EXPECT_FALSE(std::filesystem::exists(plan)) << method;
  }
}

}  // namespace
}  // namespace pegsat
