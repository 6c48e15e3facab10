// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of exact solution counting: published figures, plain brute
// force on small boards, and the two methods held against each other.
#include "count/count.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <set>

#include "count/join_side.hpp"
#include "count/pagoda_filter.hpp"
#include "peg/pagoda.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using boost::multiprecision::cpp_int;
using test::board;
using test::runPegsat;
using test::runPegsatPeak;
using test::tempFile;

Cells single(const Board& b, const std::string& hole) { return bitAt<Cells>(*b.parseHole(hole)); }

// The positions one jump from `pegs`, found with the board's jump list one
// jump at a time (not the shift-based engine the counters use).
std::vector<Cells> children(const Board& b, Cells pegs) {
  std::vector<Cells> out;
  for (const Jump& j : b.jumps) {
    Cells from = bitAt<Cells>(j.from), over = bitAt<Cells>(j.over), to = bitAt<Cells>(j.to);
    if ((pegs & from) && (pegs & over) && !(pegs & to)) out.push_back(pegs ^ from ^ over ^ to);
  }
  return out;
}

// Every jump sequence from `pegs`, one by one: how many end on each position
// with `left` pegs, and (for left = 1) how many complete games end with k pegs.
struct Brute {
  std::map<Cells, uint64_t> ends;
  std::map<int, uint64_t> gamesByPegs;
};
void bruteForce(const Board& b, Cells pegs, int left, Brute& out) {
  auto next = children(b, pegs);
  if (popcount(pegs) == left) {
    ++out.ends[pegs];
    if (!next.empty()) return;  // games are counted only when left is 1
  }
  if (next.empty()) ++out.gamesByPegs[popcount(pegs)];
  for (Cells c : next) bruteForce(b, c, left, out);
}

CountOptions method(CountOptions::Method m) {
  CountOptions o;
  o.method = m;
  return o;
}

constexpr auto kLayers = CountOptions::Method::Layers;
constexpr auto kMemo = CountOptions::Method::Memo;

// A 3x3 board with diagonal jumps: small enough for brute force, and a board
// of the 8-direction kind.
std::string tinyBoardFile() {
  return tempFile("square8.txt", "name: square8\ndirections: 8\nooo\no.o\nooo\n");
}

TEST(Count, EnglishCentralGame) {
  // Seed 000 (and every published count since): 40,861,647,040,079,968.
  Board b = board("english");
  CountResult r = countSolutions(b, b.initial, b.initialVacancies());
  ASSERT_EQ(r.status, Stop::None);
  EXPECT_EQ(r.solutions, cpp_int("40861647040079968"));
  EXPECT_EQ(r.stats.symmetries, 8);
}

TEST(Count, EnglishLayerSizesUpToSymmetry) {
  // Finishing after 7 jumps on a position kept by all 8 symmetries (the 8
  // holes of c1's orbit empty) leaves all 8 in use: layers 0..7 are then the
  // positions reachable from the start up to symmetry.
  Board b = board("english");
  Cells ring = 0;
  for (const auto& perm : b.symmetries) ring |= bitAt<Cells>(perm[*b.parseHole("c1")]);
  ASSERT_EQ(popcount(ring), 8);
  LevelsResult r = countLevels(b, b.initial, b.holes & ~ring);
  ASSERT_EQ(r.status, Stop::None);
  ASSERT_EQ(r.stats.symmetries, 8);
  std::vector<uint64_t> sizes;
  for (const LevelInfo& l : r.levels) sizes.push_back(l.reachable);
  EXPECT_EQ(sizes, (std::vector<uint64_t>{1, 1, 2, 8, 39, 171, 719, 2757}));
  // Without symmetry: 4 first jumps, 12 positions after two (Beasley).
  EXPECT_EQ(r.levels[1].reachableAll, 4u);
  EXPECT_EQ(r.levels[2].reachableAll, 12u);
}

TEST(Count, TriangleMatchesBruteForceBothMethods) {
  Board b = board("triangle");
  for (std::string start : {"a1", "a2", "b3", "c5"}) {
    Cells pegs = b.holes & ~single(b, start);
    Brute brute;
    bruteForce(b, pegs, 1, brute);
    uint64_t nonzero = 0;
    forEachBit(b.holes, [&](int f) {
      Cells fin = bitAt<Cells>(f);
      uint64_t expect = brute.ends[fin];
      nonzero += expect != 0;
      for (auto m : {kLayers, kMemo}) {
        CountResult r = countSolutions(b, pegs, fin, method(m));
        ASSERT_EQ(r.status, Stop::None);
        EXPECT_EQ(r.solutions, cpp_int(expect)) << start << " -> " << b.holeName(f);
      }
    });
    EXPECT_GT(nonzero, 0u) << start;
  }
}

TEST(Count, TriangleTableMatchesBruteForce) {
  Board b = board("triangle");
  TableResult t = countTable(b);
  ASSERT_EQ(t.status, Stop::None);
  ASSERT_EQ(int(t.rows.size()), b.holeCount());
  for (const TableRow& row : t.rows) {
    // One start of each kind (corner, edge, interior) and a mirror image.
    const std::string name = b.holeName(row.start);
    if (name != "a1" && name != "a2" && name != "b3" && name != "c3" && name != "e5") continue;
    Brute brute;
    bruteForce(b, b.holes & ~bitAt<Cells>(row.start), 1, brute);
    cpp_int total = 0;
    forEachBit(b.holes, [&](int f) {
      EXPECT_EQ(row.counts[f], cpp_int(brute.ends[bitAt<Cells>(f)]))
          << b.holeName(row.start) << " -> " << b.holeName(f);
      total += brute.ends[bitAt<Cells>(f)];
    });
    EXPECT_EQ(row.total, total);
  }
}

TEST(Count, TriangleGamesAndLevelsMatchBruteForce) {
  Board b = board("triangle");
  Cells start = b.initial, finish = b.initialVacancies();
  Brute brute;
  bruteForce(b, start, 1, brute);
  GamesResult g = countGames(b, start);
  ASSERT_EQ(g.status, Stop::None);
  cpp_int games = 0;
  for (auto [pegs, n] : brute.gamesByPegs) {
    EXPECT_EQ(g.gamesByPegs[pegs], cpp_int(n)) << pegs << " pegs left";
    games += n;
  }
  EXPECT_EQ(g.games, games);

  // Levels: breadth-first sets without symmetry, and the positions from which
  // the finish is reachable found by a plain memoized search.
  std::map<Cells, bool> reaches;
  std::function<bool(Cells)> canFinish = [&](Cells p) {
    if (p == finish) return true;
    if (auto it = reaches.find(p); it != reaches.end()) return it->second;
    bool ok = false;
    for (Cells c : children(b, p)) ok = canFinish(c) || ok;
    return reaches[p] = ok;
  };
  LevelsResult l = countLevels(b, start, finish);
  ASSERT_EQ(l.status, Stop::None);
  std::set<Cells> layer = {start};
  for (const LevelInfo& li : l.levels) {
    uint64_t onPath = 0;
    for (Cells p : layer) onPath += canFinish(p);
    EXPECT_EQ(li.reachableAll, layer.size()) << li.jumps;
    EXPECT_EQ(li.onSolutionPathAll, onPath) << li.jumps;
    EXPECT_LE(li.reachable, li.reachableAll);
    std::set<Cells> next;
    for (Cells p : layer)
      for (Cells c : children(b, p)) next.insert(c);
    layer = std::move(next);
  }
}

TEST(Count, DiagonalBoardMatchesBruteForce) {
  // No fewer than three pegs can remain on it, so the finishes have three: every
  // three-peg position the brute force reaches, and one it may never reach.
  auto loaded = loadBoard(tinyBoardFile());
  ASSERT_TRUE(loaded.ok()) << loaded.error().str();
  const Board& b = *loaded;
  for (int s : {0, 1}) {
    Cells pegs = b.holes & ~bitAt<Cells>(s);
    Brute brute;
    bruteForce(b, pegs, 3, brute);
    if (s == 0) {
      EXPECT_FALSE(brute.ends.empty());
    }
    brute.ends[bitAt<Cells>(0) | bitAt<Cells>(2) | bitAt<Cells>(8)];  // three corners
    for (auto [fin, n] : brute.ends)
      for (auto m : {kLayers, kMemo})
        EXPECT_EQ(countSolutions(b, pegs, fin, method(m)).solutions, cpp_int(n))
            << b.holeName(s) << " -> " << b.holeNames(fin);
  }
}

TEST(Count, MethodsAgreeOnEnglishOpenings) {
  // Six-jump problems from the English start, counted by brute force too.
  Board b = board("english");
  Brute brute;
  bruteForce(b, b.initial, popcount(b.initial) - 6, brute);
  int checked = 0;
  for (auto [fin, n] : brute.ends) {
    if (++checked > 6) break;
    cpp_int layers = countSolutions(b, b.initial, fin, method(kLayers)).solutions;
    EXPECT_EQ(layers, cpp_int(n));
    EXPECT_EQ(countSolutions(b, b.initial, fin, method(kMemo)).solutions, layers);
  }
}

TEST(Count, PagodaPrunedLayersMatchBruteForceOnEnglishEndGames) {
  // Counts of 12 jumps or more on boards of over 20 holes prune their layers
  // with learned pagodas (src/count/layers.cpp). End games of the English
  // board, 13 jumps from one peg, take that path with both sides' pagodas
  // (the finish is not the start's complement); a memoized count over the
  // board's jump list checks them. Random play forward seldom leaves a
  // solvable end game, so each is played backward from a single peg (13 jumps
  // undone), which makes that finish reachable.
  Board b = board("english");
  std::vector<int> cells;
  forEachBit(b.holes, [&](int c) { cells.push_back(c); });
  std::mt19937 rng(7);
  for (int game = 0; game < 2; ++game) {
    Cells pegs = bitAt<Cells>(cells[rng() % cells.size()]);
    const Cells played = pegs;
    while (popcount(pegs) < 14) {
      std::vector<Cells> back;
      for (const Jump& j : b.jumps) {
        Cells from = bitAt<Cells>(j.from), over = bitAt<Cells>(j.over), to = bitAt<Cells>(j.to);
        if ((pegs & to) && !(pegs & from) && !(pegs & over))
          back.push_back(pegs ^ from ^ over ^ to);
      }
      ASSERT_FALSE(back.empty());
      pegs = back[rng() % back.size()];
    }
    // Paths from each position to each single peg, by cell.
    std::map<Cells, std::vector<uint64_t>> memo;
    std::function<const std::vector<uint64_t>&(Cells)> paths =
        [&](Cells p) -> const std::vector<uint64_t>& {
      if (auto it = memo.find(p); it != memo.end()) return it->second;
      std::vector<uint64_t> n(size_t(b.cells()), 0);
      if (popcount(p) == 1) n[size_t(lowestBit(p))] = 1;
      for (Cells c : children(b, p))
        for (size_t k = 0; const uint64_t x : paths(c)) n[k++] += x;
      return memo[p] = std::move(n);
    };
    const std::vector<uint64_t> expect = paths(pegs);
    int zeros = 0, others = 0;
    forEachBit(b.holes, [&](int f) {
      const Cells fin = bitAt<Cells>(f);
      if (fin == played) {
        EXPECT_GT(expect[size_t(f)], 0u);
      }
      // The played finish, and a few others (each count learns its pagodas).
      if (fin != played && (expect[size_t(f)] == 0 ? ++zeros > 1 : ++others > 3)) return;
      EXPECT_EQ(countSolutions(b, pegs, fin, method(kLayers)).solutions, cpp_int(expect[size_t(f)]))
          << "end game " << game << " -> " << b.holeName(f);
    });
  }
}

// The filter's byte lanes against the pagodas themselves: a child is kept
// exactly when every pagoda leaves it at or above its threshold. The learned
// pagodas of the central game, and two whose slack passes the 127 a byte lane
// holds (weights of 10 and 60 on every hole), on positions of random play and
// on random sets of holes (whose slack is often negative).
TEST(Count, PagodaFilterKeepsWhatEveryPagodaKeeps) {
  const Board b = board("english");
  const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole("d4"));
  const Cells finish = bitAt<Cells>(*b.parseHole("d4"));
  PagodaOptions po;
  for (int s = 0; s < int(b.symmetries.size()); ++s) po.symmetries.push_back(s);  // all keep d4
  std::vector<Pagoda> pagodas = learnPagodas(b, start, finish, po);
  ASSERT_GE(pagodas.size(), 8u);
  pagodas.resize(std::min<size_t>(pagodas.size(), counting::PagodaFilter::kLanes - 2));
  for (int w : {10, 60}) {
    Pagoda flat{std::vector<int>(size_t(b.cells()), 0), 20 * w};
    forEachBit(b.holes, [&](int c) { flat.weight[size_t(c)] = w; });
    ASSERT_TRUE(isPagoda(b, flat.weight));
    pagodas.push_back(flat);
  }
  const counting::PagodaFilter filter(b, pagodas);
  ASSERT_EQ(filter.size(), int(pagodas.size()));
  std::mt19937_64 rng(5);
  int kept = 0, cut = 0;
  auto check = [&](Cells p) {
    counting::PagodaFilter::Slack slack;
    filter.slack(uint64_t(p), slack);
    for (int j = 0; j < int(b.jumps.size()); ++j) {
      const Jump& jump = b.jumps[size_t(j)];
      if (!(p >> jump.from & 1) || !(p >> jump.over & 1) || (p >> jump.to & 1)) continue;
      const Cells child =
          p ^ bitAt<Cells>(jump.from) ^ bitAt<Cells>(jump.over) ^ bitAt<Cells>(jump.to);
      bool expect = true;
      for (const Pagoda& g : pagodas) expect = expect && g.value(child) >= g.threshold;
      ASSERT_EQ(filter.keeps(slack, j), expect) << "jump " << j << " of " << uint64_t(p);
      ++(expect ? kept : cut);
    }
  };
  for (int game = 0; game < 300; ++game) {
    Cells p = start;
    for (std::vector<Cells> next = children(b, p); !next.empty(); next = children(b, p)) {
      check(p);
      p = next[rng() % next.size()];
    }
  }
  for (int i = 0; i < 3000; ++i) check(Cells(rng()) & b.holes);
  EXPECT_GT(kept, 1000);
  EXPECT_GT(cut, 1000);
}

// SymmetryImages against the board's own maps: every image of random
// positions, under the whole group and under subgroups, with the group's size
// known at run time and at compile time; and the canonical forms of four
// children at once against their images' least.
TEST(Count, SymmetryImagesAreTheBoardsMaps) {
  std::mt19937_64 rng(3);
  auto check = [&]<class B>(const Board& b, const std::string& label, B) {
    std::vector<std::vector<int>> groups(1);
    for (size_t s = 0; s < b.symmetries.size(); ++s) groups[0].push_back(int(s));
    if (groups[0].size() == 8) groups.push_back({0, 3, 4, 7}), groups.push_back({0, 5});
    for (const std::vector<int>& syms : groups) {
      const counting::SymmetryImages<B> group(b, syms);
      ASSERT_EQ(group.size(), int(syms.size())) << label;
      for (int i = 0; i < 200; ++i) {
        const B p = B((Cells(rng()) << 64 | rng()) & b.holes);
        B img[kMaxSymmetries], fixed[kMaxSymmetries];
        group.images(p, img);
        counting::withGroupSize(group.size(), [&](auto n) { group.images(p, fixed, n); });
        for (int g = 0; g < group.size(); ++g) {
          ASSERT_EQ(Cells(img[g]), b.apply(syms[size_t(g)], Cells(p))) << label;
          ASSERT_EQ(fixed[g], img[g]) << label;
        }
      }
    }
  };
  check(*parseBoard("ooooo\nooooo\nooooo\nooooo\nooooo\n", "5x5"), "5x5", uint64_t{});
  check(*parseBoard("o.o\nooo\no.o\n", "plus"), "plus", uint64_t{});
  check(*parseBoard("ooo\nooo\n", "3x2"), "3x2", uint64_t{});
  check(board("english"), "english", uint64_t{});
  check(board("french"), "french", uint64_t{});
  check(board("triangle"), "triangle", uint64_t{});
  check(board("wiegleb"), "wiegleb", u128{});

  // Four children of random English positions at a time, the last group of
  // a position short, as LayerSearch makes them; the top bit set in some
  // images too, which AVX2's signed compares must not misorder.
  for (const uint64_t top : {uint64_t(0), uint64_t(1) << 63}) {
    for (int i = 0; i < 2000; ++i) {
      uint64_t img[8], mask[4][8], want[4];
      const uint64_t* rows[4];
      for (int g = 0; g < 8; ++g)
        img[g] = (rng() & uint64_t(board("english").holes)) | (g % 3 ? top : 0);
      for (int c = 0; c < 4; ++c) {
        for (int g = 0; g < 8; ++g) mask[c][g] = rng() & 0xFFFFFFFFFFFFull;
        rows[c] = mask[c];
        want[c] = img[0] ^ mask[c][0];
        for (int g = 1; g < 8; ++g) want[c] = std::min(want[c], img[g] ^ mask[c][g]);
      }
      const counting::U64x4 got8 = counting::smallestOfFour<8>(img, rows);
      for (int c = 0; c < 4; ++c) ASSERT_EQ(got8[c], want[c]) << "child " << c;
      const counting::U64x4 got4 = counting::smallestOfFour<4>(img, rows);
      for (int c = 0; c < 4; ++c) {
        uint64_t w = img[0] ^ mask[c][0];
        for (int g = 1; g < 4; ++g) w = std::min(w, img[g] ^ mask[c][g]);
        ASSERT_EQ(got4[c], w) << "child " << c;
      }
    }
  }
}

// The self-join decides which side looks a pair up from the parent and the
// jump alone: JoinSide::order must be f(s) - f(r) for s any image of the
// child's complement, here found with the board's own symmetry maps.
TEST(Count, JoinSideOrderIsTheWeightOfTheComplementsImages) {
  const Board b = board("english");
  Engine<uint64_t> e(b);
  const counting::SymmetryImages<uint64_t> group(
      b, b.symmetriesKeeping({b.initial, b.initialVacancies()}));
  ASSERT_EQ(group.size(), 8);
  std::mt19937 rng(7);
  std::vector<uint64_t> positions;  // after 15 jumps of random games
  for (int game = 0; game < 200; ++game) {
    Cells p = b.initial;
    for (int k = 0; k < 15; ++k) {
      auto next = children(b, p);
      if (next.empty()) break;
      p = next[rng() % next.size()];
    }
    positions.push_back(p);
  }
  const counting::JoinSide<uint64_t> side(e, group, positions);
  int terms = 0, mine = 0;
  for (Cells r : positions)
    for (int j = 0; j < int(b.jumps.size()); ++j) {
      const Jump& jp = b.jumps[j];
      if (!(r >> jp.from & 1) || !(r >> jp.over & 1) || (r >> jp.to & 1)) continue;
      const Cells comp =
          b.holes ^ r ^ bitAt<Cells>(jp.from) ^ bitAt<Cells>(jp.over) ^ bitAt<Cells>(jp.to);
      const int order = side.order(side.value(r), j);
      for (int s = 0; s < int(b.symmetries.size()); ++s)
        ASSERT_EQ(order, side.value(b.apply(s, comp)) - side.value(r));
      ++terms;
      mine += order >= 0;
    }
  // The weights were chosen to leave few terms to look up.
  EXPECT_LT(mine * 2, terms);
}

// Where a symmetry swaps the start's vacancy and the finish's peg, the finish
// side's layers are the start side's seen through it (pagodas on: 21 holes,
// 19 jumps). The memoized search counts these problems its own way.
// The pairs (s, f) of single holes that some symmetry swaps, each counted by
// layers and by the memoized search, up to `most` of them; returns how many
// were counted and how many of those have solutions.
std::pair<int, int> countSwappedPairs(const Board& b, int most) {
  int pairs = 0, solvable = 0;
  forEachBit(b.holes, [&](int s) {
    forEachBit(b.holes, [&](int f) {
      const Cells start = b.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
      bool swapped = false;
      for (int g = 0; g < int(b.symmetries.size()); ++g)
        swapped |= s != f && b.apply(g, bitAt<Cells>(s)) == finish &&
                   b.apply(g, finish) == bitAt<Cells>(s);
      if (!swapped || pairs == most) return;
      ++pairs;
      const CountResult layers = countSolutions(b, start, finish, method(kLayers));
      ASSERT_EQ(layers.status, Stop::None);
      EXPECT_EQ(layers.solutions, countSolutions(b, start, finish, method(kMemo)).solutions)
          << b.holeName(s) << " -> " << b.holeName(f);
      solvable += layers.solutions > 0;
    });
  });
  return {pairs, solvable};
}

TEST(Count, LayersOfAProblemThatASymmetryMapsOntoItsDual) {
  // 21 holes, 19 jumps: the middle layer is mapped, with pagodas on (16 of
  // the 54 pairs keep the test short).
  auto [pairs, solvable] = countSwappedPairs(board("triangle21"), 16);
  EXPECT_EQ(pairs, 16);
  EXPECT_GT(solvable, 0);
  // 16 holes, 14 jumps: an even number, so the layer before the middle is.
  Board square =
      board(tempFile("square16.txt", "name: square16\ndirections: 4\noooo\no.oo\noooo\noooo\n"));
  std::tie(pairs, solvable) = countSwappedPairs(square, 1000);
  EXPECT_GT(pairs, 0);
  EXPECT_GT(solvable, 0);
}

TEST(Count, MemoryLimitStopsCleanly) {
  Board b = board("english");
  CountOptions o;
  o.budget = Budget().withBytes(1 << 20);
  EXPECT_EQ(countSolutions(b, b.initial, b.initialVacancies(), o).status, Stop::MemoryLimit);
  o.method = kMemo;
  EXPECT_EQ(countSolutions(b, b.initial, b.initialVacancies(), o).status, Stop::MemoryLimit);
  EXPECT_EQ(countGames(b, b.initial, o).status, Stop::MemoryLimit);
}

// The limit holds for the whole process, not only for what the count thinks
// its tables hold: a check between chunks of children once let the Wiegleb
// board's tables, which double together, reach 1.32 GB under a 0.5 GiB limit.
TEST(Count, MemoryLimitBoundsPeakMemory) {
  if (test::kAddressSanitizer) GTEST_SKIP() << "AddressSanitizer's memory counts as resident";
  for (const char* args :
       {"--board wiegleb --max-memory 0.5", "--max-memory 0.09", "--levels --max-memory 0.1",
        "--games --max-memory 0.1", "--method memo --max-memory 0.05"}) {
    const double gib = std::stod(std::string(args).substr(std::string(args).rfind(' ') + 1));
    const test::Peak p = runPegsatPeak(std::string("count ") + args);
    EXPECT_EQ(p.exitCode, 0) << args;
    EXPECT_LE(double(p.kib) * 1024, gib * double(1ull << 30)) << args;
    // Tables grow by doubling, so a count may stop at a third of the limit.
    EXPECT_GT(double(p.kib) * 1024, gib * double(1ull << 30) / 4) << args << ": stopped too early";
  }
}

TEST(Count, Cli) {
  const std::string badBoard = tempFile("bad.txt", "name: bad\ndirections: 5\nooo\n");
  struct Case {
    std::string args;
    int exit;
    std::string words;
  } cases[] = {
      {"count --board triangle --start a1 --finish a1 -q", 0, "6816"},
      {"count --board triangle --start a1 --finish a1 --method memo -q", 0, "6816"},
      {"count --board triangle --json", 0, "\"solutions\": \"6816\""},
      {"count --board triangle --games -q", 0, "568630"},
      {"count --board triangle --table -q", 0, "a1=6816"},
      {"count --board triangle --levels --json", 0, "\"on_solution_path\""},
      {"count --max-memory 0.001", 0, "memory limit"},
      {"count --board nosuchboard", 2, "unknown board 'nosuchboard'"},
      {"count --board " + badBoard, 2, "bad.txt:2:"},
      {"count --start z9", 2, "'z9' is not a hole"},
      {"count --method fast", 2, ""},
      {"count --games --table", 2, ""},
      {"count --method memo --games", 2, "--method memo"},
      {"count --threads abc", 2, "--threads: expects a whole number from 0 to 1024, not 'abc'"},
      {"count --max-memory -1", 2, "--max-memory"},
  };
  for (const Case& c : cases) {
    auto r = runPegsat(c.args);
    EXPECT_EQ(r.exitCode, c.exit) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.words), std::string::npos) << c.args << "\n" << r.out;
    // Errors are one short line (CLI11's own range checks printed the largest double).
    if (c.exit == 2) {
      EXPECT_LT(r.out.size(), 200u) << c.args << "\n" << r.out;
    }
  }
}

}  // namespace
}  // namespace pegsat
