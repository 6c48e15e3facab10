// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the fewest-moves SAT path: the incremental solve against a plain
// breadth-first search by moves written here (one step is one chain of jumps
// by one peg), the CNF of `encode --max-moves` through the cadical binary and
// back through `decode`, and the "moves:" header of solution files.
#include "encodings/moves_sat.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <unordered_map>

#include "encodings/moves_encoding.hpp"
#include "peg/merson.hpp"
#include "peg/solution_file.hpp"
#include "search/min_moves.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

using test::board;
using test::runCommand;
using test::runPegsat;
using test::TempDir;

const std::string kData = std::string(PEGSAT_SOURCE_DIR) + "/data/";

// The fewest moves from `start` to every position reachable from it: a
// forward breadth-first search in which one step is a whole chain, so every
// position after one or more jumps of the same peg is a child.
std::unordered_map<uint64_t, int> movesFrom(const Board& b, uint64_t start) {
  std::unordered_map<uint64_t, int> dist{{start, 0}};
  std::vector<uint64_t> layer{start};
  for (int d = 1; !layer.empty(); ++d) {
    std::vector<uint64_t> next;
    for (uint64_t pegs : layer) {
      // Depth-first over the chains of each peg.
      std::vector<std::pair<uint64_t, int>> stack;
      for (int c = 0; c < b.cells(); ++c)
        if (pegs >> c & 1) stack.push_back({pegs, c});
      while (!stack.empty()) {
        auto [p, at] = stack.back();
        stack.pop_back();
        for (const Jump& j : b.jumps) {
          if (j.from != at || !(p >> j.over & 1) || (p >> j.to & 1)) continue;
          const uint64_t child = p ^ (1ull << j.from) ^ (1ull << j.over) ^ (1ull << j.to);
          stack.push_back({child, j.to});
          if (dist.emplace(child, d).second) next.push_back(child);
        }
      }
    }
    layer = std::move(next);
  }
  return dist;
}

bool verifies(const Board& b, Cells start, Cells finish, const std::vector<Jump>& jumps) {
  auto st = parseSolutionText(formatSolution(b, start, finish, jumps), "(test)");
  if (!st) return false;
  auto sol = resolveSolution(*st, b);
  return sol && verifySolution(b, *sol).ok;
}

// The two methods of `solve --min-moves` on one problem: the native search
// (breadth-first by moves from both ends) and SAT give the same minimum, or
// both find no solution; both solutions verify with that many moves.
void expectNativeAndSatAgree(const Board& b, int s, int f) {
  const Cells start = b.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
  const std::string pair = b.holeName(s) + " -> " + b.holeName(f);
  MinMovesOptions no;
  no.threads = 1;
  const MinMovesResult native = minMoves(b, start, finish, no);
  SatOptions so;
  so.threads = 1;
  so.budget = Budget::fromLimits(60, nullptr, 0);
  auto sat = minMovesBySat(b, start, finish, so);
  ASSERT_TRUE(sat.ok()) << pair;
  if (native.status == Outcome::NoSolution) {
    EXPECT_EQ(sat->status, Outcome::NoSolution) << pair;
    return;
  }
  ASSERT_EQ(native.status, Outcome::Solved) << pair;
  ASSERT_EQ(sat->status, Outcome::Solved) << pair;
  EXPECT_EQ(sat->lowerBound, native.moves) << pair;
  EXPECT_EQ(movesOfJumps(sat->jumps), native.moves) << pair;
  EXPECT_EQ(countMoves(native.jumps), native.moves) << pair;
  EXPECT_TRUE(verifies(b, start, finish, sat->jumps)) << pair;
  EXPECT_TRUE(verifies(b, start, finish, native.jumps)) << pair;
}

// Native against SAT on all 225 single-vacancy, single-survivor problems of
// the 15-hole triangle, and both against this test's own breadth-first search
// by moves (movesFrom), which shares no code with either.
TEST(MovesSat, NativeAndSatAgreeOnEveryTriangleProblem) {
  Board b = board("triangle");
  int solvable = 0;
  forEachBit(b.holes, [&](int s) {
    const auto dist = movesFrom(b, uint64_t(b.holes & ~bitAt<Cells>(s)));
    forEachBit(b.holes, [&](int f) {
      const auto it = dist.find(uint64_t(bitAt<Cells>(f)));
      MinMovesOptions no;
      no.threads = 1;
      const MinMovesResult native = minMoves(b, b.holes & ~bitAt<Cells>(s), bitAt<Cells>(f), no);
      if (it == dist.end()) {
        EXPECT_EQ(native.status, Outcome::NoSolution) << b.holeName(s) << " -> "
                                                             << b.holeName(f);
      } else {
        ++solvable;
        EXPECT_EQ(native.moves, it->second) << b.holeName(s) << " -> " << b.holeName(f);
      }
      expectNativeAndSatAgree(b, s, f);
    });
  });
  EXPECT_GT(solvable, 0);
}

// A quick sample of the above: a corner and an inner vacancy, to
// every finish.
TEST(MovesSat, NativeAndSatAgreeOnTriangleSample) {
  Board b = board("triangle");
  for (const char* s : {"a1", "b3"}) {
    const auto hole = b.parseHole(s);
    ASSERT_TRUE(hole) << s;
    forEachBit(b.holes, [&](int f) { expectNativeAndSatAgree(b, *hole, f); });
  }
}

// The usual triangle game, quickly: the search's minimum, and the bound
// refuted below it.
TEST(MovesSat, TriangleUsualGameMatchesSearch) {
  Board b = board("triangle");
  const auto dist = movesFrom(b, uint64_t(b.initial));
  const int expected = dist.at(uint64_t(b.initialVacancies()));
  auto r = minMovesBySat(b, b.initial, b.initialVacancies());
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->status, Outcome::Solved);
  EXPECT_EQ(movesOfJumps(r->jumps), expected);
  ASSERT_FALSE(r->steps.empty());
  EXPECT_EQ(r->steps.back().moves, expected);
  for (size_t i = 0; i + 1 < r->steps.size(); ++i)
    EXPECT_EQ(r->steps[i].answer, Outcome::NoSolution);
}

// The lower bound never exceeds a true minimum, on every triangle pair the
// search solves; on the English central game it counts Merson regions: the 8
// arm corners and the 4 triominoes where the arms meet the centre.
TEST(MovesSat, LowerBoundIsBelowTheSearchMinimum) {
  Board b = board("triangle");
  forEachBit(b.holes, [&](int s) {
    const Cells start = b.holes & ~bitAt<Cells>(s);
    const auto dist = movesFrom(b, uint64_t(start));
    for (const auto& [pegs, d] : dist) EXPECT_LE(movesLowerBound(b, start, Cells(pegs)), d);
  });
  Board e = board("english");
  EXPECT_EQ(movesLowerBound(e, e.initial, e.initialVacancies()), 12);
}

// The 15-hole triangle's minimal Merson regions, found by hand: its 3
// corners (no jump passes over them) and, on each edge, the 2 pairs of
// neighbours that hold no corner (a jump along the edge over one of them
// starts or ends at the other; a jump across ends at the border).
TEST(MovesSat, TriangleMersonRegionsAreCornersAndEdgePairs) {
  Board b = board("triangle");
  const std::vector<Cells> regions = minimalMersonRegions(b);
  std::vector<std::string> names;
  for (Cells r : regions) {
    EXPECT_TRUE(isMersonRegion(b, r));
    names.push_back(b.holeNames(r));
  }
  std::sort(names.begin(), names.end());
  const std::vector<std::string> expected = {"a1", "a2 a3", "a3 a4", "a5", "b2 c3",
                                             "b5 c5", "c3 d4", "c5 d5", "e5"};
  EXPECT_EQ(names, expected);
  // Dropping a hole from a pair breaks it: a jump then passes over the other.
  EXPECT_FALSE(isMersonRegion(b, bitAt<Cells>(*b.parseHole("a3"))));
}

// The groups of the triangle's regions for c3 -> c3 (c3 starts empty, so
// neither pair holding it is full at the start): the 3 corners alone, and each
// edge's two overlapping pairs in one group, the groups pairwise disjoint.
TEST(MovesSat, TriangleMersonGroupsJoinTheTwoPairsOfAnEdge) {
  Board b = board("triangle");
  const Cells c3 = bitAt<Cells>(*b.parseHole("c3"));
  const auto groups = mersonGroups(b, b.holes & ~c3, c3);
  std::vector<std::string> names;
  Cells used = 0;
  for (const auto& g : groups) {
    Cells cells = 0;
    std::string name;
    for (Cells r : g) cells |= r, name += (name.empty() ? "" : " | ") + b.holeNames(r);
    EXPECT_EQ(cells & used, Cells(0)) << name;
    used |= cells;
    names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  // Within a group the packed region comes first; which pair is packed
  // depends on the start, so compare each group's set of names.
  for (std::string& n : names)
    if (n.find(" | ") != std::string::npos) {
      std::string a = n.substr(0, n.find(" | ")), c = n.substr(n.find(" | ") + 3);
      n = std::min(a, c) + " | " + std::max(a, c);
    }
  std::sort(names.begin(), names.end());
  const std::vector<std::string> expected = {"a1", "a2 a3 | a3 a4", "a5", "b2 c3 | c3 d4",
                                             "b5 c5 | c5 d5", "e5"};
  EXPECT_EQ(names, expected);
}

// Bergholt's 18 moves (1912), proved the fewest by Beasley (1964): the
// position after his first 12 moves needs exactly 6 more (5 would make 17),
// by SAT and by the search. The whole central game is too slow for a test
// (docs/MOVES-SAT.md).
TEST(MovesSat, EndOfBergholtsGameTakesSixMoves) {
  Board b = board("english");
  auto text = readFile(kData + "solutions/bergholt.sol");
  ASSERT_TRUE(text.ok());
  auto st = parseSolutionText(*text, "bergholt.sol");
  ASSERT_TRUE(st.ok());
  auto sol = resolveSolution(*st, b);
  ASSERT_TRUE(sol.ok());
  ASSERT_EQ(sol->moves.size(), 18u);
  Cells pegs = sol->start;
  for (size_t m = 0; m < 12; ++m)
    for (size_t i = 0; i + 1 < sol->moves[m].cells.size(); ++i) {
      const int from = sol->moves[m].cells[i], to = sol->moves[m].cells[i + 1];
      const Point f = b.point(from), t = b.point(to);
      pegs ^= bitAt<Cells>(from) | bitAt<Cells>(to) |
              bitAt<Cells>(b.cell({(f.x + t.x) / 2, (f.y + t.y) / 2}));
    }
  const auto dist = movesFrom(b, uint64_t(pegs));
  EXPECT_EQ(dist.at(uint64_t(sol->finish)), 6);
  auto r = minMovesBySat(b, pegs, sol->finish);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->status, Outcome::Solved);
  EXPECT_EQ(movesOfJumps(r->jumps), 6);
  EXPECT_TRUE(verifies(b, pegs, sol->finish, r->jumps));
}

// A problem without a solution is refuted at the first bound, never
// answered with a wrong plan.
TEST(MovesSat, ImpossibleProblemIsNoSolution) {
  Board b = board("english");
  const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole("d4"));
  auto r = minMovesBySat(b, start, bitAt<Cells>(*b.parseHole("d3")));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->status, Outcome::NoSolution);
  EXPECT_TRUE(r->jumps.empty());
}

// `encode --max-moves K` through the cadical binary and `decode`: at the
// search's minimum a verified solution within K moves (10), one below it
// no solution (20).
TEST(MovesSatCli, MaxMovesCnfRoundTripThroughCadical) {
  Board b = board("triangle");
  const int fewest = movesFrom(b, uint64_t(b.initial)).at(uint64_t(b.initialVacancies()));
  TempDir dir;
  for (int k : {fewest, fewest - 1, fewest + 2}) {
    const std::string cnf = dir.file(fmt::format("t{}.cnf", k));
    const std::string model = dir.file(fmt::format("t{}.out", k));
    auto enc = runPegsat(fmt::format("encode --board triangle --max-moves {} -q -o {}", k, cnf));
    ASSERT_EQ(enc.exitCode, 0) << enc.out;
    const int solved = runCommand("cadical -q " + cnf + " > " + model).exitCode;
    ASSERT_EQ(solved, k >= fewest ? 10 : 20) << k;
    auto dec = runPegsat("decode --json " + cnf + " " + model);
    ASSERT_EQ(dec.exitCode, k >= fewest ? 10 : 20) << dec.out;
    if (k >= fewest) {
      const size_t at = dec.out.find("\"moves\": ");
      ASSERT_NE(at, std::string::npos) << dec.out;
      EXPECT_LE(std::stoi(dec.out.substr(at + 9)), k) << dec.out;
    } else {
      // "no solution" with the bound it holds under (docs/JSON.md).
      EXPECT_NE(dec.out.find("\"status\": \"no solution\""), std::string::npos) << dec.out;
      EXPECT_NE(dec.out.find(fmt::format("\"max_moves\": {}", k)), std::string::npos) << dec.out;
    }
  }
}

// The CLI: the fewest moves by SAT with its header, and the verifier's check
// of a "moves:" claim.
TEST(MovesSatCli, SolveMinMovesWritesAVerifiedClaim) {
  TempDir dir;
  const std::string out = dir.file("t.sol");
  auto r = runPegsat("solve --board triangle --min-moves --method sat -q -o " + out);
  ASSERT_EQ(r.exitCode, 10) << r.out;
  auto v = runPegsat("verify " + out);
  EXPECT_EQ(v.exitCode, 0) << v.out;
  auto text = readFile(out);
  ASSERT_TRUE(text.ok());
  EXPECT_NE(text->find("(minimum)"), std::string::npos) << *text;
  auto bad = readFile(kData + "solutions/bergholt.sol");
  ASSERT_TRUE(bad.ok());
  const std::string wrong = dir.file("wrong.sol", "moves: 17\n" + bad->substr(bad->find("board:")));
  auto w = runPegsat("verify " + wrong);
  EXPECT_EQ(w.exitCode, 1) << w.out;
  EXPECT_NE(w.out.find("the solution makes 18 moves, its moves: header says 17"),
            std::string::npos)
      << w.out;
  EXPECT_EQ(runPegsat("solve --start d4 --finish d3 --min-moves --method sat -q").exitCode, 20);
}

}  // namespace
}  // namespace pegsat
