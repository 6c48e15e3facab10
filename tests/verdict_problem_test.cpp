// SPDX-License-Identifier: GPL-3.0-or-later
// A verdict names the whole problem it checked: the board, the start and the
// finish, in text, JSON and JUnit; --start and --finish pin the problem as
// --board pins the board, and --expect-optimal judges the fewest moves of the
// problem named, never of a claim in the file.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "peg/board_file.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::runPegsat;
using test::TempDir;

// One jump on the English board from the usual start, whose file calls its
// one-jump finish the finish and claims the minimum: every claim in it holds
// for its own problem, none for the central game that its name suggests.
constexpr const char* kCentral =
    "board: english\nstart: d4\n"
    "finish: c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3 a4 b4 c4 d4 g4 a5 b5 c5 d5 e5 f5 g5 c6 d6 e6 "
    "c7 d7 e7\nmoves: 1 (minimum)\nf4-d4\n";
constexpr const char* kCentralFinish =
    "c1 d1 e1 c2 d2 e2 a3 b3 c3 d3 e3 f3 g3 a4 b4 c4 d4 g4 a5 b5 c5 d5 e5 f5 g5 c6 d6 e6 c7 d7 e7";

std::string readAll(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(VerdictProblem, TheTextVerdictNamesStartAndFinish) {
  TempDir dir;
  const std::string sol = dir.file("central.sol", kCentral);
  auto r = runPegsat("verify " + sol);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("on the english board, from only d4 empty to only e4 f4 empty"),
            std::string::npos)
      << r.out;
  // Bergholt's central game: from d4 empty to one peg at d4.
  const std::string bergholt = std::string(PEGSAT_SOURCE_DIR) + "/data/solutions/bergholt.sol";
  r = runPegsat("verify " + bergholt);
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("from only d4 empty to pegs only at d4"), std::string::npos) << r.out;
}

TEST(VerdictProblem, JsonAndJUnitNameStartAndFinish) {
  TempDir dir;
  const std::string sol = dir.file("central.sol", kCentral);
  const std::string junit = dir.file("r.xml");
  auto r = runPegsat("verify --json " + sol + " --junit " + junit);
  ASSERT_EQ(r.exitCode, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  const auto& f = j.at("files").at(0);
  EXPECT_EQ(f.at("start"), "d4");
  EXPECT_EQ(f.at("finish"), kCentralFinish);
  const std::string xml = readAll(junit);
  EXPECT_NE(xml.find("name=\"start\" value=\"d4\""), std::string::npos) << xml;
  EXPECT_NE(xml.find(std::string("name=\"finish\" value=\"") + kCentralFinish + "\""),
            std::string::npos)
      << xml;
  // A wrong file names its problem too.
  const std::string bad = dir.file("bad.sol", "start: c1\nd2-d4\n");
  r = runPegsat("verify --json " + bad);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("files").at(0).at("start"), "c1") << r.out;
}

TEST(VerdictProblem, StartAndFinishPinTheProblem) {
  TempDir dir;
  const std::string sol = dir.file("central.sol", kCentral);
  // The central game's finish: the file's is another, so it is wrong.
  auto r = runPegsat("verify " + sol + " --finish d4");
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.out.find("wrong: the file finishes at only e4 f4 empty, not at pegs only at d4 as "
                       "--finish names"),
            std::string::npos)
      << r.out;
  r = runPegsat("verify " + sol + " --start c1");
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.out.find("not from only c1 empty as --start names"), std::string::npos) << r.out;
  // Its own problem, named, passes.
  r = runPegsat("verify " + sol + " --start d4 --finish '" + kCentralFinish + "'");
  EXPECT_EQ(r.exitCode, 0) << r.out;
  // In a folder, each file is held to the pinned problem.
  const std::string src = PEGSAT_SOURCE_DIR;
  TempDir set;
  std::filesystem::create_directories(set.file("a"));
  set.file("a/bergholt.sol", readAll(src + "/data/solutions/bergholt.sol"));
  set.file("a/c1.sol", readAll(src + "/data/solutions/english-c1-c1.sol"));
  r = runPegsat("verify " + set.file("a") + " --start d4 --finish d4 --json");
  EXPECT_EQ(r.exitCode, 1) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("summary").at("right"), 1) << r.out;
  EXPECT_EQ(j.at("summary").at("wrong"), 1) << r.out;
  // A hole not on the file's board is the option's error, not a verdict.
  r = runPegsat("verify " + sol + " --start z9");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("--start"), std::string::npos) << r.out;
}

// Beasley (1964): the central game takes at least 18 moves, so the one-jump
// file that stops after one jump is no shortest solution of the game its
// start names, whatever its finish: and moves: header say.
TEST(VerdictProblem, ExpectOptimalJudgesTheProblemNamed) {
  TempDir dir;
  const std::string sol = dir.file("central.sol", kCentral);
  auto r = runPegsat("verify --expect-optimal " + sol);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.out.find("wrong: not the problem --expect-optimal checks"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("(minimum)"), std::string::npos) << r.out;
  r = runPegsat("verify --expect-optimal --json " + sol);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("files").at(0).at("ok"), false) << r.out;
  // Named by --finish, its own problem is what is judged: one jump is the fewest.
  r = runPegsat("verify --expect-optimal " + sol + " --finish '" + kCentralFinish + "'");
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_NE(r.out.find("(minimum)"), std::string::npos) << r.out;
  // A claim of "(minimum)" in the file decides nothing: the same jump with
  // no moves: header is judged the same.
  std::string plain = kCentral;
  plain.erase(plain.find("moves: 1 (minimum)\n"), std::string("moves: 1 (minimum)\n").size());
  const std::string unclaimed = dir.file("unclaimed.sol", plain);
  r = runPegsat("verify --expect-optimal " + unclaimed);
  EXPECT_EQ(r.exitCode, 1) << r.out;
}

}  // namespace
}  // namespace pegsat
