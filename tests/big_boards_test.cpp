// SPDX-License-Identifier: GPL-3.0-or-later
// The native solver on the big boards (French, diamond, Wiegleb) and the
// triangles of side 6 to 8: the new triangle board files against their
// geometry, landmark problems, and a sample of pairs on every board, each
// answer checked (solutions by the independent verifier, "no solution" on the
// 21-hole triangle by a plain reachability search, elsewhere by a parity or
// pagoda certificate where one exists, checked by the certificate checker).
#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <ctime>
#include <nlohmann/json.hpp>

#include "peg/position_class.hpp"
#include "peg/solution_file.hpp"
#include "search/solver.hpp"
#include "encodings/certificate_search.hpp"
#include "test_util.hpp"
#include "verifier/certificate_check.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

void expectVerifies(const Board& b, Cells start, Cells finish, const std::vector<Jump>& jumps) {
  std::string text = formatSolution(b, start, finish, jumps);
  auto st = parseSolutionText(text, "solver");
  ASSERT_TRUE(st.ok()) << text;
  auto sol = resolveSolution(*st, b);
  ASSERT_TRUE(sol.ok()) << text;
  VerifyReport r = verifySolution(b, *sol);
  EXPECT_TRUE(r.ok) << text << r.reason;
}

// A parity or pagoda certificate of "no solution", when one exists, passes the
// independent checker; true when there was one. (DRAT certificates are left
// out here: they take CaDiCaL seconds to minutes on these boards.)
bool certifiedImpossible(const Board& b, Cells start, Cells finish) {
  CertificateSearchOptions o;
  o.drat = false;
  auto found = findCertificate(b, start, finish, o);
  EXPECT_TRUE(found.ok());
  if (!found.ok() || found->status != Outcome::NoSolution) return false;
  auto report = checkCertificate(b, found->certificate, "");
  EXPECT_TRUE(report.ok());
  EXPECT_TRUE(report.ok() && report->ok) << b.name << ": " << (report.ok() ? report->reason : "");
  return true;
}

// Jumps of the triangle of side n counted from its geometry: in skew
// coordinates (row r, column c, 0 <= c <= r < n) the holes lie on lines along
// three directions, and a line of L holes has L - 2 jumps each way.
int triangleJumps(int n) {
  const int dirs[3][2] = {{0, 1}, {1, 0}, {1, 1}};
  int count = 0;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c <= r; ++c)
      for (const auto& d : dirs)
        for (int sign : {1, -1}) {
          const int r2 = r + 2 * sign * d[0], c2 = c + 2 * sign * d[1];
          count += r2 >= 0 && r2 < n && c2 >= 0 && c2 <= r2;
        }
  return count;
}

TEST(BigBoards, TriangleFilesMatchTheirGeometry) {
  for (int side : {5, 6, 7, 8}) {
    const int holes = side * (side + 1) / 2;
    Board b = test::board(side == 5 ? "triangle" : "triangle" + std::to_string(holes));
    EXPECT_EQ(b.holeCount(), holes) << side;
    EXPECT_EQ(int(b.jumps.size()), triangleJumps(side)) << side;
    // 3 (n - 1)(n - 2): 36 jumps on the 15-hole board, as every solver of the
    // puzzle counts them.
    EXPECT_EQ(int(b.jumps.size()), 3 * (side - 1) * (side - 2)) << side;
    EXPECT_EQ(b.symmetries.size(), 6u) << side;  // the dihedral group of the triangle
    EXPECT_EQ(b.initialVacancies(), bitAt<Cells>(0)) << side;  // the apex a1
  }
  // The side-8 triangle's grid is exactly 64 cells: still the 64-bit engine,
  // and its last cell, h8, a hole.
  Board t36 = test::board("triangle36");
  EXPECT_EQ(t36.cells(), 64);
  EXPECT_TRUE(t36.isHole(*t36.parseHole("h8")));
}

TEST(BigBoards, WieglebCentralGameIsSolved) {
  Board b = test::board("wiegleb");
  SolveResult r = solve(b, b.initial, b.initialVacancies());
  ASSERT_EQ(r.status, Outcome::Solved);
  EXPECT_EQ(r.jumps.size(), 43u);
  expectVerifies(b, b.initial, b.initialVacancies(), r.jumps);
}

TEST(BigBoards, FrenchCentreToCentreIsImpossible) {
  Board b = test::board("french");
  const Cells d4 = bitAt<Cells>(*b.parseHole("d4"));
  SolveResult r = solve(b, b.holes & ~d4, d4);
  EXPECT_EQ(r.status, Outcome::NoSolution);
  // And the classic French problem from c1 finishes at b4, e1 or e7 only.
  const Cells c1 = b.holes & ~bitAt<Cells>(*b.parseHole("c1"));
  for (const char* f : {"b4", "e1", "e7"}) {
    SolveResult s = solve(b, c1, bitAt<Cells>(*b.parseHole(f)));
    ASSERT_EQ(s.status, Outcome::Solved) << f;
    expectVerifies(b, c1, bitAt<Cells>(*b.parseHole(f)), s.jumps);
  }
}

// The single-vacancy problem `empty` -> `survivor` on a built-in board is
// solved in `jumps` jumps, and the independent verifier accepts the solution.
void expectPairSolved(const char* board, const char* empty, const char* survivor, size_t jumps) {
  Board b = test::board(board);
  const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole(empty));
  const Cells finish = bitAt<Cells>(*b.parseHole(survivor));
  SolveResult r = solve(b, start, finish);
  ASSERT_EQ(r.status, Outcome::Solved) << board << " " << empty << " -> " << survivor;
  EXPECT_EQ(r.jumps.size(), jumps);
  expectVerifies(b, start, finish, r.jumps);
}

// The diamond board has solvable single-vacancy problems (Durango Bill's
// 41-hole page starts one from d2, his hole 1), though none from the centre.
TEST(BigBoards, DiamondFromD2IsSolved) { expectPairSolved("diamond", "d2", "f2", 39); }

// The limit on the solving thread's CPU time (the one `bench --all-pairs`
// uses): a pair that needs many seconds of search comes back unknown, and only
// after the thread has used its 0.2 s, however loaded the machine.
TEST(BigBoards, CpuTimeLimitStopsAHardPairAfterItsCpuTime) {
  Board b = test::board("diamond");
  const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole("f2"));
  const Cells finish = bitAt<Cells>(*b.parseHole("d8"));
  SolveOptions opt;
  opt.cpuTime = std::chrono::milliseconds(200);
  auto cpu = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
  };
  const double c0 = cpu();
  SolveResult r = solve(b, start, finish, opt);
  EXPECT_EQ(r.status, Outcome::Unknown);
  EXPECT_GE(cpu() - c0, 0.2);
}

// A hard Wiegleb pair: the native search needs about 33 million positions
// (a few seconds of CPU), and the solution must pass the independent verifier.
// Its 43 jumps are fixed by the peg counts: 44 pegs at the start, one at the end.
TEST(BigBoards, WieglebE1ToE4IsSolved) { expectPairSolved("wiegleb", "e1", "e4", 43); }

// The pairs with the middle of an arm's end as start or finish: the
// depth-first runs left e1 -> e7 unknown after billions of positions; the beam
// search, tried once pagodas are learned, solves it and e3 -> e9 at once.
TEST(BigBoards, WieglebArmEndPairsAreSolvedByTheBeam) {
  Board b = test::board("wiegleb");
  for (auto [s, f] : {std::pair{"e1", "e7"}, {"e3", "e9"}}) {
    const Cells start = b.holes & ~bitAt<Cells>(*b.parseHole(s));
    const Cells finish = bitAt<Cells>(*b.parseHole(f));
    SolveResult r = solve(b, start, finish);
    ASSERT_EQ(r.status, Outcome::Solved) << s << " -> " << f;
    EXPECT_TRUE(r.stats.byBeam);
    expectVerifies(b, start, finish, r.jumps);
  }
}

// Which pagodas random play draws is a lottery: with one set of them the
// search left f7 -> f7 unknown after 70 million positions, with several sets
// (one seed each) it needs under 5 million. Held to 20 million here.
TEST(BigBoards, WieglebF7ToF7IsSolvedWithinTwentyMillionPositions) {
  Board b = test::board("wiegleb");
  const Cells f7 = bitAt<Cells>(*b.parseHole("f7"));
  SolveOptions opt;
  opt.maxNodes = 20'000'000;
  SolveResult r = solve(b, b.holes & ~f7, f7, opt);
  ASSERT_EQ(r.status, Outcome::Solved) << r.stats.nodes << " positions";
  expectVerifies(b, b.holes & ~f7, f7, r.jumps);
}

// Every position reachable from `start`, by plain search over the jump list.
absl::flat_hash_set<uint64_t> reachable(const Board& b, Cells start) {
  absl::flat_hash_set<uint64_t> seen{uint64_t(start)};
  std::vector<uint64_t> todo{uint64_t(start)};
  while (!todo.empty()) {
    uint64_t p = todo.back();
    todo.pop_back();
    for (const Jump& j : b.jumps)
      if ((p >> j.from & 1) && (p >> j.over & 1) && !(p >> j.to & 1)) {
        uint64_t q = p ^ (1ull << j.from | 1ull << j.over | 1ull << j.to);
        if (seen.insert(q).second) todo.push_back(q);
      }
  }
  return seen;
}

// On the 21-hole triangle every pair, against the reachability search.
TEST(BigBoards, EveryTriangle21PairAgreesWithReachability) {
  Board b = test::board("triangle21");
  forEachBit(b.holes, [&](int s) {
    const Cells start = b.holes & ~bitAt<Cells>(s);
    auto all = reachable(b, start);
    forEachBit(b.holes, [&](int f) {
      SolveResult r = solve(b, start, bitAt<Cells>(f));
      ASSERT_NE(r.status, Outcome::Unknown);
      EXPECT_EQ(r.status == Outcome::Solved, all.contains(uint64_t(1) << f))
          << b.holeName(s) << " -> " << b.holeName(f);
      if (r.status == Outcome::Solved) expectVerifies(b, start, bitAt<Cells>(f), r.jumps);
    });
  });
}

// A sample of the pairs that pass the class test on every built-in board: each
// solution verifies, and each "no solution" with a parity or pagoda
// certificate has it checked. One pair the class test rejects per board gets
// its parity certificate checked too. A budget of positions, not of seconds,
// keeps the test the same on a loaded machine; on the boards whose every pair
// the bench answers (docs/BIG-BOARDS.md) each sampled pair must be answered.
TEST(BigBoards, SampledPairsAreAnsweredAndChecked) {
  for (const char* name : {"english", "triangle", "triangle21", "french", "triangle28",
                           "triangle36", "diamond", "wiegleb"}) {
    const bool allAnswered = std::string(name) != "diamond" && std::string(name) != "wiegleb";
    SolveOptions opt;
    opt.maxNodes = 50'000'000;
    Board b = test::board(name);
    PositionClasses classes(b);
    int tried = 0, step = 0, rejected = 0;
    forEachBit(b.holes, [&](int s) {
      const Cells start = b.holes & ~bitAt<Cells>(s);
      forEachBit(b.holes, [&](int f) {
        const Cells finish = bitAt<Cells>(f);
        if (!classes.sameClass(start, finish)) {
          if (rejected++ == 0) {
            EXPECT_EQ(solve(b, start, finish).status, Outcome::NoSolution) << name;
            EXPECT_TRUE(certifiedImpossible(b, start, finish)) << name;
          }
          return;
        }
        if (step++ % 7 != 0 || tried == 6) return;
        ++tried;
        SolveResult r = solve(b, start, finish, opt);
        if (allAnswered) {
          EXPECT_NE(r.status, Outcome::Unknown)
              << name << " " << b.holeName(s) << " -> " << b.holeName(f);
        }
        if (r.status == Outcome::Solved) {
          expectVerifies(b, start, finish, r.jumps);
          // Soundness: no certificate can exist for a solvable problem.
          CertificateSearchOptions o;
          o.drat = false;
          auto found = findCertificate(b, start, finish, o);
          ASSERT_TRUE(found.ok());
          EXPECT_NE(found->status, Outcome::NoSolution) << name;
        }
        if (r.status == Outcome::NoSolution) certifiedImpossible(b, start, finish);
      });
    });
    EXPECT_EQ(tried, 6) << name;
    EXPECT_GT(rejected, 0) << name;
  }
}

// `bench --all-pairs` under a CPU limit too small for every English pair: the
// slowest pair is then an unknown one at the limit, and the slowest answered
// pair, reported beside it, must be an answered one no slower than it.
TEST(BigBoards, AllPairsBenchReportsTheSlowestAnsweredPair) {
  const test::Run r = test::runPegsat("bench --all-pairs --board english --pair-timeout 0.002 --json -q");
  ASSERT_EQ(r.exitCode, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_GT(j["unknown"].get<int>(), 0) << "the limit no longer leaves any pair unknown";
  EXPECT_EQ(j["slowest_status"], "unknown");
  const auto& a = j["slowest_answered"];
  ASSERT_TRUE(a.is_object()) << r.out;
  EXPECT_NE(a["status"], "unknown");
  EXPECT_LE(a["cpu_ms"].get<double>(), j["max_cpu_ms"].get<double>());
  const auto& unknown = j["unknown_pairs"];
  EXPECT_EQ(std::find(unknown.begin(), unknown.end(), a["problem"]), unknown.end());
  EXPECT_EQ(j["solved"].get<int>() + j["no_solution"].get<int>() + j["unknown"].get<int>(), 1089);
}

}  // namespace
}  // namespace pegsat
