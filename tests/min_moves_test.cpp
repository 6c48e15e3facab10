// SPDX-License-Identifier: GPL-3.0-or-later
// Fewest moves, checked against published figures (Bergholt and Beasley on the
// English central game, Bell's levels B[n] and B[-n], OEIS A127500 for the
// triangles) and against a plain forward breadth-first search by moves written
// here, on many random problems of small boards. Every solution goes through
// the independent verifier, which also counts its moves.
#include "search/min_moves.hpp"
#include "search/min_moves_table.hpp"

#include <absl/container/flat_hash_map.h>

#include <atomic>
#include <cstdio>
#include <map>
#include <random>
#include <string>

#include "peg/board_file.hpp"
#include "peg/position_class.hpp"
#include "peg/solution_file.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

// Replays the jumps through the verifier; returns its move count (-1 if wrong).
int verifiedMoves(const Board& b, Cells start, Cells finish, const std::vector<Jump>& jumps) {
  std::string text = formatSolution(b, start, finish, jumps);
  auto st = parseSolutionText(text, "min-moves");
  if (!st) return -1;
  auto sol = resolveSolution(*st, b);
  if (!sol) return -1;
  VerifyReport r = verifySolution(b, *sol);
  return r.ok ? r.moves : -1;
}

Cells cell(const Board& b, const char* name) { return bitAt<Cells>(*b.parseHole(name)); }

// The reference: breadth-first search forward by moves over raw positions,
// with moves built by the most direct means (a peg's chain explored by
// recursion over the jump list), without symmetry, pruning or meeting in the
// middle. The fewest moves from start to finish, or -1.
int plainFewestMoves(const Board& b, Cells start, Cells finish) {
  absl::flat_hash_map<uint64_t, int> dist{{uint64_t(start), 0}};
  std::vector<uint64_t> level{uint64_t(start)};
  for (int d = 0; !level.empty(); ++d) {
    if (dist.contains(uint64_t(finish))) return dist[uint64_t(finish)];
    std::vector<uint64_t> next;
    std::function<void(uint64_t, int)> chain = [&](uint64_t p, int at) {
      for (const Jump& j : b.jumps)
        if (j.from == at && (p >> j.over & 1) && !(p >> j.to & 1)) {
          uint64_t q = p ^ (1ull << j.from | 1ull << j.over | 1ull << j.to);
          if (dist.emplace(q, d + 1).second) next.push_back(q);
          chain(q, j.to);
        }
    };
    for (uint64_t p : level)
      for (int c = 0; c < b.cells(); ++c)
        if (p >> c & 1) chain(p, c);
    level = std::move(next);
  }
  return -1;
}

TEST(MinMoves, CentralGameTakesEighteenMovesAsBergholtAndBeasley) {
  Board b = test::board("english");
  MinMovesResult r = minMoves(b, b.initial, b.initialVacancies());
  ASSERT_EQ(r.status, Outcome::Solved);
  // Bergholt (1912) found 18 moves; Beasley (1964) proved 17 impossible.
  EXPECT_EQ(r.moves, 18);
  EXPECT_EQ(r.lowerBound, 18);
  EXPECT_EQ(verifiedMoves(b, b.initial, b.initialVacancies(), r.jumps), 18);
  EXPECT_EQ(r.stats.meetForward + r.stats.meetBackward, 18);
}

// A solution file of data/solutions, read on `b`, or an error.
Result<Solution> dataSolution(const Board& b, const std::string& name) {
  auto text = readFile(std::string(PEGSAT_SOURCE_DIR) + "/data/solutions/" + name);
  if (!text) return text.error();
  auto st = parseSolutionText(*text, name);
  if (!st) return st.error();
  return resolveSolution(*st, b);
}

TEST(MinMoves, BergholtsFileHasEighteenMoves) {
  Board b = test::board("english");
  auto sol = dataSolution(b, "bergholt.sol");
  ASSERT_TRUE(sol.ok()) << sol.error().str();
  EXPECT_EQ(verifySolution(b, *sol).moves, 18);
}

// Meyrignac (2003) showed that the French board's c1-complement takes 20
// moves; pegsat's native search found this solution and proved 19 impossible
// in 15 minutes (docs/MOVES.md), too long for a test: the test checks the
// solution it wrote.
TEST(MinMoves, FrenchComplementFileHasMeyrignacsTwentyMoves) {
  Board b = test::board("french");
  auto sol = dataSolution(b, "french-c1-complement.sol");
  ASSERT_TRUE(sol.ok()) << sol.error().str();
  const VerifyReport v = verifySolution(b, *sol);
  EXPECT_TRUE(v.ok);
  EXPECT_EQ(v.moves, 20);
  EXPECT_EQ(b.holeNames(b.holes & ~sol->start), "c1");
  EXPECT_EQ(b.holeNames(sol->finish), "e7");
}

// Bell, "English 33-hole board example": |B[n]| and |B[-n]| for the central
// game, up to its 8 symmetries. Without pruning, every level the search
// completes must have exactly his size.
TEST(MinMoves, UnprunedLevelsAreBells) {
  const std::vector<uint64_t> forward = {1,      1,      2,       9,       47,     263,
                                         1452,   7772,   38150,   164297,  585567, 1641177,
                                         3426496};
  const std::vector<uint64_t> backward = {1, 1, 16, 979, 14115, 126902, 632451, 1954152};
  Board b = test::board("english");
  MinMovesOptions opt;
  opt.pagodas = false;
  MinMovesResult r = minMoves(b, b.initial, b.initialVacancies(), opt);
  ASSERT_EQ(r.status, Outcome::Solved);
  EXPECT_EQ(r.moves, 18);
  ASSERT_GE(r.stats.forward.size(), 8u);
  ASSERT_GE(r.stats.backward.size(), 5u);
  for (size_t n = 0; n < r.stats.forward.size(); ++n) EXPECT_EQ(r.stats.forward[n], forward[n]) << n;
  for (size_t n = 0; n < r.stats.backward.size(); ++n)
    EXPECT_EQ(r.stats.backward[n], backward[n]) << n;
}

// Bell: the levels of both directions together hold every position reachable
// from the start and able to reach the finish... and, taken to exhaustion,
// every position reachable at all: 23,475,688 up to symmetry either way.
TEST(MinMoves, LevelTotalsAreTheReachablePositions) {
  Board b = test::board("english");
  MoveLevelsResult r = moveLevels(b, b.initial, b.initialVacancies());
  ASSERT_EQ(r.status, Outcome::Solved);
  uint64_t f = 0, g = 0;
  for (const auto& l : r.forward) f += l.positions;
  for (const auto& l : r.backward) g += l.positions;
  EXPECT_EQ(f, 23475688u);
  EXPECT_EQ(g, 23475688u);
  // Bell's last levels: 15 positions after 23 moves, 5 positions 20 moves
  // before the finish.
  EXPECT_EQ(r.forward.back().moves, 23);
  EXPECT_EQ(r.forward.back().positions, 15u);
  EXPECT_EQ(r.backward.back().moves, 20);
  EXPECT_EQ(r.backward.back().positions, 5u);
}

// OEIS A127500 (Bell, "Solving triangular peg solitaire", 2008): the shortest
// solution of any single-vacancy to single-survivor problem on the triangle
// of side n takes 5, 9, 9 moves for n = 4, 5, 6.
int fewestOverTable(const Board& b) {
  MinMovesTableResult t = minMovesTable(b);
  EXPECT_EQ(t.status, Outcome::Solved);
  int best = 1 << 20;
  for (const auto& row : t.rows)
    forEachBit(b.holes, [&](int f) {
      if (row.moves[f] >= 0) best = std::min(best, row.moves[f]);
    });
  return best;
}

Board triangle(int side) {
  std::string text = "name: triangle" + std::to_string(side) + "\ndirections: 6\n";
  for (int r = 1; r <= side; ++r) text += std::string(size_t(r), 'o') + "\n";
  auto b = parseBoard(text, "triangle" + std::to_string(side) + ".txt");
  EXPECT_TRUE(b.ok()) << (b ? "" : b.error().str());
  return *b;
}

TEST(MinMoves, TrianglesTakeTheMovesOfA127500) {
  EXPECT_EQ(fewestOverTable(triangle(4)), 5);
  EXPECT_EQ(fewestOverTable(test::board("triangle")), 9);
  EXPECT_EQ(fewestOverTable(triangle(6)), 9);
}

// The table shares one search per start and per finish between its problems
// and maps problems by symmetries; every entry must still be what the
// problem's own search gives, and every solution it hands out must verify.
// The 21-hole triangle has problems whose start or finish has no symmetry.
TEST(MinMoves, TableAgreesWithEachProblemSearchedAlone) {
  for (const Board& b : {test::board("triangle"), triangle(6)}) {
    MinMovesTableResult t = minMovesTable(b);
    ASSERT_EQ(t.status, Outcome::Solved);
    for (const MinMovesTableRow& row : t.rows)
      forEachBit(b.holes, [&](int f) {
        const Cells start = b.holes & ~bitAt<Cells>(row.start), finish = bitAt<Cells>(f);
        const MinMovesResult alone = minMoves(b, start, finish);
        const int expected = alone.status == Outcome::Solved ? alone.moves : -1;
        EXPECT_EQ(row.moves[f], expected) << b.holeName(row.start) << " -> " << b.holeName(f);
      });
    for (const MinMovesTableProblem& p : t.problems) {
      if (p.status != Outcome::Solved) continue;
      EXPECT_EQ(verifiedMoves(b, b.holes & ~bitAt<Cells>(p.start), bitAt<Cells>(p.finish), p.jumps),
                p.moves)
          << b.holeName(p.start) << " -> " << b.holeName(p.finish);
    }
  }
}

// The meet-in-the-middle search against the plain breadth-first search, on
// random problems of small boards: random starts and finishes reached by
// random play (so most are solvable), and random finishes (most are not).
TEST(MinMoves, AgreesWithPlainBreadthFirstSearch) {
  std::mt19937_64 rng(7);
  const std::pair<Board, int> boards[] = {{test::board("triangle"), 40}, {triangle(6), 10}};
  for (const auto& [b, trials] : boards) {
    for (int trial = 0; trial < trials; ++trial) {
      Cells start = b.holes;
      for (int k = 0; k < 1 + int(rng() % 3); ++k) {
        std::vector<int> holes;
        forEachBit(b.holes, [&](int h) { holes.push_back(h); });
        start &= ~bitAt<Cells>(holes[rng() % holes.size()]);
      }
      Cells finish = start;
      const int steps = 3 + int(rng() % 12);
      for (int s = 0; s < steps; ++s) {
        std::vector<Jump> legal;
        for (const Jump& j : b.jumps)
          if ((finish >> j.from & 1) && (finish >> j.over & 1) && !(finish >> j.to & 1))
            legal.push_back(j);
        if (legal.empty()) break;
        const Jump& j = legal[rng() % legal.size()];
        finish ^= j.mask();
      }
      if (trial % 4 == 3) finish = finish ^ cell(b, "a1") ^ cell(b, "b2");
      const int want = plainFewestMoves(b, start, finish);
      MinMovesResult r = minMoves(b, start, finish);
      SCOPED_TRACE(b.holeNames(b.holes & ~start) + " -> " + b.holeNames(finish));
      if (want < 0) {
        EXPECT_EQ(r.status, Outcome::NoSolution);
      } else {
        ASSERT_EQ(r.status, Outcome::Solved);
        EXPECT_EQ(r.moves, want);
        EXPECT_EQ(verifiedMoves(b, start, finish, r.jumps), want);
      }
    }
  }
}

TEST(MinMoves, ImpossibleProblemsHaveNoSolution) {
  Board b = test::board("english");
  // Different position classes: decided at once.
  MinMovesResult r = minMoves(b, b.initial, cell(b, "c1"));
  EXPECT_EQ(r.status, Outcome::NoSolution);
  EXPECT_TRUE(r.stats.classRejected);
  // The same class, yet impossible (the plain search says which): decided by
  // search, never answered with a solution.
  Board t = test::board("triangle");
  PositionClasses classes(t);
  int searched = 0;
  forEachBit(t.holes, [&](int s) {
    forEachBit(t.holes, [&](int f) {
      const Cells start = t.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
      if (!classes.sameClass(start, finish) || plainFewestMoves(t, start, finish) >= 0) return;
      EXPECT_EQ(minMoves(t, start, finish).status, Outcome::NoSolution)
          << t.holeName(s) << " -> " << t.holeName(f);
      ++searched;
    });
  });
  EXPECT_GT(searched, 0);
}

// What the progress callback said about the levels, read back: "forward
// level 9: 16384/36972 positions expanded, 0.4 s" within a level, "forward
// level 9: 147357 positions" when it is done. Stops the search (through
// `stop`) once a level with lines within it has been completed.
struct ProgressLines {
  std::atomic<bool> stop{false};
  std::map<std::string, uint64_t> sizes;  // completed levels
  std::map<std::string, uint64_t> done;   // the last count within each level
  std::map<std::string, uint64_t> total;
  int within = 0, completedAfterWithin = 0, bad = 0;

  void read(const std::string& line) {
    const size_t colon = line.find(": ");
    if (colon == std::string::npos) return void(++bad);
    const std::string level = line.substr(0, colon), rest = line.substr(colon + 2);
    unsigned long long a = 0, b = 0;
    if (std::sscanf(rest.c_str(), "%llu/%llu positions expanded", &a, &b) == 2) {
      ++within;
      // Within a level not yet completed, the count only grows, and below
      // the parents' number, which stays the same.
      if (sizes.count(level) || a >= b || a <= done[level]) ++bad;
      if (total.count(level) && total[level] != b) ++bad;
      done[level] = a, total[level] = b;
    } else if (std::sscanf(rest.c_str(), "%llu positions", &a) == 1) {
      sizes[level] = a;
      if (done.count(level)) ++completedAfterWithin, stop = true;
    } else {
      ++bad;
    }
  }
};

// A level can take minutes (French c1 -> e7 spent 97 s in one): lines within
// it show how far it is. With progressSeconds 0 a line comes after every block
// of 16384 parents, so this counts them instead of timing them. The parents
// of a level are the positions of the one before it in the same direction.
TEST(MinMoves, ReportsProgressWithinLevels) {
  Board b = test::board("english");
  ProgressLines lines;
  MinMovesOptions opt;
  opt.progressSeconds = 0;
  opt.budget = Budget::fromLimits(0, &lines.stop, 0);
  opt.progress = [&](const std::string& line) { lines.read(line); };
  MinMovesResult r = minMoves(b, b.initial, b.initialVacancies(), opt);
  EXPECT_EQ(r.status, Outcome::Unknown);  // stopped once a level was seen through
  EXPECT_EQ(lines.bad, 0);
  EXPECT_GE(lines.within, 2);
  EXPECT_EQ(lines.completedAfterWithin, 1);
  for (const auto& [level, parents] : lines.total) {
    const size_t space = level.rfind(' ');
    const std::string before =
        level.substr(0, space + 1) + std::to_string(std::stoi(level.substr(space + 1)) - 1);
    ASSERT_TRUE(lines.sizes.count(before)) << level;
    EXPECT_EQ(lines.sizes[before], parents) << level;
  }
}

// The same from the levels to exhaustion (count --levels --by-moves).
TEST(MinMoves, MoveLevelsReportProgressWithinLevels) {
  Board b = test::board("english");
  ProgressLines lines;
  MinMovesOptions opt;
  opt.progressSeconds = 0;
  opt.budget = Budget::fromLimits(0, &lines.stop, 0);
  opt.progress = [&](const std::string& line) { lines.read(line); };
  MoveLevelsResult r = moveLevels(b, b.initial, b.initialVacancies(), opt);
  EXPECT_EQ(r.status, Outcome::Unknown);
  EXPECT_EQ(lines.bad, 0);
  EXPECT_GE(lines.within, 2);
  EXPECT_EQ(lines.completedAfterWithin, 1);
  // Bell's B[8], 38150 positions, are the parents of the first level cut
  // into blocks.
  EXPECT_EQ(lines.total["forward level 9"], 38150u);
}

TEST(MinMoves, LimitsStopWithBounds) {
  Board b = test::board("english");
  MinMovesOptions opt;
  opt.budget = Budget().withBytes(4 << 20);
  MinMovesResult r = minMoves(b, b.initial, b.initialVacancies(), opt);
  EXPECT_EQ(r.status, Outcome::Unknown);
  EXPECT_EQ(r.stoppedBy, Stop::MemoryLimit);
  EXPECT_GE(r.lowerBound, 1);
  EXPECT_LE(r.lowerBound, 18);
  if (r.upperBound >= 0) {
    EXPECT_GE(r.upperBound, 18);
  }
}

}  // namespace
}  // namespace pegsat
