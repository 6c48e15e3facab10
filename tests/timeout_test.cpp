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

}  // namespace
}  // namespace pegsat
