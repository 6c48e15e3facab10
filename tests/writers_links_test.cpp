// SPDX-License-Identifier: GPL-3.0-or-later
// Writers that a stranger's checkout cannot redirect: the pre-commit hook
// and the documented CI recipes pass file names after "--", so a file named
// like an option is a file; a path under /dev/ is the system's only when it
// leads to a device, FIFO or terminal, taken after "." and ".."; and the
// folders --dir and --certificate name are checked for links before any
// folder is made.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "test_util.hpp"

namespace pegsat {
namespace {

namespace fs = std::filesystem;
using test::runCommand;
using test::runPegsat;
using test::TempDir;

const std::string kSource = PEGSAT_SOURCE_DIR;

std::string readAll(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The hook's entry line, as pre-commit runs it: "pegsat verify --".
std::string hookEntry() {
  std::istringstream in(readAll(kSource + "/.pre-commit-hooks.yaml"));
  for (std::string line; std::getline(in, line);)
    if (const auto at = line.find("entry:"); at != std::string::npos) {
      std::string entry = line.substr(at + 6);
      entry.erase(0, entry.find_first_not_of(' '));
      return entry;
    }
  return "";
}

TEST(Writers, TheHookPassesFileNamesAfterDoubleDash) {
  const std::string entry = hookEntry();
  ASSERT_TRUE(entry.ends_with(" --")) << entry;
  ASSERT_TRUE(entry.starts_with("pegsat ")) << entry;
  TempDir dir;
  dir.file("victim.sol", readAll(kSource + "/data/solutions/bergholt.sol"));
  dir.file("--junit=victim.sol", "d2-d4\n");
  const std::string before = readAll(dir.file("victim.sol"));
  // pre-commit appends the changed files' names, relative to the checkout.
  const std::string cmd = "cd " + dir.file("") + " && " + PEGSAT_BINARY +
                          entry.substr(std::string("pegsat").size()) +
                          " --junit=victim.sol victim.sol";
  auto r = runCommand(cmd);
  EXPECT_EQ(r.exitCode, 1) << r.out;  // the file "--junit=victim.sol" is checked: wrong
  EXPECT_NE(r.out.find("--junit=victim.sol:"), std::string::npos) << r.out;
  EXPECT_EQ(readAll(dir.file("victim.sol")), before);
}

TEST(Writers, EveryCiRecipePassesFileNamesAfterDoubleDash) {
  int recipes = 0;
  for (const auto& e : fs::directory_iterator(kSource + "/docs/ci")) {
    std::istringstream in(readAll(e.path().string()));
    for (std::string line; std::getline(in, line);) {
      if (line.find("pegsat verify") == std::string::npos || line.find('#') < line.find("pegsat"))
        continue;
      ++recipes;
      const auto dash = line.find(" -- ");
      ASSERT_NE(dash, std::string::npos) << e.path() << ": " << line;
      // Nothing after "--" is an option of the recipe's own.
      EXPECT_EQ(line.find(" --", dash + 3), std::string::npos) << e.path() << ": " << line;
    }
  }
  EXPECT_GE(recipes, 2);
}

TEST(Writers, DevPathsAreTakenLexicallyBeforeTheirExemption) {
  TempDir dir;
  const std::string good = dir.file("good.sol", readAll(kSource + "/data/solutions/bergholt.sol"));
  const std::string victim = dir.file("victim.txt", "keep me\n");
  fs::create_symlink(victim, dir.file("link.xml"));
  const std::string absolute = fs::absolute(dir.file("link.xml")).string();
  for (const std::string& path : {"/dev/.." + absolute, "/proc/../" + absolute.substr(1),
                                  "/dev/./../" + absolute.substr(1)}) {
    auto r = runPegsat("verify " + good + " --junit '" + path + "'");
    EXPECT_EQ(r.exitCode, 2) << path << r.out;
    EXPECT_NE(r.out.find("symbolic link"), std::string::npos) << r.out;
    EXPECT_EQ(readAll(victim), "keep me\n") << path;
  }
  // The system's own nodes are still written into.
  EXPECT_EQ(runPegsat("verify " + good + " --junit /dev/null").exitCode, 0);
  auto out = runPegsat("verify " + good + " --junit /dev/stdout");
  EXPECT_EQ(out.exitCode, 0) << out.out;
  EXPECT_NE(out.out.find("<testsuites"), std::string::npos) << out.out;
}

TEST(Writers, DevShmIsNoExemption) {
  if (!fs::is_directory("/dev/shm") || ::access("/dev/shm", W_OK) != 0) {
    GTEST_SKIP() << "no writable /dev/shm";
  }
  TempDir dir;
  const std::string good = dir.file("good.sol", readAll(kSource + "/data/solutions/bergholt.sol"));
  const std::string victim = dir.file("victim.txt", "keep me\n");
  const std::string link = "/dev/shm/pegsat-writers-" + std::to_string(::getpid()) + ".xml";
  fs::remove(link);
  fs::create_symlink(victim, link);
  auto r = runPegsat("verify " + good + " --junit " + link);
  fs::remove(link);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_EQ(readAll(victim), "keep me\n");
}

TEST(Writers, OutputFoldersAreCheckedForLinksBeforeAnythingIsMade) {
  TempDir dir;
  const std::string elsewhere = dir.file("elsewhere");
  fs::create_directories(elsewhere);
  fs::create_symlink(elsewhere, dir.file("out"));
  // The folder itself a link: nothing is made beneath it.
  auto r = runPegsat("end-games 5 --seed 1 --dir " + dir.file("out"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("symbolic link"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::is_empty(elsewhere));
  // A path through it: the same.
  r = runPegsat("end-games 5 --seed 1 --dir " + dir.file("out/deeper"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_TRUE(fs::is_empty(elsewhere));
  // A board's subfolder committed as a link.
  fs::create_directories(dir.file("real"));
  fs::create_symlink(elsewhere, dir.file("real/english"));
  r = runPegsat("end-games 5 --seed 1 --dir " + dir.file("real"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_TRUE(fs::is_empty(elsewhere));
  EXPECT_FALSE(fs::exists(dir.file("real/diamond")));
  // bench --certificate DIR through a link.
  r = runPegsat("bench --board triangle --all-pairs -q --certificate " + dir.file("out/certs"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_TRUE(fs::is_empty(elsewhere));
  // With --follow-links the user vouches for the link.
  r = runPegsat("end-games 3 --seed 1 --follow-links --dir " + dir.file("out"));
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_FALSE(fs::is_empty(elsewhere));
}

}  // namespace
}  // namespace pegsat
