// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as a user meets it: exit codes and messages, in a table
// (input, expected exit code, words the output must hold), as CaDiCaL tests.
#include "pegsat/pegsat.hpp"
#include "test_util.hpp"

namespace pegsat {
namespace {

using test::runPegsat;
using test::tempFile;

const std::string kData = std::string(PEGSAT_SOURCE_DIR) + "/data/";

TEST(Cli, ExitCodesAndMessages) {
  const std::string bergholt = kData + "solutions/bergholt.sol";
  const std::string wrongJump = tempFile("wrong.sol", "d6-d4 f5-d5 d3-d5\n");
  const std::string offBoard = tempFile("off.sol", "board: english\nd6-d4\nf5-z5\n");
  const std::string malformed = tempFile("malformed.sol", "d6-d4 f5\n");
  const std::string empty = tempFile("empty.sol", "# only a comment\n");
  const std::string noHoles = tempFile("noholes.txt", "name: none\n  -  \n");
  const std::string tiny = tempFile("tiny.txt", "name: tiny\noo.\n");
  struct Case {
    std::string args;
    int exit;
    std::string words;
  } cases[] = {
      {"verify " + bergholt, 0, "31 jumps, 18 moves"},
      {"verify " + wrongJump, 1, "jump 3 (d3-d5)"},
      {"verify --allow /no/such/pegsat/folder " + bergholt, 2, "--allow: Path does not exist"},
      {"verify " + offBoard, 2, "off.sol:3: 'z5'"},
      {"verify " + malformed, 2, "malformed.sol:1: malformed jump 'f5'"},
      {"verify " + empty, 2, "no jumps"},
      {"verify /nonexistent/x.sol", 2, "/nonexistent/x.sol: cannot open file"},
      {"verify " + bergholt + " --board nosuchboard", 2, "unknown board 'nosuchboard'"},
      {"solve --board " + noHoles, 2, "noholes.txt: the board has no holes"},
      {"solve --board " + tiny + " --start c1 --finish c1", 10, "a1-c1"},
      {"solve --start d4 --finish z1", 2, "'z1' is not a hole"},
      {"solve --start d4 --finish c4", 20, "different position classes"},
      {"solve --board triangle --quiet", 10, "finish: a1"},
      {"boards", 0, "english"},
      // An unknown word is named, with the nearest valid one when one is near.
      {"solv", 2, "pegsat: unknown command 'solv'; did you mean 'solve'?"},
      {"nosuchcommand", 2, "unknown command 'nosuchcommand' (see 'pegsat --help')"},
      {"help solv", 2, "did you mean 'solve'?"},
      {"solve --timeot 5", 2, "pegsat solve: unknown option '--timeot'; did you mean '--timeout'?"},
      {"count --timeot 5", 2, "pegsat count: unknown option '--timeot'; did you mean '--timeout'?"},
      {"solve --no-such-option", 2, "unknown option '--no-such-option'"},
      {"verify --jsno " + bergholt, 2, "did you mean '--json'?"},
      {"slide solv", 2, "pegsat slide: unknown command 'solv'; did you mean 'solve'?"},
      {"slide solve --jsno " + bergholt, 2,
       "pegsat slide solve: unknown option '--jsno'; did you mean '--json'?"},
      {"slide", 2, "a command is needed: solve, bench, verify, encode"},
      {"solve extra", 2, "unexpected argument 'extra'"},
      {"solve -x", 2, "pegsat solve: unknown option '-x' (see"},
      // Bad values name the option and what it takes.
      {"solve --max-memory -1", 2, "--max-memory: expects a number above 0"},
      {"solve --max-memory 0", 2, "--max-memory"},
      {"solve --timeout 0", 2, "--timeout: expects a number above 0"},
      {"solve --timeout=-5", 2, "not '-5'"},
      {"solve --timeout soon", 2,
       "--timeout: expects a number above 0 and at most 1000000000, not 'soon'"},
      {"count --threads -1", 2, "--threads: expects a whole number from 0 to 1024, not '-1'"},
      {"count -j 2.5", 2, "--threads: expects a whole number"},
      {"crosscheck --max-count 0", 2, "--max-count: expects a whole number from 1 up, not '0'"},
      {"slide bench --first -3 " + bergholt, 2, "--first: expects a whole number"},
      {"slide solve --max-sat-steps -1 " + bergholt, 2, "--max-sat-steps"},
      // The limits mean the same on every command, and a stop says which one.
      {"count --board wiegleb --timeout 0.5 --json", 0, R"j("reason": "time limit")j"},
      {"count --board wiegleb --timeout 0.5", 0,
       "count stopped at the time limit (--timeout 0.5 s)"},
      {"solve --board diamond --start f2 --finish d8 --timeout 0.5 -j 0", 0,
       "unknown: stopped at the time limit (--timeout 0.5 s)"},
      {"count --board wiegleb --max-memory 0.01", 0,
       "count stopped before passing the memory limit (--max-memory 0.01 GiB)"},
      {"crosscheck --sat-timeout 0", 2, "--sat-timeout"},
      // help is --help.
      {"help", 0, "Subcommands:"},
      {"help count", 0, "--max-memory"},
      {"help slide solve", 0, "--puzzle-timeout"},
  };
  for (const Case& c : cases) {
    auto r = runPegsat(c.args);
    EXPECT_EQ(r.exitCode, c.exit) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.words), std::string::npos) << c.args << "\n" << r.out;
  }
  // A bad board among several: the error alone, no half-printed table.
  auto r = runPegsat("boards english " + noHoles);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_EQ(r.out.find("symmetry"), std::string::npos) << r.out;
}

// --version prints the library's version, which CMake's project() sets.
TEST(Cli, VersionIsTheLibrarys) {
  auto r = runPegsat("--version");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.out, std::string("pegsat ") + api::version() + "\n");
}

// The main job of the README: solve the central game, then verify the file.
TEST(Cli, SolveThenVerify) {
  std::string out = tempFile("central.sol", "");
  auto solved = runPegsat("solve --quiet -o " + out);
  ASSERT_EQ(solved.exitCode, 10) << solved.out;
  auto verified = runPegsat("verify " + out);
  EXPECT_EQ(verified.exitCode, 0) << verified.out;
  EXPECT_NE(verified.out.find("31 jumps"), std::string::npos) << verified.out;
}

// A solution written beside another folder's board file names the board from
// its own folder, where verify looks for it: solved from the folder above,
// and from inside, the written file verifies, and from anywhere.
TEST(Cli, SolutionNamesItsBoardFileFromItsOwnFolder) {
  test::TempDir dir;
  std::filesystem::create_directories(dir.file("boards"));
  std::filesystem::create_directories(dir.file("games"));
  dir.file("boards/x.txt", "name: tiny\noo.\n");
  const std::string out = dir.file("games/t.sol");
  auto solved =
      test::runCommand("cd " + dir.file("boards") + " && " + PEGSAT_BINARY +
                       " solve --quiet --board x.txt --start c1 --finish c1 -o ../games/t.sol");
  ASSERT_EQ(solved.exitCode, 10) << solved.out;
  EXPECT_NE(test::readText(out).find("board: ../boards/x.txt\n"), std::string::npos)
      << test::readText(out);
  // --allow takes one folder each time it is given, before or after the files.
  auto verified =
      runPegsat("verify --allow " + dir.file("boards") + " --allow " + dir.file("") + " " + out);
  EXPECT_EQ(verified.exitCode, 0) << verified.out;
  verified = runPegsat("verify " + out + " --allow " + dir.file("boards"));
  EXPECT_EQ(verified.exitCode, 0) << verified.out;
}

}  // namespace
}  // namespace pegsat
