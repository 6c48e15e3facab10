// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the SAT path: the encoder, CryptoMiniSat solving and counting,
// DIMACS round trips through the cadical and cryptominisat5 command-line
// solvers, and bad DIMACS and model files. Answers are checked against the
// independent verifier, the native solver and a brute-force counter written
// here, never against the encoder itself.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "encodings/dimacs.hpp"
#include "encodings/peg_encoding.hpp"
#include "encodings/sat_solve.hpp"
#include "peg/board_file.hpp"
#include "peg/position_class.hpp"
#include "peg/solution_file.hpp"
#include "search/solver.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

using test::board;
using test::runCommand;
using test::TempDir;

Cells hole(const Board& b, const std::string& name) { return bitAt<Cells>(*b.parseHole(name)); }

bool verifies(const Board& b, Cells start, Cells finish, const std::vector<Jump>& jumps) {
  auto st = parseSolutionText(formatSolution(b, start, finish, jumps), "(test)");
  if (!st) return false;
  auto sol = resolveSolution(*st, b);
  return sol && verifySolution(b, *sol).ok;
}

const std::string kPegsat = PEGSAT_BINARY;

// Correctness, not speed (speed is scripts/sat-bench.sh's job): the default
// parallel encoding of the central game under three shuffles (a few thousand
// conflicts each), linearized into 31 jumps and verified.
TEST(SatSolve, EnglishCentralGameParallelSolvesAndVerifies) {
  Board b = board("english");
  for (uint64_t shuffle : {1, 2, 3}) {
    SatOptions o;
    o.shuffleSeed = shuffle;
    o.solverSeed = uint32_t(shuffle);
    o.budget = Budget::fromLimits(600, nullptr, 0);
    auto r = solveBySat(b, b.initial, b.initialVacancies(), o);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r->status, Outcome::Solved) << shuffle;
    EXPECT_LT(r->stats.steps, 31) << "a parallel plan";
    EXPECT_EQ(r->jumps.size(), 31u);  // 32 pegs to 1
    EXPECT_TRUE(verifies(b, b.initial, b.initialVacancies(), r->jumps)) << shuffle;
  }
}

// A run stopped by its timeout still says what it was solving: the longest
// CNF it had begun, not zeros (the Wiegleb central game is far beyond 0.1 s).
TEST(SatSolve, UnknownDescribesTheLongestHorizonBegun) {
  Board b = board("wiegleb");
  SatOptions o;
  o.budget = Budget::fromLimits(0.1, nullptr, 0);
  o.threads = 1;
  auto r = solveBySat(b, b.initial, b.initialVacancies(), o);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->status, Outcome::Unknown);
  EXPECT_GT(r->stats.steps, 0);
  EXPECT_LE(r->stats.steps, 43);  // 43 jumps from 44 pegs to one, at least one a step
  EXPECT_GT(r->stats.vars, 0);
  EXPECT_GT(r->stats.clauses, 0u);
}

// Two workers race on two horizons; the answer must still verify.
TEST(SatSolve, TwoWorkersSolveAndVerify) {
  Board b = board("english");
  SatOptions o;
  o.threads = 2;
  o.shuffleSeed = 4;
  o.budget = Budget::fromLimits(600, nullptr, 0);
  auto r = solveBySat(b, b.initial, b.initialVacancies(), o);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->status, Outcome::Solved);
  EXPECT_TRUE(verifies(b, b.initial, b.initialVacancies(), r->jumps));
}

// A parallel horizon that is too short is unsatisfiable, which proves
// nothing about the problem: the answer is unknown, never "no solution".
TEST(SatSolve, TooShortParallelHorizonIsUnknown) {
  Board b = board("triangle");
  SatOptions o;
  o.encoding.steps = 2;
  auto r = solveBySat(b, b.initial, b.initialVacancies(), o);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->status, Outcome::Unknown);
}

// Zero jumps: the start is the finish, under either semantics.
TEST(SatSolve, ZeroJumpProblemSolves) {
  Board b = board("english");
  for (bool parallel : {true, false}) {
    SatOptions o;
    o.encoding.parallel = parallel;
    auto r = solveBySat(b, b.initial, b.initial, o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->status, Outcome::Solved) << parallel;
    EXPECT_TRUE(r->jumps.empty());
  }
}

// The one-jump-per-step encoding: one fixed CNF of the central game, the
// ladder encoding with symmetry breaking and ordering under shuffle and
// solver seed 2, which CryptoMiniSat solves in about a second (other seeds,
// or the bare encoding, can take minutes), decoded and verified.
TEST(SatSolve, EnglishCentralGameSolvesAndVerifies) {
  Board b = board("english");
  SatOptions o;
  o.encoding.parallel = false;
  o.encoding.atMostOne = AtMostOne::Sequential;
  o.shuffleSeed = 2;
  o.solverSeed = 2;
  o.threads = 1;
  o.budget = Budget::fromLimits(600, nullptr, 0);
  auto r = solveBySat(b, b.initial, b.initialVacancies(), o);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->status, Outcome::Solved);
  EXPECT_EQ(r->jumps.size(), 31u);  // 32 pegs to 1
  EXPECT_TRUE(verifies(b, b.initial, b.initialVacancies(), r->jumps));
}

// de Bruijn's classes: a finish in another position class than the start.
// The parity constraints make the solver refute it without a conflict.
TEST(SatSolve, ClassImpossiblePairsAreUnsatisfiable) {
  struct Case {
    const char *board, *start, *finish;
  };
  for (Case c :
       {Case{"english", "d4", "d3"}, Case{"english", "d4", "c1"}, Case{"english", "a3", "d4"},
        Case{"french", "d4", "d4"}, Case{"triangle", "a1", "b2"}}) {
    Board b = board(c.board);
    Cells start = b.holes & ~hole(b, c.start), finish = hole(b, c.finish);
    ASSERT_FALSE(PositionClasses(b).sameClass(start, finish))
        << c.board << " " << c.start << " " << c.finish;
    SatOptions o;
    o.budget = Budget::fromLimits(60, nullptr, 0);
    auto r = solveBySat(b, start, finish, o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->status, Outcome::NoSolution) << c.board << " " << c.start << " -> " << c.finish;
    EXPECT_EQ(r->stats.conflicts, 0u) << "decided by propagation alone";
  }
}

// Every single-vacancy, single-survivor problem of the 15-hole triangle (225
// SAT solves: labelled slow for the sanitizer run): SAT
// and the native solver must agree, and every SAT solution must verify. Half
// the pairs run with two workers, whose horizons and refutations interleave.
TEST(SatSolve, TrianglePairsAgreeWithNativeSolver) {
  Board b = board("triangle");
  int solvable = 0;
  forEachBit(b.holes, [&](int s) {
    forEachBit(b.holes, [&](int f) {
      Cells start = b.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
      SolveResult native = solve(b, start, finish);
      SatOptions o;
      o.budget = Budget::fromLimits(60, nullptr, 0);
      o.threads = 1 + unsigned((s + f) % 2);
      auto r = solveBySat(b, start, finish, o);
      ASSERT_TRUE(r.ok());
      const std::string pair = b.holeName(s) + " -> " + b.holeName(f);
      ASSERT_NE(r->status, Outcome::Unknown) << pair;
      EXPECT_EQ(r->status == Outcome::Solved, native.status == Outcome::Solved) << pair;
      if (r->status == Outcome::Solved) {
        ++solvable;
        EXPECT_TRUE(verifies(b, start, finish, r->jumps)) << pair;
      }
    });
  });
  EXPECT_GT(solvable, 0);
}

TEST(SatSolve, EveryEncodingOptionSolvesTheTriangle) {
  Board b = board("triangle");
  for (auto amo : {AtMostOne::Pairwise, AtMostOne::Sequential, AtMostOne::Commander})
    for (int bits = 0; bits < 32; ++bits) {
      SatOptions o;
      o.encoding.atMostOne = amo;
      o.encoding.parallel = bits & 16;
      o.encoding.classes = bits & 1;
      o.encoding.symmetry = bits & 2;
      o.encoding.order = bits & 4;
      o.encoding.reach = bits & 8 ? 20000 : 0;
      o.shuffleSeed = uint64_t(bits + 1);
      auto r = solveBySat(b, b.initial, b.initialVacancies(), o);
      ASSERT_TRUE(r.ok());
      ASSERT_EQ(r->status, Outcome::Solved) << describe(o.encoding);
      EXPECT_TRUE(verifies(b, b.initial, b.initialVacancies(), r->jumps)) << describe(o.encoding);
    }
}

// The classic invariants hold on the computed basis: every jump mask is
// orthogonal to every invariant, and there are 2^classBits classes.
TEST(SatEncoding, ClassInvariantsAreOrthogonalToEveryJump) {
  for (const char* name : {"english", "french", "triangle", "wiegleb", "diamond"}) {
    Board b = board(name);
    auto inv = classInvariants(b);
    EXPECT_EQ(int(inv.size()), PositionClasses(b).classBits()) << name;
    for (Cells c : inv)
      for (const Jump& j : b.jumps) {
        Cells m = bitAt<Cells>(j.from) | bitAt<Cells>(j.over) | bitAt<Cells>(j.to);
        EXPECT_EQ(popcount(c & m) % 2, 0) << name;
      }
  }
  EXPECT_EQ(classInvariants(board("english")).size(), 4u);  // de Bruijn: 16 classes
}

// A brute-force count of jump sequences, independent of the encoder.
uint64_t bruteCount(const Board& b, Cells pegs, Cells finish) {
  if (popcount(pegs) == popcount(finish)) return pegs == finish;
  uint64_t n = 0;
  for (const Jump& j : b.jumps)
    if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1))
      n += bruteCount(b, pegs ^ bitAt<Cells>(j.from) ^ bitAt<Cells>(j.over) ^ bitAt<Cells>(j.to),
                      finish);
  return n;
}

// Random positions a few jumps from the end of a random game, counted by SAT
// enumeration and by brute force.
TEST(SatCount, AgreesWithBruteForceOnRandomEndgames) {
  for (const char* name : {"english", "triangle"}) {
    Board b = board(name);
    std::mt19937 rng(12345);
    int checked = 0;
    for (int sample = 0; sample < 40 && checked < 6; ++sample) {
      // Play random jumps from the usual start, keep the position 7 jumps
      // before the game got stuck, and count paths to where it stopped.
      Cells pegs = b.initial;
      std::vector<Cells> trail{pegs};
      for (;;) {
        std::vector<Jump> legal;
        for (const Jump& j : b.jumps)
          if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1))
            legal.push_back(j);
        if (legal.empty()) break;
        const Jump& j = legal[rng() % legal.size()];
        pegs ^= bitAt<Cells>(j.from) | bitAt<Cells>(j.over) | bitAt<Cells>(j.to);
        trail.push_back(pegs);
      }
      if (trail.size() < 8) continue;
      Cells start = trail[trail.size() - 8];
      uint64_t expected = bruteCount(b, start, pegs);
      auto r = countBySat(b, start, pegs);
      ASSERT_TRUE(r.ok());
      EXPECT_TRUE(r->complete);
      EXPECT_EQ(r->solutions, expected)
          << name << " from " << b.holeNames(start) << " to " << b.holeNames(pegs);
      ++checked;
    }
    EXPECT_GE(checked, 3) << name;
  }
}

TEST(SatCount, RefusesEncodingsThatLoseSolutions) {
  Board b = board("triangle");
  SatCountOptions o;
  o.sat.encoding.order = true;
  EXPECT_FALSE(countBySat(b, b.initial, b.initialVacancies(), o).ok());
}

// pegsat's DIMACS through the Debian command-line solvers and back: the
// decoded solution must verify (exit 10), an impossible problem give 20.
TEST(SatCli, DimacsRoundTripThroughCadicalAndCryptominisat) {
  TempDir dir;
  struct Case {
    std::string encodeArgs;
    int solverCode, decodeCode;
  };
  // encode writes one jump a step by default. A parallel horizon shorter than
  // the jumps cannot prove "no solution": decode answers unknown (0) where one
  // jump a step answers 20.
  for (const Case& c :
       {Case{"--board triangle", 10, 10},
        Case{"--board triangle --encoding parallel=on --shuffle 5", 10, 10},
        Case{"--board triangle --encoding amo=commander --shuffle 2", 10, 10},
        Case{"--board english --start d4 --finish c1 --encoding parallel=on", 20, 0},
        Case{"--board english --start d4 --finish c1", 20, 20}}) {
    std::string cnf = dir.file("p.cnf");
    ASSERT_EQ(runCommand(kPegsat + " encode -q " + c.encodeArgs + " -o " + cnf).exitCode, 0)
        << c.encodeArgs;
    for (std::string solver : {"cadical -q", "cryptominisat5 --verb 0"}) {
      std::string model = dir.file("model.txt");
      test::Run s = runCommand(solver + " " + cnf + " > " + model);
      ASSERT_EQ(s.exitCode, c.solverCode) << solver << " " << c.encodeArgs << ": " << s.out;
      test::Run d =
          runCommand(kPegsat + " decode " + cnf + " " + model + " -o " + dir.file("sol.txt"));
      ASSERT_EQ(d.exitCode, c.decodeCode) << solver << " " << c.encodeArgs << ": " << d.out;
      if (c.decodeCode == 10) {
        test::Run v = runCommand(kPegsat + " verify " + dir.file("sol.txt"));
        EXPECT_EQ(v.exitCode, 0) << v.out;
      }
    }
  }
}

TEST(SatCli, CountMethodSatAgreesWithLayers) {
  // An English end game with 1,400 solutions (crosscheck seed 4's sample).
  Board b = board("english");
  auto pegs = parseHoleList(b, "e1 c2 a3 b3 e3 g3 c4 f4 g4 a5 c5 f5 g5 c6 d7");
  ASSERT_TRUE(pegs.ok());
  const std::string problem = " --board english --start '" + b.holeNames(b.holes & ~*pegs) +
                              "' --finish 'c2 e3 g3 a5 c5 e5 e7'";
  test::Run sat = runCommand(kPegsat + " count -q --method sat" + problem);
  test::Run layers = runCommand(kPegsat + " count -q --method layers" + problem);
  EXPECT_EQ(sat.exitCode, 0) << sat.out;
  EXPECT_EQ(layers.exitCode, 0) << layers.out;
  EXPECT_EQ(sat.out, layers.out);
  EXPECT_NE(sat.out, "0\n");
}

TEST(SatCli, SolveMethodSatExitCodes) {
  EXPECT_EQ(runCommand(kPegsat + " solve -q --method sat --board triangle").exitCode, 10);
  EXPECT_EQ(runCommand(kPegsat + " solve -q --method sat --board english --finish c1").exitCode,
            20);
  EXPECT_EQ(runCommand(kPegsat + " solve -q --method sat --encoding amo=sideways").exitCode, 2);
  // --solver adds to the default settings instead of replacing them.
  test::Run tuned =
      runCommand(kPegsat + " solve --method sat --board triangle --solver sls=0 --json");
  EXPECT_EQ(tuned.exitCode, 10);
  EXPECT_NE(tuned.out.find("\"solver\": \"polarity=stable,sls=0\""), std::string::npos)
      << tuned.out;
  EXPECT_EQ(runCommand(kPegsat + " solve -q --method sat --solver polarity=sideways").exitCode, 2);
}

TEST(SatCli, MiniSatResultFileDecodes) {
  TempDir dir;
  std::string cnf = dir.file("p.cnf");
  ASSERT_EQ(runCommand(kPegsat + " encode -q --board triangle -o " + cnf).exitCode, 0);
  test::Run s = runCommand("cadical -q " + cnf);
  ASSERT_EQ(s.exitCode, 10);
  // Rewrite the competition output as MiniSat writes its result file.
  std::string lits;
  std::istringstream in(s.out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("v ", 0) == 0) lits += line.substr(2) + " ";
  std::string model = dir.file("result.txt", "SAT\n" + lits + "\n");
  EXPECT_EQ(runCommand(kPegsat + " decode " + cnf + " " + model).exitCode, 10);
  // With one jump a step (encode's default) UNSAT means no solution. A
  // parallel horizon (8 steps for 13 jumps) is short: UNSAT there proves
  // nothing, so decoding it says unknown.
  std::string unsat = dir.file("unsat.txt", "UNSAT\n");
  EXPECT_EQ(runCommand(kPegsat + " decode " + cnf + " " + unsat).exitCode, 20);
  std::string parallel = dir.file("parallel.cnf");
  ASSERT_EQ(
      runCommand(kPegsat + " encode -q --board triangle --encoding parallel=on -o " + parallel)
          .exitCode,
      0);
  EXPECT_EQ(runCommand(kPegsat + " decode " + parallel + " " + unsat).exitCode, 0);
  EXPECT_EQ(
      runCommand(kPegsat + " decode " + cnf + " " + dir.file("indet.txt", "INDET\n")).exitCode, 0);
}

// The CI cross-check: native and SAT counts of random end games agree.
TEST(SatCli, CrosscheckAgreesOnFixedSeeds) {
  test::Run t = runCommand(kPegsat + " crosscheck --board triangle --samples 5 --seed 3 --jumps 6");
  EXPECT_EQ(t.exitCode, 0) << t.out;
  EXPECT_NE(t.out.find("5 samples agree"), std::string::npos) << t.out;
  test::Run e = runCommand(kPegsat + " crosscheck -q --board english --samples 2 --seed 1");
  EXPECT_EQ(e.exitCode, 0) << e.out;
  EXPECT_EQ(runCommand(kPegsat + " crosscheck --board nosuchboard").exitCode, 2);
}

// Bad input: one line naming the file and the line, exit 2, never a crash.
TEST(SatCli, MalformedFilesExitTwoNamingFileAndLine) {
  TempDir dir;
  std::string cnf = dir.file("good.cnf");
  ASSERT_EQ(runCommand(kPegsat + " encode -q --board triangle -o " + cnf).exitCode, 0);
  std::string good = *readFile(cnf);
  std::string other = dir.file("other.cnf");
  ASSERT_EQ(runCommand(kPegsat + " encode -q --board triangle --start c3 --finish a5 -o " + other)
                .exitCode,
            0);
  std::string otherModel = dir.file("other.model");
  ASSERT_EQ(runCommand("cadical -q " + other + " > " + otherModel).exitCode, 10);
  const std::string goodModel = dir.file("good.model");
  ASSERT_EQ(runCommand("cadical -q " + cnf + " > " + goodModel).exitCode, 10);
  const size_t header = good.find("p cnf");
  const int headerLine = int(std::count(good.begin(), good.begin() + header, '\n')) + 1;
  const std::string truncated = good.substr(0, good.size() - 10);

  struct Case {
    std::string name, cnfText, modelPath, expect;  // expect: "file:line" or "file"
  };
  std::vector<Case> cases = {
      {"wrong header",
       good.substr(0, header) + "p dnf 3 4\n" + good.substr(good.find('\n', header) + 1), goodModel,
       "bad.cnf:" + std::to_string(headerLine) + ":"},
      {"no header", "1 2 0\n", goodModel, "bad.cnf:1:"},
      {"truncated", truncated, goodModel, "bad.cnf:"},
      {"literal out of range", good + "", goodModel, ""},
  };
  // A literal beyond the declared variables, on the last line.
  cases[3].cnfText =
      good.substr(0, header) + "p cnf 5 " + good.substr(good.find(' ', header + 6) + 1);
  cases[3].expect = "bad.cnf:";
  cases.push_back(
      {"too many variables", "c x\np cnf 2000000000 1\n1 0\n", goodModel, "bad.cnf:2: 2000000000"});
  {
    const size_t j = good.find("c steps: ");
    const int line = int(std::count(good.begin(), good.begin() + j, '\n')) + 1;
    const std::string stepsLine = good.substr(j, good.find('\n', j) + 1 - j);
    cases.push_back({"a second 'c steps:' line", good.substr(0, j) + stepsLine + good.substr(j),
                     goodModel, "bad.cnf:" + std::to_string(line + 1) + ":"});
  }
  // pegsat's own comments, each broken on a line of its own: the line is named.
  const size_t jumpComment = good.find(" jump ", good.find("\nc var 1 ")) + 1;
  const size_t jumpStart = good.rfind('\n', jumpComment) + 1;
  const size_t jumpEnd = good.find('\n', jumpStart) + 1;
  const std::string jumpLine = good.substr(jumpStart, jumpEnd - jumpStart);  // "c var V jump A-B T"
  const int jumpLineNo = int(std::count(good.begin(), good.begin() + jumpStart, '\n')) + 1;
  auto withJumpLine = [&](const std::string& text) {
    return good.substr(0, jumpStart) + text + good.substr(jumpEnd);
  };
  const std::string at = "bad.cnf:" + std::to_string(jumpLineNo) + ":";
  const std::string rest = jumpLine.substr(jumpLine.find(" jump "));  // " jump A-B T\n"
  cases.push_back({"variable past 2^31 (read out of bounds before)",
                   withJumpLine("c var 2147483648" + rest), goodModel, at});
  cases.push_back(
      {"variable beyond the header", withJumpLine("c var 99999" + rest), goodModel, at});
  cases.push_back({"step beyond 'c steps:'",
                   withJumpLine(jumpLine.substr(0, jumpLine.rfind(' ')) + " 99\n"), goodModel, at});
  cases.push_back({"not a jump of the board",
                   withJumpLine(jumpLine.substr(0, jumpLine.find(" jump ")) + " jump a1-a2 1\n"),
                   goodModel, at});
  cases.push_back({"malformed var line", withJumpLine("c var 12 hop a1-a3 1\n"), goodModel, at});
  cases.push_back(
      {"var line without a number", withJumpLine("c var jump a1-a3 1\n"), goodModel, at});
  cases.push_back({"a variable named twice",
                   good.substr(0, jumpEnd) + jumpLine + good.substr(jumpEnd), goodModel,
                   "bad.cnf:" + std::to_string(jumpLineNo + 1) + ":"});
  {
    const size_t j = good.find("c jumps: ");
    const int line = int(std::count(good.begin(), good.begin() + j, '\n')) + 1;
    cases.push_back({"'c jumps:' other than the model's",
                     good.substr(0, j) + "c jumps: 5" + good.substr(good.find('\n', j)), goodModel,
                     "bad.cnf:" + std::to_string(line) + ":"});
  }
  // Comments that do not describe the clauses, found by decoding a model that
  // satisfies them: the line of the comment at fault is named.
  for (const char* key : {"c start: ", "c finish: "}) {
    const size_t j = good.find(key);
    const int line = int(std::count(good.begin(), good.begin() + j, '\n')) + 1;
    const std::string was = good.substr(j, good.find('\n', j) - j);
    // A hole the board lacks for the start; for the finish, a real hole
    // other than the one the clauses hold.
    const std::string now = key[2] == 's'       ? "c start: z9"
                            : was.back() == '1' ? "c finish: a2"
                                                : "c finish: a1";
    cases.push_back({std::string("'") + key + "' other than the clauses'",
                     good.substr(0, j) + now + good.substr(j + was.size()), goodModel,
                     "bad.cnf:" + std::to_string(line) + ":"});
  }
  {
    // A real hole other than the clauses' start: named at `c start:`, not
    // at the first jump the verifier would reject.
    const size_t j = good.find("c start: ");
    const int line = int(std::count(good.begin(), good.begin() + j, '\n')) + 1;
    const std::string was = good.substr(j, good.find('\n', j) - j);
    const std::string now = was == "c start: c3" ? "c start: a1" : "c start: c3";
    cases.push_back({"'c start:' a real hole other than the clauses'",
                     good.substr(0, j) + now + good.substr(j + was.size()), goodModel,
                     "bad.cnf:" + std::to_string(line) + ": the clauses start with a peg in "});
  }
  for (const Case& c : cases) {
    std::string bad = dir.file("bad.cnf", c.cnfText);
    test::Run r = runCommand(kPegsat + " decode " + bad + " " + c.modelPath);
    EXPECT_EQ(r.exitCode, 2) << c.name << ": " << r.out;
    EXPECT_NE(r.out.find(c.expect), std::string::npos) << c.name << ": " << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << c.name << ": " << r.out;
  }
  struct ModelCase {
    std::string name, text, expect;
  };
  for (const ModelCase& m : std::vector<ModelCase>{
           {"no status", "v 1 2 0\n", "m.txt:1:"},
           {"bad status", "s MAYBE\n", "m.txt:1:"},
           {"out of range", "s SATISFIABLE\nv 1 -2 999999 0\n", "m.txt:2:"},
           {"truncated model", "s SATISFIABLE\nv 1 -2 3\n", "m.txt:2:"},
           {"garbage", "s SATISFIABLE\nv 1 x 0\n", "m.txt:2:"},
           {"another problem", *readFile(otherModel), "m.txt"},
           {"a variable both true and false", "s SATISFIABLE\nv 1 -2\nv -1 0\n", "m.txt:3:"},
       }) {
    test::Run r = runCommand(kPegsat + " decode " + cnf + " " + dir.file("m.txt", m.text));
    EXPECT_EQ(r.exitCode, 2) << m.name << ": " << r.out;
    EXPECT_NE(r.out.find(m.expect), std::string::npos) << m.name << ": " << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << m.name << ": " << r.out;
  }
  EXPECT_EQ(runCommand(kPegsat + " decode " + cnf + " " + dir.file("missing.txt")).exitCode, 2);
}

}  // namespace
}  // namespace pegsat
