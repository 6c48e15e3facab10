// SPDX-License-Identifier: GPL-3.0-or-later
// --timeout holds on every command's hardest input: each run under
// `--timeout 2` ends within 2 s + 1 s + 5% of wall time and says that it
// stopped at the time limit. Each runs under an alarm and an address-space
// limit (test_util.hpp), so a regression fails here instead of hanging.
// The inputs are built at test time: a 16x8 board of eight directions, and
// a certificate whose proof makes one RAT check cost K x M (a million copies
// of a clause, 50,000 units on the trail). Labelled "limits" (CMakeLists).
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "test_util.hpp"
#include "verifier/plain_encoding.hpp"

namespace pegsat {
namespace {

using test::runPegsat;
using test::runPegsatLimited;
using test::TempDir;

constexpr double kTimeout = 2;
// What the limit may overshoot by: a second, and 5% for a loaded machine.
// Under AddressSanitizer the work between two polls, and the exit that frees
// gigabytes through its quarantine, take two to three times as long: the
// sanitizer run checks these paths for memory errors, and gets two seconds.
constexpr double kMaxWall = kTimeout + (test::kAddressSanitizer ? 2 : 1) + 0.05 * kTimeout;

struct TimedRun {
  test::LimitedRun run;
  double seconds = 0;
};

// `args` with --timeout 2, under an alarm of 20 s and 8 GiB of addresses.
TimedRun timed(const std::string& args) {
  const auto t0 = std::chrono::steady_clock::now();
  TimedRun t{runPegsatLimited(args + " --timeout 2", 20, uint64_t(8) << 30), 0};
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return t;
}

// The run stopped at the time limit, within the wall time allowed, with the
// exit code the command documents for it.
void expectStopped(const TimedRun& t, int exitCode, const std::string& says) {
  EXPECT_LE(t.seconds, kMaxWall) << t.run.out;
  EXPECT_EQ(t.run.exitCode, exitCode) << t.run.out;
  EXPECT_NE(t.run.out.find(says), std::string::npos) << t.run.out;
}

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A 16x8 board whose pegs jump in eight directions, its centre empty: the
// fewest moves from its full start take minutes to prove.
std::string bigBoard(const TempDir& dir) {
  std::string text = "name: big16x8\ndirections: 8\n";
  for (int row = 0; row < 8; ++row) {
    std::string line(16, 'o');
    if (row == 3) line[7] = '.';
    text += line + "\n";
  }
  return dir.file("big16x8.txt", text);
}

TEST(Timeouts, FewestMovesOnABigBoardStopAtTheTimeout) {
  TempDir dir;
  expectStopped(timed("solve --min-moves --max-memory 3 --board " + bigBoard(dir)), 0,
                "stopped at the time limit");
}

// A right solution of 40 jumps on the big board, from random play; its
// optimality takes far longer than the limit to prove, so it is unreadable,
// exit 2 (docs/VERIFY.md).
TEST(Timeouts, ExpectOptimalOnABigBoardStopsAtTheTimeout) {
  TempDir dir;
  const std::string boardFile = bigBoard(dir), sol = dir.file("big.sol");
  auto board = parseBoard(readAll(boardFile), boardFile);
  ASSERT_TRUE(board) << board.error().str();
  const Cells start = board->initial;
  Cells pegs = start;
  std::vector<Jump> jumps;
  std::mt19937 rng(1);
  for (int k = 0; k < 40; ++k) {
    std::vector<Jump> legal;
    for (const Jump& j : board->jumps)
      if ((pegs & bitAt<Cells>(j.from)) && (pegs & bitAt<Cells>(j.over)) &&
          !(pegs & bitAt<Cells>(j.to)))
        legal.push_back(j);
    ASSERT_FALSE(legal.empty());
    const Jump j = legal[rng() % legal.size()];
    pegs ^= j.mask();
    jumps.push_back(j);
  }
  std::ofstream(sol) << formatSolution(*board, start, pegs, jumps);
  // The finish named, as --expect-optimal checks the problem named.
  expectStopped(timed("verify --expect-optimal --max-memory 3 --board " + boardFile + " " + sol +
                      " --finish '" + board->holeNames(pegs) + "'"),
                2, "stopped at the time limit");
}

TEST(Timeouts, WieglebCountStopsAtTheTimeout) {
  expectStopped(timed("count --board wiegleb --max-memory 3"), 0,
                "count stopped at the time limit (--timeout 2 s)");
}

// One thread of a layer's pass: the chunks' tables are polled inside, not
// only between chunks (13.5 s under --timeout 8 before).
TEST(Timeouts, FrenchCountOnOneThreadStopsAtTheTimeout) {
  expectStopped(timed("count --board french --start c1 --finish e7 -j 1"), 0,
                "count stopped at the time limit (--timeout 2 s)");
}

// The SAT encodings of the big board are built under the budget: their
// pairwise clauses took gigabytes and most of a minute before any solver ran.
TEST(Timeouts, SatFewestMovesOnABigBoardStopAtTheTimeout) {
  TempDir dir;
  expectStopped(timed("solve --method sat --min-moves --board " + bigBoard(dir)), 0,
                "stopped at the time limit");
}

TEST(Timeouts, SatCountOnABigBoardStopsAtTheTimeout) {
  TempDir dir;
  expectStopped(timed("count --method sat --board " + bigBoard(dir)), 0,
                "count stopped at the time limit (--timeout 2 s)");
}

// encode takes the limits too, and writes nothing when one stops it.
TEST(Timeouts, EncodeOnABigBoardStopsAtTheTimeout) {
  TempDir dir;
  const std::string out = dir.file("big.cnf");
  expectStopped(timed("encode -o " + out + " --board " + bigBoard(dir)), 0,
                "encode stopped at the time limit (--timeout 2 s)");
  EXPECT_FALSE(std::filesystem::exists(out));
  // --max-memory: stopped within the limit and 10% (its time is the
  // allocations', not a limit's, so only the memory is held here).
  if (test::kAddressSanitizer) return;
  const test::Peak peak =
      test::runPegsatPeak("encode -o " + out + " --max-memory 0.5 --board " + bigBoard(dir));
  EXPECT_EQ(peak.exitCode, 0);
  EXPECT_LE(double(peak.kib), 0.5 * 1.1 * 1024 * 1024);
  EXPECT_FALSE(std::filesystem::exists(out));
}

TEST(Timeouts, FrenchFewestMovesStopAtTheTimeout) {
  expectStopped(timed("solve --min-moves --max-memory 3 --board french --start c1 --finish e7"), 0,
                "stopped at the time limit");
}

// A DRAT certificate of a triangle problem, its proof rewritten so that one
// RAT check costs K x M: first a unit y, K units, M copies of (-x y), then
// the unit x, which is not RUP, so its RAT check resolves it with each copy,
// and each resolvent's literal y, true at the top level, walks the K units
// of the trail. Then the original proof with -x added to every clause: still
// a refutation once x holds, so x is in its core and is checked.
TEST(Timeouts, ARatCheckOfKTimesMStopsAtTheTimeout) {
  TempDir dir;
  const std::string cert = dir.file("km.cert");
  bool drat = false;
  for (const char* finish : {"c3", "b2", "c5", "a3", "e5", "c4", "b3", "a5", "b5"}) {
    auto r = runPegsat("solve -q --board triangle --start a1 --finish " + std::string(finish) +
                       " --certificate " + cert);
    if (r.exitCode == 20 && readAll(cert).find("kind: drat") != std::string::npos) {
      drat = true;
      break;
    }
  }
  ASSERT_TRUE(drat) << "no triangle problem from a1 needed DRAT";
  const std::string cnf = readAll(dir.file("km.cnf")), proof = readAll(dir.file("km.drat"));
  const size_t header = cnf.find("p cnf ");
  ASSERT_NE(header, std::string::npos);
  const int vars = std::stoi(cnf.substr(header + 6));
  const int x = vars + 1, y = vars + 2;
  constexpr int kUnits = 50000, kCopies = 1000000;
  std::string out;
  out.reserve(size_t(kCopies) * 20 + proof.size() * 2);
  out += std::to_string(y) + " 0\n";
  for (int k = 0; k < kUnits; ++k) out += std::to_string(y + 1 + k) + " 0\n";
  const std::string copy = std::to_string(-x) + " " + std::to_string(y) + " 0\n";
  for (int k = 0; k < kCopies; ++k) out += copy;
  out += std::to_string(x) + " 0\n";
  std::istringstream lines(proof);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == 'c') continue;
    if (line == "0") continue;  // the empty clause, kept for the end
    const bool deletion = line.rfind("d ", 0) == 0;
    const std::string body = line.substr(deletion ? 2 : 0);
    const size_t end = body.rfind(" 0");
    ASSERT_NE(end, std::string::npos) << line;
    out += (deletion ? "d " : "") + body.substr(0, end) + " " + std::to_string(-x) + " 0\n";
  }
  out += "0\n";
  std::ofstream(dir.file("km.drat"), std::ios::binary | std::ios::trunc) << out;
  ASSERT_GT(out.size(), size_t(10) << 20);  // the proof was 13 MB
  expectStopped(timed("verify --max-memory 3 " + cert), 2, "stopped at the time limit");
  // And the per-file limit, the same way.
  const auto t0 = std::chrono::steady_clock::now();
  const auto f = runPegsatLimited("verify --max-memory 3 --file-timeout 2 " + cert, 20,
                                  uint64_t(8) << 30);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_LE(seconds, kMaxWall) << f.out;
  EXPECT_EQ(f.exitCode, 2) << f.out;
  EXPECT_NE(f.out.find("stopped at the time limit"), std::string::npos) << f.out;
}

// The 7-8 pattern databases of the 15-puzzle, built without a cache (35.6 s
// under --timeout 3 before their build polled the budget).
TEST(Timeouts, SlidePatternDatabasesStopAtTheTimeout) {
  expectStopped(timed("slide solve -q --pdb 7-8 --pdb-dir none " + std::string(PEGSAT_SOURCE_DIR) +
                      "/data/sliding/princeton/puzzle4x4-80.txt"),
                0, "stopped at the time limit");
}

// The SAT algorithm on a puzzle of 80 moves: each horizon's solver runs in
// slices between polls (it never stopped before).
TEST(Timeouts, SlideSatStopsAtTheTimeout) {
  expectStopped(timed("slide solve -q --algo sat --max-sat-steps 80 " +
                      std::string(PEGSAT_SOURCE_DIR) + "/data/sliding/princeton/puzzle4x4-80.txt"),
                0, "stopped at the time limit");
}

// Every pair of the triangle with a certificate of each impossible one: the
// first DRAT proof takes seconds to find and seconds to check, both outside
// the job's budget before (6.6 s under --timeout 2).
TEST(Timeouts, BenchCertificatesStopAtTheTimeout) {
  TempDir dir;
  expectStopped(timed("bench -q --all-pairs --board triangle --certificate " + dir.file("certs")),
                0, "bench stopped at the time limit");
}

// The fewest moves of every pair of the big board (16,384 pairs): the pass
// that closes the impossible ones first ran all of them unpolled (104 s).
TEST(Timeouts, FewestMovesTableOnABigBoardStopsAtTheTimeout) {
  TempDir dir;
  expectStopped(timed("solve --min-moves --table --json --max-memory 3 --board " + bigBoard(dir)),
                0, "\"reason\": \"time limit\"");
}

// A DRAT certificate whose CNF is 100 MB of junk clauses: only the header's
// counts must match the problem's encoding (40 pegs to one on the big
// board, 39 steps: millions of clauses) before the file is read and sorted.
TEST(Timeouts, AJunkCnfOfAHundredMegabytesStopsAtTheTimeout) {
  TempDir dir;
  const std::string boardFile = bigBoard(dir);
  auto board = parseBoard(readAll(boardFile), boardFile);
  ASSERT_TRUE(board) << board.error().str();
  Cells start = 0;
  int pegs = 0;
  forEachBit(board->holes, [&](int h) {
    if (pegs < 40) start |= bitAt<Cells>(h), ++pegs;
  });
  const int first = lowestBit(board->holes);
  const Cells finish = bitAt<Cells>(first);
  const PlainSize size = plainEncodingSize(*board, start, finish, 39);
  ASSERT_GT(size.clauses, uint64_t(5'000'000));
  std::string cnf = "p cnf " + std::to_string(size.vars) + " " + std::to_string(size.clauses) + "\n";
  cnf.reserve(size_t(110) << 20);
  std::mt19937 rng(1);
  const size_t perClause = (size_t(100) << 20) / size.clauses;
  for (uint64_t k = 0; k < size.clauses; ++k) {
    std::string clause;
    while (clause.size() + 3 < perClause) {
      const int v = int(rng() % uint32_t(size.vars)) + 1;
      if (rng() & 1) clause += '-';
      clause += std::to_string(v);
      clause += ' ';
    }
    cnf += clause + "0\n";
  }
  ASSERT_GT(cnf.size(), size_t(90) << 20);
  dir.file("junk.cnf", cnf);
  dir.file("junk.drat", "0\n");
  const std::string cert = dir.file(
      "junk.cert", "board: big16x8.txt\nstart: " + board->holeNames(board->holes & ~start) +
                       "\nfinish: " + board->holeName(first) +
                       "\nkind: drat\nsteps: 39\ncnf: junk.cnf\nproof: junk.drat\n");
  expectStopped(timed("verify " + cert), 2, "stopped at the time limit");
}

}  // namespace
}  // namespace pegsat
