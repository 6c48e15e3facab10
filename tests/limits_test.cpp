// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs past pegsat's limits: each is refused with one line that names the
// file (and the line, where one is to blame) and exit 2, in bounded memory,
// never with a crash or by reading without end.
#include <fstream>

#include "encodings/dimacs.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::runPegsat;
using test::runPegsatPeak;
using test::TempDir;

// A file of `bytes` copies of `unit` (cut to size), written without building
// it in memory twice.
std::string bigFile(const TempDir& dir, const std::string& name, const std::string& unit,
                    size_t bytes) {
  const std::string path = dir.file(name);
  std::ofstream out(path, std::ios::binary);
  std::string chunk;
  while (chunk.size() < (1u << 16)) chunk += unit;
  for (size_t left = bytes; left > 0;) {
    const size_t n = std::min(left, chunk.size());
    out.write(chunk.data(), std::streamsize(n));
    left -= n;
  }
  return path;
}

TEST(Limits, DimacsHeaderOfABillionVariablesIsRefusedAtItsLine) {
  TempDir dir;
  const std::string cnf = dir.file("huge.cnf", "c made by hand\np cnf 1000000000 1\n1 0\n");
  const std::string model = dir.file("huge.out", "s SATISFIABLE\nv 1 0\n");
  auto r = runPegsat("decode " + cnf + " " + model);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find(cnf + ":2: 1000000000 variables: pegsat reads at most 67108864"),
            std::string::npos)
      << r.out;
  if (test::kAddressSanitizer) return;
  const auto peak = runPegsatPeak("decode " + cnf + " " + model);
  EXPECT_EQ(peak.exitCode, 2);
  EXPECT_LT(peak.kib, 100u << 10) << "KiB";  // nothing sized by the header
}

TEST(Limits, ModelLiteralBeyondTheHeaderIsRefusedAtItsLine) {
  TempDir dir;
  const std::string cnf = dir.file("two.cnf", "p cnf 2 1\n1 2 0\n");
  const std::string model = dir.file("two.out", "c a solver\ns SATISFIABLE\nv 1 -2\nv 3 0\n");
  auto r = runPegsat("decode " + cnf + " " + model);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find(model + ":4: literal 3 out of range: the CNF has 2 variables"),
            std::string::npos)
      << r.out;
  // MiniSat's result file, and a literal far past any int.
  auto out = parseSolverOutput("SAT\n1 -99999999999999999999 0\n", "m.out", 2);
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().line, 2);
  EXPECT_NE(out.error().message.find("not a literal"), std::string::npos) << out.error().str();
}

// Found by fuzz_model: an answer of a few bytes to a CNF whose header declares
// 61 million variables took 61 MB, sized by the header, and over a second
// under the sanitizers. The values now reach only the variables given.
TEST(Limits, ModelMemoryFollowsTheAnswerNotTheHeader) {
  const int vars = 1 << 26;
  auto unsat = parseSolverOutput("s UNSATISFIABLE\n", "u.out", vars);
  ASSERT_TRUE(unsat.ok()) << unsat.error().str();
  EXPECT_LE(unsat->value.size(), 1u);
  auto sat = parseSolverOutput("s SATISFIABLE\nv 1 -3 0\n", "s.out", vars);
  ASSERT_TRUE(sat.ok()) << sat.error().str();
  EXPECT_LE(sat->value.size(), 8u);
  EXPECT_EQ(sat->valueOf(1), 1);
  EXPECT_EQ(sat->valueOf(2), 0);
  EXPECT_EQ(sat->valueOf(3), -1);
  EXPECT_EQ(sat->valueOf(vars), 0);
}

// Found by fuzz_model: a "c steps:" of 2^26 sized the decoder's tables (4 GB)
// before any step was checked against the board.
TEST(Limits, StepsBeyondTheBoardAreRefusedAtTheirLine) {
  TempDir dir;
  const std::string cnf = dir.file(
      "steps.cnf", "c board: english\nc steps: 67108864\nc var 1 jump d2-d4 1\np cnf 1 0\n");
  const std::string model = dir.file("steps.out", "s SATISFIABLE\nv 1 0\n");
  auto r = runPegsat("decode " + cnf + " " + model);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find(cnf + ":2: 'c steps: 67108864': a board of 33 holes allows at most 32 jumps"),
            std::string::npos)
      << r.out;
  if (test::kAddressSanitizer) return;
  const auto peak = runPegsatPeak("decode " + cnf + " " + model);
  EXPECT_EQ(peak.exitCode, 2);
  EXPECT_LT(peak.kib, 100u << 10) << "KiB";
}

// A solution has fewer jumps than a board has holes: a file past its limit
// (here one line 1 MiB longer, as a 1 GB line would be) is refused before it
// is read.
TEST(Limits, SolutionFileLargerThanItsLimitIsRefusedUnread) {
  TempDir dir;
  const std::string sol = bigFile(dir, "long.sol", "d2-d4 ", kMaxSolutionFileBytes + (1 << 20));
  auto r = runPegsat("verify " + sol);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find(sol + ": the file is larger than " + byteSize(kMaxSolutionFileBytes)),
            std::string::npos)
      << r.out;
  if (test::kAddressSanitizer) return;
  const auto peak = runPegsatPeak("verify " + sol);
  EXPECT_EQ(peak.exitCode, 2);
  EXPECT_LT(peak.kib, 100u << 10) << "KiB";
}

// A pipe has no size to look at: the read stops one chunk past the limit.
TEST(Limits, StreamPastTheLimitIsCutOff) {
  auto text = readFile("/dev/zero", 1 << 20);
  ASSERT_FALSE(text.ok());
  EXPECT_EQ(text.error().str(), "/dev/zero: the file is larger than 1 MiB, the most read here");
}

TEST(Limits, BoardFileOfAMillionRowsIsRefused) {
  std::string rows;
  for (int i = 0; i < 1000000; ++i) rows += "o\n";
  // Parsed, it stops at the first row past the tallest board.
  auto b = parseBoard(rows, "tall.txt");
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.error().str(), "tall.txt:129: the board is more than 128 rows tall, the most supported");
  // As a file (2 MB), it is not even read.
  TempDir dir;
  const std::string path = dir.file("tall.txt", rows);
  auto r = runPegsat("solve --board " + path);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find(path + ": the file is larger than 1 MiB"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace pegsat
