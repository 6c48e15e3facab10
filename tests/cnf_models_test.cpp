// SPDX-License-Identifier: GPL-3.0-or-later
// The CNF that `pegsat encode` writes by default keeps every solution: its
// models, enumerated by CryptoMiniSat with a blocking clause after each one
// (as a PySAT user's enum_models does), are the jump sequences that the
// native counter counts, one model each, so a model counter counts solutions
// and a clause a user adds removes only what it names.
#include <cryptominisat5/cryptominisat.h>
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

#include "count/count.hpp"
#include "encodings/dimacs.hpp"
#include "encodings/moves_encoding.hpp"
#include "job/encode.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::board;

CMSat::Lit cms(int lit) { return CMSat::Lit(uint32_t(std::abs(lit) - 1), lit < 0); }

struct Models {
  uint64_t count = 0;
  bool complete = false;
  std::vector<std::vector<int>> jumps;  // the true jump variables of each model
};

// The models of `cnf` plus `extra`, at most `limit`. Each is blocked on the
// jump variables (the "c p show" projection) or, with `whole`, on every
// variable: the same count only when nothing but the jumps can vary.
Models enumerate(const DimacsFile& cnf, bool whole, uint64_t limit,
                 const std::vector<Clause>& extra = {}) {
  CMSat::SATSolver s;
  s.new_vars(size_t(cnf.vars));
  std::vector<CMSat::Lit> c;
  auto add = [&](const Clause& clause) {
    c.clear();
    for (int l : clause) c.push_back(cms(l));
    s.add_clause(c);
  };
  for (const Clause& clause : cnf.clauses) add(clause);
  for (const Clause& clause : extra) add(clause);
  Models m;
  while (m.count < limit) {
    if (s.solve() != CMSat::l_True) {
      m.complete = true;
      break;
    }
    ++m.count;
    const auto& model = s.get_model();
    auto isTrue = [&](int v) { return model[size_t(v) - 1] == CMSat::l_True; };
    std::vector<int> jumps;
    for (int v : cnf.show)
      if (isTrue(v)) jumps.push_back(v);
    m.jumps.push_back(jumps);
    c.clear();
    if (whole) {
      for (int v = 1; v <= cnf.vars; ++v) c.push_back(cms(isTrue(v) ? -v : v));
    } else {
      for (int v : jumps) c.push_back(cms(-v));
    }
    if (c.empty()) {  // no variable: the one empty model
      m.complete = true;
      break;
    }
    s.add_clause(c);
  }
  return m;
}

DimacsFile encoded(const Problem& p, const EncodeJob& job = {}) {
  auto e = runEncode(p, job);
  EXPECT_TRUE(e.ok()) << (e ? "" : e.error().str());
  auto d = parseDimacs(e ? e->dimacs : "", "encoded.cnf");
  EXPECT_TRUE(d.ok()) << (d ? "" : d.error().str());
  return d ? *d : DimacsFile{};
}

EncodeJob withEncoding(const std::string& settings) {
  EncodeJob job;
  job.encoding = settings;
  return job;
}

uint64_t nativeCount(const Problem& p) {
  CountResult r = countSolutions(p.board, p.start, p.finish);
  EXPECT_EQ(r.status, Stop::None);
  return uint64_t(r.solutions);
}

Cells single(const Board& b, const std::string& hole) { return bitAt<Cells>(*b.parseHole(hole)); }

// The triangle's single-vacancy pairs with a solution: 54 of them, 438,984
// solutions in all, too many to enumerate at a few thousand models a second;
// those of at most 1,550 solutions (12 pairs, 13,620 models) here, a1 -> a1
// below.
TEST(CnfModels, SmallTrianglePairsHaveOneModelPerSolution) {
  const Board b = board("triangle");
  int solvable = 0;
  uint64_t total = 0;
  forEachBit(b.holes, [&](int empty) {
    forEachBit(b.holes, [&](int last) {
      const Problem p{b, b.holes & ~bitAt<Cells>(empty), bitAt<Cells>(last)};
      const uint64_t want = nativeCount(p);
      if (want == 0 || want > 1550) return;
      ++solvable;
      total += want;
      const Models m = enumerate(encoded(p), false, want + 1);
      EXPECT_TRUE(m.complete && m.count == want)
          << b.holeName(empty) << " -> " << b.holeName(last) << ": " << m.count
          << " models, count says " << want;
    });
  });
  EXPECT_EQ(solvable, 12);
  EXPECT_EQ(total, uint64_t(13620));
}

TEST(CnfModels, TriangleCentralGameHas6816ModelsAndNoAuxiliaryVaries) {
  const Board b = board("triangle");
  const Problem p{b, b.holes & ~single(b, "a1"), single(b, "a1")};
  ASSERT_EQ(nativeCount(p), uint64_t(6816));
  const DimacsFile d = encoded(p);
  EXPECT_NE(d.producer.find("pegsat"), std::string::npos);
  // Every variable blocked: as many models as jump sequences.
  const Models whole = enumerate(d, true, 7000);
  EXPECT_TRUE(whole.complete);
  EXPECT_EQ(whole.count, uint64_t(6816));
  // And they are 6,816 different jump sequences, not one sequence many times.
  std::set<std::vector<int>> distinct(whole.jumps.begin(), whole.jumps.end());
  EXPECT_EQ(distinct.size(), size_t(6816));
}

TEST(CnfModels, EveryAtMostOneKeepsOneModelPerSolution) {
  const Board b = board("triangle");
  // The single-vacancy pair with the fewest solutions, so that every model
  // can be blocked whole.
  Problem p;
  uint64_t want = 0;
  forEachBit(b.holes, [&](int empty) {
    forEachBit(b.holes, [&](int last) {
      const Problem q{b, b.holes & ~bitAt<Cells>(empty), bitAt<Cells>(last)};
      const uint64_t n = nativeCount(q);
      if (n > 0 && (want == 0 || n < want)) want = n, p = q;
    });
  });
  ASSERT_GT(want, 0u);
  for (const char* amo : {"amo=pairwise", "amo=sequential", "amo=commander"}) {
    const Models m = enumerate(encoded(p, withEncoding(amo)), true, want + 1);
    EXPECT_TRUE(m.complete && m.count == want) << amo << ": " << m.count << " models of " << want;
  }
}

// The jump sequences from `pegs` to `finish`, by their moves, one by one.
void movesOfSolutions(const Board& b, Cells pegs, Cells finish, std::vector<Jump>& path,
                      std::map<int, uint64_t>& byMoves) {
  if (pegs == finish) ++byMoves[movesOfJumps(path)];
  if (popcount(pegs) <= popcount(finish)) return;
  for (const Jump& j : b.jumps)
    if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1)) {
      path.push_back(j);
      movesOfSolutions(b, pegs ^ j.mask(), finish, path, byMoves);
      path.pop_back();
    }
}

TEST(CnfModels, BoundedMovesKeepOneModelPerShortSolution) {
  const Board b = board("triangle");
  const Problem p{b, b.holes & ~single(b, "a1"), single(b, "a1")};
  std::map<int, uint64_t> byMoves;
  std::vector<Jump> path;
  movesOfSolutions(b, p.start, p.finish, path, byMoves);
  uint64_t all = 0;
  for (const auto& [moves, n] : byMoves) all += n;
  ASSERT_EQ(all, uint64_t(6816));
  // The fewest moves, and one more, against whole-model enumeration.
  for (int k : {byMoves.begin()->first, byMoves.begin()->first + 1}) {
    uint64_t want = 0;
    for (const auto& [moves, n] : byMoves) want += moves <= k ? n : 0;
    EncodeJob job;
    job.maxMoves = k;
    const Models m = enumerate(encoded(p, job), true, want + 1);
    EXPECT_TRUE(m.complete && m.count == want) << k << " moves: " << m.count << " of " << want;
  }
}

TEST(CnfModels, FirstJumpUnitKeepsTriangleCentralGameSatisfiable) {
  const Board b = board("triangle");
  const Problem p{b, b.holes & ~single(b, "a1"), single(b, "a1")};
  const DimacsFile d = encoded(p);
  int first = 0;
  for (const auto& v : d.jumpVars)
    if (v.what == "c3-a1" && v.step == 1) first = v.var;
  ASSERT_GT(first, 0);
  const Models m = enumerate(d, false, 1, {{first}});
  EXPECT_EQ(m.count, 1u);
  // Its symmetric twin a3-a1 is the other half: 6,816 in all, split in two.
  const Models all = enumerate(d, false, 7000, {{first}});
  EXPECT_TRUE(all.complete);
  EXPECT_EQ(all.count * 2, uint64_t(6816));
}

TEST(CnfModels, FasterSettingsSayModelsAreNotSolutions) {
  const Board b = board("triangle");
  const Problem p{b, b.holes & ~single(b, "a1"), single(b, "a1")};
  auto plain = runEncode(p, {});
  ASSERT_TRUE(plain.ok());
  EXPECT_NE(plain->dimacs.find("c models: exactly the solutions"), std::string::npos);
  for (const char* setting : {"symmetry=on", "order=on", "parallel=on"}) {
    auto e = runEncode(p, withEncoding(setting));
    ASSERT_TRUE(e.ok()) << setting;
    EXPECT_NE(e->dimacs.find("c models \u2260 solutions: " + std::string(setting)),
              std::string::npos)
        << setting;
  }
  // And they do drop solutions: fewer models than 6,816.
  auto fast = parseDimacs(runEncode(p, withEncoding("symmetry=on,order=on"))->dimacs, "fast.cnf");
  ASSERT_TRUE(fast.ok());
  EXPECT_LT(enumerate(*fast, false, 7000).count, uint64_t(6816));
}

// English end games: random games from the central game's start, cut where
// ten pegs are left; the finish is where the same game has four, so that
// every problem is solvable, with few solutions.
TEST(CnfModels, EnglishEndGamesHaveOneModelPerSolution) {
  const Board b = board("english");
  std::mt19937_64 rng(53);
  auto play = [&](Cells pegs, int left) {
    while (popcount(pegs) > left) {
      std::vector<const Jump*> open;
      for (const Jump& j : b.jumps)
        if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1)) open.push_back(&j);
      if (open.empty()) break;
      pegs ^= open[rng() % open.size()]->mask();
    }
    return pegs;
  };
  int checked = 0;
  for (int game = 0; game < 200 && checked < 6; ++game) {
    const Cells start = play(b.holes & ~single(b, "d4"), 10);
    const Cells finish = play(start, 4);
    if (popcount(start) != 10 || popcount(finish) != 4) continue;
    const Problem p{b, start, finish};
    const uint64_t want = nativeCount(p);
    ASSERT_GT(want, 0u);
    ++checked;
    const Models m = enumerate(encoded(p), true, want + 1);
    EXPECT_TRUE(m.complete && m.count == want)
        << b.holeNames(start) << " -> " << b.holeNames(finish) << ": " << m.count
        << " models, count says " << want;
  }
  EXPECT_EQ(checked, 6);
}

}  // namespace
}  // namespace pegsat
