// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the sliding-tile puzzles against published figures: the Princeton
// files (their names give the optimal length), the 8-puzzle's distance
// distribution (Reinefeld 1993: 181,440 positions, 2 at the maximum 31 moves
// for the blank-first goal), Korf's 15-puzzle instance 1 (57 moves), and SAT
// against IDA* on random 8-puzzles.
#include <fmt/core.h>
#include <gtest/gtest.h>

#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <queue>
#include <random>
#include <string>
#include <unordered_map>

#include "encodings/slide_encoding.hpp"
#include "slide/astar.hpp"
#include "slide/heuristics.hpp"
#include "slide/ida_star.hpp"
#include "slide/pdb_heuristic.hpp"
#include "encodings/slide_sat_solve.hpp"
#include "encodings/slide_solve.hpp"
#include "slide/verify.hpp"
#include "test_util.hpp"

using namespace pegsat;
using namespace pegsat::slide;

namespace {

const std::string kData = std::string(PEGSAT_SOURCE_DIR) + "/data/sliding/";

uint64_t pack(const Puzzle& p) {
  uint64_t k = 0;
  for (uint8_t t : p.tiles) k = k << 4 | t;
  return k;
}

// Breadth-first distances from the goal over every reachable position, by the
// test's own move code (a swap of the blank with a neighbour).
std::unordered_map<uint64_t, int> allDistances(int n, GoalKind goal) {
  std::unordered_map<uint64_t, int> dist;
  std::queue<Puzzle> q;
  Puzzle g = goalPuzzle(n, goal);
  dist[pack(g)] = 0;
  q.push(g);
  while (!q.empty()) {
    Puzzle p = q.front();
    q.pop();
    const int d = dist[pack(p)];
    int b = 0;
    while (p.tiles[b] != 0) ++b;
    const int r = b / n, c = b % n;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; ++k) {
      const int r2 = r + dr[k], c2 = c + dc[k];
      if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
      Puzzle s = p;
      std::swap(s.tiles[b], s.tiles[r2 * n + c2]);
      if (dist.emplace(pack(s), d + 1).second) q.push(s);
    }
  }
  return dist;
}

Puzzle unpack(uint64_t key, int n) {
  Puzzle p;
  p.n = n;
  p.tiles.resize(n * n);
  for (int c = n * n - 1; c >= 0; --c, key >>= 4) p.tiles[c] = key & 15;
  return p;
}

Puzzle loadOne(const std::string& path) {
  auto f = loadPuzzles(path);
  EXPECT_TRUE(f.ok()) << (f.ok() ? "" : f.error().str());
  return f->puzzles.front();
}

int solveLength(const Puzzle& p, const SolveOptions& o) {
  auto r = solvePuzzle(p, o);
  EXPECT_TRUE(r.ok());
  if (r->status != Outcome::Solved) return -1;
  // Every solution found is replayed by the verifier.
  SlideSolution sol;
  for (Dir d : r->moves) sol.moves += dirLetter(d), sol.moveLines.push_back(1);
  EXPECT_TRUE(verifySlide(p, o.goal, sol).ok);
  return static_cast<int>(r->moves.size());
}

// The 5-5-5 databases of the 15-puzzle build in about a second; shared by the
// tests of this file, blank-first and blank-last.
const PdbSet& pdb555(GoalKind goal) {
  static const PdbSet first = *loadOrBuildPdbs(4, 0, "5-5-5", "");
  static const PdbSet last = *loadOrBuildPdbs(4, 15, "5-5-5", "");
  return goal == GoalKind::BlankFirst ? first : last;
}

std::string runCli(const std::string& args, int* code) {
  const std::string cmd = std::string(PEGSAT_BINARY) + " " + args + " 2>/dev/null";
  FILE* f = popen(cmd.c_str(), "r");
  std::string out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, n);
  const int status = pclose(f);
  *code = WEXITSTATUS(status);
  return out;
}

}  // namespace

TEST(SlidePrinceton, FileNamesGiveOptimalLengths) {
  int checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(kData + "princeton")) {
    const std::string name = e.path().filename().string();
    Puzzle p = loadOne(e.path().string());
    SolveOptions o;
    o.goal = GoalKind::BlankLast;
    if (name.find("unsolvable") != std::string::npos) {
      EXPECT_FALSE(isSolvable(p, o.goal)) << name;
      EXPECT_EQ(solvePuzzle(p, o)->status, Outcome::NoSolution) << name;
      ++checked;
      continue;
    }
    // "puzzle28.txt", "puzzle4x4-50.txt": the digits before ".txt".
    const size_t dot = name.rfind(".txt");
    size_t first = dot;
    while (first > 0 && std::isdigit(static_cast<unsigned char>(name[first - 1]))) --first;
    ASSERT_LT(first, dot) << name;
    const int want = std::stoi(name.substr(first, dot - first));
    EXPECT_TRUE(isSolvable(p, o.goal)) << name;
    if (want > 60) continue;  // the 80-move one takes minutes; see the verifier test
    if (p.n == 4) {
      o.heuristic = HeuristicKind::PatternDb;
      o.pdbs = &pdb555(o.goal);
    }
    EXPECT_EQ(solveLength(p, o), want) << name;
    ++checked;
  }
  EXPECT_EQ(checked, 7);
}

TEST(SlidePrinceton, AStarManhattanOnThe8Puzzle) {
  SolveOptions o;
  o.goal = GoalKind::BlankLast;
  o.algorithm = Algorithm::AStar;
  o.heuristic = HeuristicKind::Manhattan;
  EXPECT_EQ(solveLength(loadOne(kData + "princeton/puzzle3x3-31.txt"), o), 31);
  EXPECT_EQ(solveLength(loadOne(kData + "princeton/puzzle28.txt"), o), 28);
}

TEST(SlidePrinceton, CliPrintsPrincetonOutput) {
  int code = 0;
  const std::string out = runCli("slide solve " + kData + "princeton/puzzle3x3-31.txt", &code);
  EXPECT_EQ(code, 10);
  ASSERT_EQ(out.rfind("Minimum number of moves = 31\n\n3\n 8  6  7 \n 2  5  4 \n 3  0  1 \n\n", 0),
            0u)
      << out;
  auto sol = parseSlideSolution(out, "stdout");
  ASSERT_TRUE(sol.ok());
  EXPECT_EQ(sol->boards.size(), 32u);
  EXPECT_TRUE(
      verifySlide(loadOne(kData + "princeton/puzzle3x3-31.txt"), GoalKind::BlankLast, *sol).ok);

  EXPECT_EQ(runCli("slide solve " + kData + "princeton/puzzle3x3-unsolvable.txt", &code),
            "No solution possible\n");
  EXPECT_EQ(code, 20);
}

// The SAT path keeps to the sides its CNF fits: a 6x6 puzzle one move from the
// goal is refused (exit 2) where it used to take gigabytes.
TEST(SlideSat, RefusesSidesPastFive) {
  const std::string path =
      test::tempFile("six.txt",
                     "6\n1 2 3 4 5 6\n7 8 9 10 11 12\n13 14 15 16 17 18\n19 20 21 22 23 24\n"
                     "25 26 27 28 29 30\n31 32 33 34 0 35\n");
  int code = 0;
  runCli("slide solve --algo sat " + path, &code);
  EXPECT_EQ(code, 2);
  runCli("slide solve " + path, &code);  // IDA* takes it
  EXPECT_EQ(code, 10);
}

// A solution file holds one move count, and moves or boards, not both.
TEST(SlidePrinceton, SolutionFileMixingFormsIsRefused) {
  const std::string boards = "3\n1 2 3\n4 5 6\n7 0 8\n3\n1 2 3\n4 5 6\n7 8 0\n";
  auto mixed = parseSlideSolution("LLLLUU\nMinimum number of moves = 1\n" + boards, "s.txt");
  ASSERT_FALSE(mixed.ok());
  EXPECT_EQ(mixed.error().line, 1);
  auto twice =
      parseSlideSolution("Minimum number of moves = 7\nMinimum number of moves = 1\nR\n", "s.txt");
  ASSERT_FALSE(twice.ok());
  EXPECT_EQ(twice.error().line, 2);
  EXPECT_TRUE(parseSlideSolution("Minimum number of moves = 1\n" + boards, "s.txt").ok());
}

// A file with no solution in it (a solver cut off before its first line) is
// malformed, not an empty move string; a solved puzzle's solution says 0.
TEST(SlidePrinceton, EmptySolutionFileIsRefused) {
  for (const char* text : {"", "\n\n", "# only a comment\n"}) {
    auto r = parseSlideSolution(text, "s.txt");
    ASSERT_FALSE(r.ok()) << text;
    EXPECT_EQ(r.error().str().substr(0, 8), "s.txt:1:");
    EXPECT_NE(r.error().message.find("no solution in the file"), std::string::npos);
  }
  auto zero = parseSlideSolution("Minimum number of moves = 0\n", "s.txt");
  ASSERT_TRUE(zero.ok());
  EXPECT_TRUE(verifySlide(goalPuzzle(3, GoalKind::BlankLast), GoalKind::BlankLast, *zero).ok);
  int code = 0;
  const std::string puzzle = test::tempFile("solved.txt", "3\n1 2 3\n4 5 6\n7 8 0\n");
  runCli("slide verify " + puzzle + " " + test::tempFile("empty.txt", ""), &code);
  EXPECT_EQ(code, 2);
}

// What `slide solve --moves` writes (the count, then the move letters), `slide
// verify` reads back; a wrong count is caught.
TEST(SlidePrinceton, MoveStringOutputVerifies) {
  int code = 0;
  const std::string puzzle = kData + "princeton/puzzle3x3-31.txt";
  const std::string out = runCli("slide solve --moves " + puzzle, &code);
  EXPECT_EQ(code, 10);
  ASSERT_EQ(out.rfind("Minimum number of moves = 31\n", 0), 0u) << out;
  const std::string path = test::tempFile("moves.txt", out);
  runCli("slide verify " + puzzle + " " + path, &code);
  EXPECT_EQ(code, 0) << out;
  const size_t count = out.find("31");
  ASSERT_NE(count, std::string::npos) << out;
  const std::string miscounted = out.substr(0, count) + "30" + out.substr(count + 2);
  const std::string bad = test::tempFile("miscounted.txt", miscounted);
  runCli("slide verify " + puzzle + " " + bad, &code);
  EXPECT_EQ(code, 1);
}

TEST(SlideEightPuzzle, DistanceDistribution) {
  const auto dist = allDistances(3, GoalKind::BlankFirst);
  EXPECT_EQ(dist.size(), 181440u);
  int maxDist = 0, atMax = 0;
  for (const auto& [k, d] : dist) maxDist = std::max(maxDist, d);
  for (const auto& [k, d] : dist) atMax += d == maxDist;
  EXPECT_EQ(maxDist, 31);
  EXPECT_EQ(atMax, 2);

  // Every search and heuristic agrees with BFS on a sample of positions.
  const PdbSet pdbs = *loadOrBuildPdbs(3, 0, "4-4", "");
  int i = 0;
  for (const auto& [k, d] : dist) {
    if (i++ % 997 != 0 && d != maxDist) continue;
    const Puzzle p = unpack(k, 3);
    SolveOptions o;
    o.goal = GoalKind::BlankFirst;
    EXPECT_EQ(solveLength(p, o), d);
    o.heuristic = HeuristicKind::Manhattan;
    EXPECT_EQ(solveLength(p, o), d);
    o.heuristic = HeuristicKind::PatternDb;
    o.pdbs = &pdbs;
    EXPECT_EQ(solveLength(p, o), d);
    o.algorithm = Algorithm::AStar;
    o.heuristic = HeuristicKind::Manhattan;
    EXPECT_EQ(solveLength(p, o), d);
  }
}

TEST(SlideEightPuzzle, HeuristicsAreAdmissibleAndConsistent) {
  const auto dist = allDistances(3, GoalKind::BlankFirst);
  const PdbSet pdbs = *loadOrBuildPdbs(3, 0, "4-4", "");
  for (bool reflect : {false, true}) {
    PdbHeuristic pdb(pdbs, reflect);
    Manhattan lc(3, true), md(3, false);
    int beatsManhattan = 0, i = 0;
    for (const auto& [k, d] : dist) {
      const State s = toState(unpack(k, 3), GoalKind::BlankFirst);
      const int h = pdb.reset(s), hl = lc.reset(s), hm = md.reset(s);
      ASSERT_LE(h, d);
      ASSERT_LE(hl, d);
      // The databases count every move of their tiles, so they dominate Manhattan.
      ASSERT_GE(h, hm);
      beatsManhattan += h > hm;
      // The incremental update equals a fresh computation. (Storing the minimum
      // over blank regions keeps h admissible but not always consistent: one
      // move may change it by more than one.)
      if (i++ % 7 != 0) continue;  // the update check on a seventh of the positions
      State t = s;
      for (Dir dir : kDirs) {
        const int to = Grid(3).nb(s.blank, dir);
        if (to < 0) continue;
        t = s;
        pdb.reset(t);
        lc.reset(t);
        const int from = t.blank;
        const int label = t.slide(to);
        const int h2 = pdb.moved(t, label, to, from);
        const int hl2 = lc.moved(t, label, to, from);
        ASSERT_EQ(h2, PdbHeuristic(pdbs, reflect).reset(t));
        ASSERT_EQ(hl2, Manhattan(3, true).reset(t));
      }
    }
    EXPECT_GT(beatsManhattan, 100000);
  }
}

TEST(SlideParity, SolvableExactlyWhenReachable) {
  for (GoalKind goal : {GoalKind::BlankFirst, GoalKind::BlankLast}) {
    const auto reach = allDistances(3, goal);
    Puzzle p = goalPuzzle(3, goal);
    std::sort(p.tiles.begin(), p.tiles.end());
    int solvable = 0;
    do {
      const bool s = isSolvable(p, goal);
      ASSERT_EQ(s, reach.count(pack(p)) == 1);
      solvable += s;
    } while (std::next_permutation(p.tiles.begin(), p.tiles.end()));
    EXPECT_EQ(solvable, 181440);
  }
}

TEST(SlideKorf, Instance1IsFiftySevenWithEachPatternDatabase) {
  auto f = loadPuzzles(kData + "korf100.txt");
  ASSERT_TRUE(f.ok());
  ASSERT_EQ(f->puzzles.size(), 100u);
  const Puzzle& p = f->puzzles.front();
  ASSERT_EQ(p.optimal, 57);
  SolveOptions o;
  o.goal = GoalKind::BlankFirst;
  o.heuristic = HeuristicKind::PatternDb;
  o.pdbs = &pdb555(o.goal);
  for (bool reflect : {true, false}) {
    o.reflect = reflect;
    EXPECT_EQ(solveLength(p, o), 57);
  }
  // The same puzzle turned by 180 degrees and renumbered is instance 1 for the
  // blank-last goal: it exercises the other set of databases.
  Puzzle q = p;
  for (int c = 0; c < 16; ++c) q.tiles[c] = p.tiles[15 - c] == 0 ? 0 : 16 - p.tiles[15 - c];
  o.goal = GoalKind::BlankLast;
  o.pdbs = &pdb555(o.goal);
  EXPECT_EQ(solveLength(q, o), 57);
}

TEST(SlideKorf, Instance1IsFiftySevenWithLinearConflict) {
  const Puzzle p = loadPuzzles(kData + "korf100.txt")->puzzles.front();
  SolveOptions o;
  o.goal = GoalKind::BlankFirst;
  o.heuristic = HeuristicKind::LinearConflict;
  EXPECT_EQ(solveLength(p, o), 57);
}

TEST(SlideKorf, Instance1IsFiftySevenWithManhattan) {
  const Puzzle p = loadPuzzles(kData + "korf100.txt")->puzzles.front();
  SolveOptions o;
  o.goal = GoalKind::BlankFirst;
  o.heuristic = HeuristicKind::Manhattan;
  EXPECT_EQ(solveLength(p, o), 57);
}

TEST(SlidePdb, CacheRoundTripAndChecksum) {
  const auto dir = std::filesystem::temp_directory_path() / "pegsat_slide_pdb_test";
  std::filesystem::remove_all(dir);
  PdbLoadReport built, loaded, repaired;
  auto a = loadOrBuildPdbs(3, 8, "4-4", dir.string(), &built);
  ASSERT_TRUE(a.ok());
  auto b = loadOrBuildPdbs(3, 8, "4-4", dir.string(), &loaded);
  ASSERT_TRUE(b.ok());
  ASSERT_EQ(loaded.entries.size(), 2u);
  EXPECT_FALSE(built.entries[0].loaded);
  EXPECT_TRUE(loaded.entries[0].loaded);
  EXPECT_EQ(a->dbs()[0].checksum(), b->dbs()[0].checksum());
  // Flip one entry byte: the checksum catches it and the database is rebuilt.
  const auto path = dir / ("slide-" + a->dbs()[0].spec().key() + ".pdb");
  {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(-5, std::ios::end);
    f.put('\x7f');
  }
  EXPECT_FALSE(PatternDb::load(path.string(), a->dbs()[0].spec()).ok());
  auto c = loadOrBuildPdbs(3, 8, "4-4", dir.string(), &repaired);
  ASSERT_TRUE(c.ok());
  EXPECT_FALSE(repaired.entries[0].loaded);
  EXPECT_FALSE(repaired.entries[0].warning.empty());
  EXPECT_TRUE(PatternDb::load(path.string(), a->dbs()[0].spec()).ok());
  std::filesystem::remove_all(dir);
}

// The fewest pattern moves from every placement, by the test's own search:
// Dijkstra with weights 0 and 1 over (tile cells, blank cell), where the blank
// swapping with a pattern tile costs 1 and with any other tile 0, then the
// least value over the blank's cells. It shares nothing with the database
// builder but the spec.
std::map<uint64_t, int> patternDistances(const PatternSpec& spec) {
  // A state packs the tile cells and then the blank cell, 5 bits each.
  const int n = spec.n, k = static_cast<int>(spec.labels.size());
  auto cellOf = [](uint64_t s, int i) { return static_cast<int>(s >> (5 * i) & 31); };
  uint64_t start = static_cast<uint64_t>(spec.blankLabel) << (5 * k);
  for (int i = 0; i < k; ++i) start |= static_cast<uint64_t>(spec.labels[i]) << (5 * i);
  std::unordered_map<uint64_t, int> dist{{start, 0}};
  std::deque<uint64_t> q{start};
  while (!q.empty()) {
    const uint64_t s = q.front();
    q.pop_front();
    const int d = dist[s];
    const int b = cellOf(s, k), r = b / n, c = b % n;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int m = 0; m < 4; ++m) {
      const int r2 = r + dr[m], c2 = c + dc[m];
      if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
      const int to = r2 * n + c2;
      uint64_t t = s & ~(uint64_t(31) << (5 * k));
      t |= static_cast<uint64_t>(to) << (5 * k);
      int cost = 0;
      for (int i = 0; i < k; ++i)
        if (cellOf(t, i) == to) {
          t = (t & ~(uint64_t(31) << (5 * i))) | static_cast<uint64_t>(b) << (5 * i);
          cost = 1;
        }
      auto it = dist.find(t);
      if (it != dist.end() && it->second <= d + cost) continue;
      dist[t] = d + cost;
      if (cost)
        q.push_back(t);
      else
        q.push_front(t);
    }
  }
  std::map<uint64_t, int> best;  // tile cells -> least distance over the blank's cells
  const uint64_t cellsMask = (uint64_t(1) << (5 * k)) - 1;
  for (const auto& [s, d] : dist) {
    auto [it, fresh] = best.emplace(s & cellsMask, d);
    if (!fresh) it->second = std::min(it->second, d);
  }
  return best;
}

TEST(SlidePdb, EveryEntryEqualsAnIndependentSearch) {
  // Small patterns on each board size and both blank corners, one tile alone
  // (an odd number of entries per subset), up to five tiles.
  const PatternSpec specs[] = {
      {3, 0, {1, 2, 3, 4}}, {3, 8, {0, 3, 6}},     {4, 0, {13, 14, 15}},    {4, 15, {0, 1, 4, 5}},
      {4, 0, {6}},          {5, 24, {12, 18, 23}}, {3, 0, {1, 2, 3, 4, 5}},
  };
  for (const PatternSpec& spec : specs) {
    auto db = PatternDb::build(spec);
    ASSERT_TRUE(db.ok()) << spec.key() << ": " << db.error().str();
    const auto want = patternDistances(spec);
    ASSERT_EQ(want.size(), db->size()) << spec.key();
    std::vector<bool> seen(db->size());
    for (const auto& [packed, d] : want) {
      std::vector<uint8_t> cells(spec.labels.size());
      for (size_t i = 0; i < spec.labels.size(); ++i) cells[i] = packed >> (5 * i) & 31;
      ASSERT_EQ(db->lookup(cells.data()), d) << spec.key();
      // The index is a perfect hash: every placement has its own slot.
      const uint64_t i = db->index(cells.data());
      ASSERT_LT(i, db->size());
      ASSERT_FALSE(seen[i]) << spec.key();
      seen[i] = true;
    }
  }
}

TEST(SlidePdb, BuildRefusesWhatWouldNotFitInMemory) {
  // 8 tiles on 25 cells: 43 billion placements.
  auto db = PatternDb::build({5, 0, {1, 2, 3, 4, 5, 6, 7, 8}});
  ASSERT_FALSE(db.ok());
  EXPECT_NE(db.error().message.find("MB"), std::string::npos) << db.error().message;
  PdbBuildOptions small;
  small.maxBytes = 1 << 20;
  EXPECT_FALSE(PatternDb::build({4, 0, {1, 4, 5, 8, 9, 12}}, {}, small).ok());
}

TEST(SlidePdb, OldCacheFormatIsRebuilt) {
  const auto dir = std::filesystem::temp_directory_path() / "pegsat_slide_pdb_v1";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const PatternSpec spec{3, 0, {1, 2, 3, 4}};
  // A version 1 header over the right key.
  std::ofstream(dir / ("slide-" + spec.key() + ".pdb"))
      << "pegsat-pdb 1 " << spec.key() << " 3024 00000000\n";
  auto loaded = PatternDb::load((dir / ("slide-" + spec.key() + ".pdb")).string(), spec);
  ASSERT_FALSE(loaded.ok());
  PdbLoadReport report;
  ASSERT_TRUE(loadOrBuildPdbs(3, 0, "4-4", dir.string(), &report).ok());
  EXPECT_FALSE(report.entries[0].loaded);
  EXPECT_NE(report.entries[0].warning.find("format"), std::string::npos)
      << report.entries[0].warning;
  std::filesystem::remove_all(dir);
}

TEST(SlideKorf, PatternDatabasesNeverExceedTheOptimalLengths) {
  // h at each of Korf's starts is at most the published optimum, for 5-5-5
  // with and without the reflection; the reflected sum is never smaller.
  auto f = loadPuzzles(kData + "korf100.txt");
  ASSERT_TRUE(f.ok());
  const PdbSet& pdbs = pdb555(GoalKind::BlankFirst);
  PdbHeuristic plain(pdbs, false), refl(pdbs, true);
  Manhattan md(4, false);
  int sum = 0;
  for (const Puzzle& p : f->puzzles) {
    const State s = toState(p, GoalKind::BlankFirst);
    const int h = plain.reset(s), hr = refl.reset(s);
    EXPECT_LE(hr, p.optimal) << "line " << p.line;
    EXPECT_GE(hr, h);
    EXPECT_GE(h, md.reset(s));
    EXPECT_EQ((p.optimal - h) % 2, 0) << "line " << p.line;  // h keeps the parity of Manhattan
    sum += hr;
  }
  EXPECT_GT(sum, 100 * 41);  // 5-5-5 with the reflection: about 41.6 on average
}

TEST(SlideKorf, LimitsStopTheSearchAsUnknown) {
  const Puzzle p = loadPuzzles(kData + "korf100.txt")->puzzles.front();
  SolveOptions o;
  o.goal = GoalKind::BlankFirst;
  o.limits.maxNodes = 1000;
  auto r = solvePuzzle(p, o);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->status, Outcome::Unknown);
  EXPECT_LE(r->nodes, 1004u);
  o.limits.maxNodes = 0;
  o.limits.maxSeconds = 0.01;
  o.heuristic = HeuristicKind::Manhattan;  // minutes without the limit
  r = solvePuzzle(p, o);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->status, Outcome::Unknown);
}

// The 7-8 databases take about a minute of CPU and 680 MB to build; set
// PEGSAT_PDB_DIR to a cache directory to build them once.
const PdbSet& pdb78() {
  const char* dir = std::getenv("PEGSAT_PDB_DIR");
  static const PdbSet set = *loadOrBuildPdbs(4, 0, "7-8", dir ? dir : "");
  return set;
}

TEST(SlideKorf, SevenEightDatabases) {
  auto f = loadPuzzles(kData + "korf100.txt");
  ASSERT_TRUE(f.ok());
  const PdbSet& pdbs = pdb78();
  PdbHeuristic plain(pdbs, false), refl(pdbs, true);
  int sum = 0, reflSum = 0;
  for (const Puzzle& p : f->puzzles) {
    const State s = toState(p, GoalKind::BlankFirst);
    const int h = plain.reset(s), hr = refl.reset(s);
    ASSERT_LE(hr, p.optimal) << "line " << p.line;
    sum += h;
    reflSum += hr;
  }
  // Felner, Korf & Hanan (2004) report 44.75 and 45.63 on average for their
  // 7-8 split; this one (tiles 1-7 and 8-15) gives 44.79 and 45.59.
  EXPECT_EQ(sum, 4479);
  EXPECT_EQ(reflSum, 4559);
  // The first ten instances solved optimally.
  SolveOptions o;
  o.goal = GoalKind::BlankFirst;
  o.heuristic = HeuristicKind::PatternDb;
  o.pdbs = &pdbs;
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(solveLength(f->puzzles[i], o), f->puzzles[i].optimal) << "instance " << i + 1;
}

TEST(SlideKorf24, SixSixSixSixDatabases) {
  // Korf & Felner's (2002) 50 instances of the 24-puzzle: h at each start is at
  // most the published optimum and of its parity; instance 40 (82 moves, the
  // one found in 43 million nodes, about ten seconds) is solved optimally.
  // Building the four databases takes about 30 s and 256 MB (PEGSAT_PDB_DIR
  // caches them).
  auto f = loadPuzzles(kData + "korf24.txt");
  ASSERT_TRUE(f.ok());
  ASSERT_EQ(f->puzzles.size(), 50u);
  const char* dir = std::getenv("PEGSAT_PDB_DIR");
  auto pdbs = loadOrBuildPdbs(5, 0, "6-6-6-6", dir ? dir : "");
  ASSERT_TRUE(pdbs.ok()) << pdbs.error().str();
  PdbHeuristic refl(*pdbs, true);
  int sum = 0;
  for (const Puzzle& p : f->puzzles) {
    const int h = refl.reset(toState(p, GoalKind::BlankFirst));
    EXPECT_LE(h, p.optimal) << "line " << p.line;
    EXPECT_EQ((p.optimal - h) % 2, 0) << "line " << p.line;
    sum += h;
  }
  EXPECT_EQ(sum, 4065);  // 81.3 on average
  SolveOptions o;
  o.goal = GoalKind::BlankFirst;
  o.heuristic = HeuristicKind::PatternDb;
  o.pdbs = &*pdbs;
  EXPECT_EQ(solveLength(f->puzzles[39], o), 82);
}

TEST(SlidePdb, UnknownPartitionIsAnError) {
  EXPECT_FALSE(namedPartition("7-8", 3, 0).ok());
  EXPECT_FALSE(namedPartition("5-5-5", 4, 5).ok());
  EXPECT_TRUE(namedPartition("7-8", 4, 15).ok());
}

TEST(SlideSat, AgreesWithIdaOnRandom8Puzzles) {
  std::mt19937 rng(20040101);
  int longest = 0;
  for (int trial = 0; trial < 8; ++trial) {
    Puzzle p = goalPuzzle(3, GoalKind::BlankLast);
    const int walk = 10 + trial * 4;
    // A walk of legal moves that never undoes the move before.
    Dir prev = Dir::Up;
    for (int i = 0; i < walk;) {
      const Dir d = kDirs[rng() % 4];
      if ((i > 0 && d == opposite(prev)) || !p.move(d)) continue;
      prev = d;
      ++i;
    }
    SolveOptions o;
    o.goal = GoalKind::BlankLast;
    const int ida = solveLength(p, o);
    o.algorithm = Algorithm::Sat;
    EXPECT_EQ(solveLength(p, o), ida) << "trial " << trial;
    longest = std::max(longest, ida);
  }
  EXPECT_GE(longest, 16);  // the walks do not all fold back onto the goal
}

TEST(SlideSat, EncodingIsUnsatisfiableBelowTheOptimum) {
  const Puzzle p = loadOne(kData + "princeton/puzzle28.txt");
  // A smaller puzzle: the first 10 moves of a solution from the 28-move one.
  SolveOptions o;
  o.goal = GoalKind::BlankLast;
  auto r = solvePuzzle(p, o);
  ASSERT_TRUE(r.ok());
  Puzzle q = goalPuzzle(3, GoalKind::BlankLast);
  for (int i = 0; i < 6; ++i) q.move(opposite(r->moves[r->moves.size() - 1 - i]));
  const int opt = solveLength(q, o);
  ASSERT_EQ(opt, 6);
  const SlideCnf cnf(q, GoalKind::BlankLast, opt - 2);
  const std::string text = cnf.dimacs();
  EXPECT_NE(text.find(fmt::format("p cnf {} {}\n", cnf.vars(), cnf.clauses().size())),
            std::string::npos);
  auto sat = satSolve(q, GoalKind::BlankLast, opt - 2);
  EXPECT_EQ(sat.status, Outcome::Unknown);  // no model for T < optimum
}

TEST(SlideVerify, AcceptsAndRejects) {
  const Puzzle p = loadOne(kData + "princeton/puzzle4x4-80.txt");
  // An 80-move solution found by pegsat slide solve with 6-6-3 databases;
  // replaying it needs no search.
  const std::string moves =
      "DDDRURUULLDDRRULLDDRULDRRRUUULLDDRDRUULULLDDRRRULLDRRUULLDLDRDRRUULLDDLUUURDDDRR";
  auto ok = parseSlideSolution(moves + "\n", "sol");
  ASSERT_TRUE(ok.ok());
  auto r = verifySlide(p, GoalKind::BlankLast, *ok);
  EXPECT_TRUE(r.ok) << r.reason;
  EXPECT_EQ(r.moves, 80);

  // Off the board at move 1 (the blank starts top-left).
  std::string upFirst = moves;
  upFirst[0] = 'U';
  auto bad = parseSlideSolution(upFirst, "sol");
  r = verifySlide(p, GoalKind::BlankLast, *bad);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.step, 1);
  // Not reaching the goal.
  r = verifySlide(p, GoalKind::BlankLast, *parseSlideSolution(moves.substr(2), "sol"));
  EXPECT_FALSE(r.ok);
  // A wrong stated count and a board that does not follow.
  const Puzzle q = loadOne(kData + "princeton/puzzle3x3-31.txt");
  std::string boards = "Minimum number of moves = 2\n\n";
  Puzzle b = q;
  boards += princetonBoard(b);
  b.move(Dir::Up);
  boards += princetonBoard(b);
  auto twoBoards = parseSlideSolution(boards, "sol");
  ASSERT_TRUE(twoBoards.ok());
  r = verifySlide(q, GoalKind::BlankLast, *twoBoards);
  EXPECT_FALSE(r.ok);
  b.move(Dir::Left);
  b.move(Dir::Up);  // two slides apart from the previous board
  auto skip = parseSlideSolution(boards + princetonBoard(b), "sol");
  r = verifySlide(q, GoalKind::BlankLast, *skip);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.step, 2);
  // "No solution possible" is right only for an unsolvable puzzle.
  auto none = parseSlideSolution("No solution possible\n", "sol");
  EXPECT_FALSE(verifySlide(q, GoalKind::BlankLast, *none).ok);
  EXPECT_TRUE(
      verifySlide(loadOne(kData + "princeton/puzzle3x3-unsolvable.txt"), GoalKind::BlankLast, *none)
          .ok);
}

TEST(SlideInput, BadInputNamesTheLine) {
  struct Case {
    const char* text;
    int line;
    const char* words;
  };
  const Case cases[] = {
      {"3\n1 2 3\n4 5 6\n7 8\n", 4, "expected 9 tiles"},
      {"3\n1 2 3\n4 5 6\n7 8 0 4\n", 4, "extra number"},
      {"3\n1 2 3\n4 5 5\n7 8 0\n", 3, "appears twice"},
      {"3\n1 2 3\n4 5 9\n7 8 0\n", 3, "out of range"},
      {"1\n0\n", 1, "between 2 and"},
      {"17\n", 1, "between 2 and"},
      {"# c\n3\n1 2 x\n", 3, "found 'x'"},
      {"3\n1 2 3\n4 -5 6\n7 8 0\n", 3, "found '-5'"},
      {"-1\n", 1, "expected a whole number, 0 or more, found '-1'"},
      {"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0\n", 1, "15 numbers"},
      {"0 1 2 3 4 5 6 7 8 4294967297\n", 1, "optimal length 4294967297 is out of range"},
      {"# korf\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15 "
       "9\n",
       3, "appears twice"},
      {"# nothing\n", 0, "no puzzle"},
  };
  for (const Case& c : cases) {
    auto r = parsePuzzles(c.text, "f.txt");
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.error().line, c.line) << c.text;
    EXPECT_NE(r.error().message.find(c.words), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().file, "f.txt");
  }
  int code = 0;
  const std::string path = test::tempFile("bad.txt", "3\n1 2 3\n4 5 5\n7 8 0\n");
  runCli("slide solve " + path, &code);
  EXPECT_EQ(code, 2);
  runCli("slide verify " + path + " " + path, &code);
  EXPECT_EQ(code, 2);
}
