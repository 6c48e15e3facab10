// SPDX-License-Identifier: GPL-3.0-or-later
// The whole-job limits of the commands that run many items (bench, end-games,
// crosscheck, slide solve and bench): a bad --timeout is refused naming the
// option, and a --timeout that passes stops the job cleanly, with what was
// done reported whole, the stop said on stderr, and exit 0. And `end-games`,
// which was `bench --end-games`, writes the same files.
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "test_util.hpp"

namespace pegsat {
namespace {

using test::TempDir;

const std::string kData = std::string(PEGSAT_SOURCE_DIR) + "/data/";
// 15-puzzles that IDA* with the Manhattan distance takes seconds or more on.
const std::string kKorf = kData + "sliding/korf100.txt";

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// stdout and stderr apart: the JSON alone on stdout, the stop message on stderr.
// Under 20 s of CPU, so that a --timeout that no longer stops a job fails its
// test (killed by SIGXCPU) instead of running it for hours.
struct SplitRun {
  int exitCode;
  std::string out, err;
};
SplitRun runSplit(const TempDir& dir, const std::string& args) {
  const std::string err = dir.file("stderr.txt");
  const test::Run r = test::runCommand("{ ulimit -t 20; " + std::string(PEGSAT_BINARY) + " " +
                                       args + " 2>" + err + "; }");
  return {r.exitCode, r.out, readFile(err)};
}

// The JSON on stdout, or a failed test naming the command.
nlohmann::json parsed(const SplitRun& r, const std::string& args) {
  try {
    return nlohmann::json::parse(r.out);
  } catch (const std::exception& e) {
    ADD_FAILURE() << args << ": not JSON: " << e.what() << "\n" << r.out << r.err;
    return nullptr;
  }
}

TEST(JobLimits, BadTimeoutIsRefusedNamingTheOption) {
  TempDir dir;
  const std::string puzzle = kData + "sliding/princeton/puzzle3x3-31.txt";
  const std::vector<std::string> commands = {"bench", "end-games 3 --dir " + dir.file("games"),
                                             "crosscheck", "slide solve " + puzzle,
                                             "slide bench " + puzzle};
  for (const std::string& command : commands)
    for (const char* value : {"0", "-1", "x"}) {
      const std::string args = command + " --timeout " + value;
      const test::Run r = test::runPegsat(args);
      EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.out;
      EXPECT_NE(r.out.find("--timeout: expects a number above 0 and at most 1000000000, not '" +
                           std::string(value) + "'"),
                std::string::npos)
          << args << "\n" << r.out;
    }
  EXPECT_FALSE(std::filesystem::exists(dir.file("games")));
}

// The 1,089 English pairs take most of a second; 100 ms stop them.
TEST(JobLimits, BenchAllPairsStopsAtTheTimeout) {
  TempDir dir;
  const std::string args = "bench --all-pairs --board english --timeout 0.1 --json -q";
  const SplitRun r = runSplit(dir, args);
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("pegsat: bench stopped at the time limit (--timeout 0.1 s) after "),
            std::string::npos)
      << r.err;
  const auto j = parsed(r, args);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["status"], "unknown");
  EXPECT_EQ(j["reason"], "time limit");
  const int problems = j["problems"].get<int>();
  EXPECT_LT(problems, 33 * 33);
  EXPECT_EQ(j["solved"].get<int>() + j["no_solution"].get<int>() + j["unknown"].get<int>(),
            problems);
}

// diamond f2 -> d8 is the search's hardest problem (`solve` answers it only
// by the count, in tens of seconds): the first run is cut short, and with no
// run done the answer is unknown.
TEST(JobLimits, BenchRunsStopAtTheTimeout) {
  TempDir dir;
  const std::string args = "bench --board diamond --start f2 --finish d8 --timeout 0.05 --json";
  const SplitRun r = runSplit(dir, args);
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("stopped at the time limit (--timeout 0.05 s) after 0 of 21 runs"),
            std::string::npos)
      << r.err;
  const auto j = parsed(r, args);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["status"], "unknown");
  EXPECT_EQ(j["runs"], 0);
  EXPECT_EQ(j["reason"], "time limit");
}

// Without a time limit the answer and the statistics are there as before.
TEST(JobLimits, BenchWithoutTimeoutTimesEveryRun) {
  const test::Run r = test::runPegsat("bench --runs 3 --json --timeout 60");
  ASSERT_EQ(r.exitCode, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["status"], "solved");
  EXPECT_EQ(j["runs"], 3);
  EXPECT_FALSE(j.contains("reason"));
}

// A million files take far longer than 50 ms: the files written are whole
// (every one verifies) and as many as the report says.
TEST(JobLimits, EndGamesStopAtTheTimeoutWithEveryFileWhole) {
  TempDir dir;
  const std::string games = dir.file("games");
  const std::string args = "end-games 1000000 --dir " + games + " --timeout 0.05 --json";
  const SplitRun r = runSplit(dir, args);
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("pegsat: end-games stopped at the time limit (--timeout 0.05 s) after "),
            std::string::npos)
      << r.err;
  const auto j = parsed(r, args);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["status"], "unknown");
  EXPECT_EQ(j["reason"], "time limit");
  const int written = j["written"].get<int>();
  EXPECT_LT(written, 1000000);
  int files = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(games))
    files += e.is_regular_file();
  EXPECT_EQ(files, written);
  if (written == 0) return;
  const test::Run v = test::runPegsat("verify " + games);
  EXPECT_EQ(v.exitCode, 0) << v.out.substr(0, 2000);
  EXPECT_NE(v.out.find(fmt::format("summary: {0} checked, {0} right, 0 wrong", written)),
            std::string::npos)
      << v.out.substr(0, 2000);
}

// `end-games` writes what `bench --end-games 40 --dir D --seed 1` wrote
// before the command had a name of its own: 40 files in 7,030 bytes, five a
// board, the first of them this English game; each checked by the
// independent verifier.
TEST(JobLimits, EndGamesWriteWhatBenchEndGamesWrote) {
  TempDir dir;
  const std::string games = dir.file("games");
  const test::Run r = test::runPegsat("end-games 40 --dir " + games + " --seed 1");
  ASSERT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("40 solution files written"), std::string::npos) << r.out;
  size_t bytes = 0;
  std::map<std::string, int> perBoard;
  for (const auto& e : std::filesystem::recursive_directory_iterator(games))
    if (e.is_regular_file()) {
      bytes += e.file_size();
      ++perBoard[e.path().parent_path().filename().string()];
    }
  EXPECT_EQ(bytes, 7030u);
  EXPECT_EQ(perBoard.size(), 8u);
  for (const auto& [board, n] : perBoard) EXPECT_EQ(n, 5) << board;
  EXPECT_EQ(readFile(std::filesystem::path(games) / "english" / "game-00000.sol"),
            "board: english\n"
            "start: d4\n"
            "finish: c1 e2 a3 b3 d3 g3 a4 d4 g4 a5 c5 d5 e5 f5 g5 e6 e7\n"
            "moves: 15\n"
            "d2-d4 b3-d3 c1-c3 d3-b3 d5-d3 c5-c3 d7-d5 a5-c5 b3-b5 c5-a5 d3-b3 c7-c5\n"
            "f3-d3 f4-d4 e1-c1\n");
  const test::Run v = test::runPegsat("verify " + games);
  EXPECT_EQ(v.exitCode, 0) << v.out;
  EXPECT_NE(v.out.find("40 checked, 40 right, 0 wrong"), std::string::npos) << v.out;
}

TEST(JobLimits, BenchNoLongerTakesEndGames) {
  const test::Run r = test::runPegsat("bench --end-games 5 --dir /nonexistent");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("pegsat bench: unknown option '--end-games'"), std::string::npos) << r.out;
}

// A thousand samples take minutes: the samples counted before the stop are
// reported, all agreeing, and the stop is no difference.
TEST(JobLimits, CrosscheckStopsAtTheTimeout) {
  TempDir dir;
  const std::string args = "crosscheck --samples 1000 --timeout 1 --json";
  const SplitRun r = runSplit(dir, args);
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("pegsat: crosscheck stopped at the time limit (--timeout 1 s) after "),
            std::string::npos)
      << r.err;
  const auto j = parsed(r, args);
  ASSERT_TRUE(j.is_object());
  // A check keeps the verdict on what it checked, and says why it stopped.
  EXPECT_EQ(j["status"], "right");
  EXPECT_EQ(j["reason"], "time limit");
  EXPECT_LT(j["samples"].size(), 1000u);
  for (const auto& s : j["samples"]) {
    EXPECT_TRUE(s["sat_complete"].get<bool>()) << s;
    EXPECT_EQ(s["native"], std::to_string(s["sat"].get<uint64_t>())) << s;
  }
}

// Korf's first 15-puzzle takes IDA* with the Manhattan distance seconds: the
// puzzle cut short is listed as unknown with the reason, and nothing after it.
TEST(JobLimits, SlideSolveStopsAtTheTimeout) {
  TempDir dir;
  const std::string args = "slide solve " + kKorf + " -H manhattan --timeout 0.05 --json";
  const SplitRun r = runSplit(dir, args);
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("pegsat: slide solve stopped at the time limit (--timeout 0.05 s) after 0 "
                       "of 100 puzzles"),
            std::string::npos)
      << r.err;
  auto j = parsed(r, args);
  EXPECT_EQ(j["status"], "unknown");
  EXPECT_EQ(j["reason"], "time limit");
  j = j["puzzles"];
  ASSERT_TRUE(j.is_array());
  ASSERT_EQ(j.size(), 1u) << j;
  EXPECT_EQ(j[0]["status"], "unknown");
  EXPECT_EQ(j[0]["line"], 3);
  EXPECT_EQ(j[0]["reason"], "time limit");
}

TEST(JobLimits, SlideBenchStopsAtTheTimeout) {
  TempDir dir;
  const std::string args =
      "slide bench " + kKorf + " -H manhattan --first 4 -j 2 --timeout 0.05 --json -q";
  const SplitRun r = runSplit(dir, args);
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("pegsat: slide bench stopped at the time limit (--timeout 0.05 s) with "),
            std::string::npos)
      << r.err;
  const auto j = parsed(r, args);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["status"], "unknown");
  EXPECT_EQ(j["reason"], "time limit");
  EXPECT_EQ(j["instances"].size() + j["not_done"].get<size_t>(), 4u);
  EXPECT_EQ(j["wrong"], 0);
}

}  // namespace
}  // namespace pegsat
