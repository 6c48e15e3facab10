// SPDX-License-Identifier: GPL-3.0-or-later
// Confinement by descriptor (util/open_beneath.hpp, util/input_file.hpp):
// roots that are links, a named file that links out, hard links, FIFOs, a
// folder chain 10,000 deep, and a folder swapped for a link while files are
// read. Every tree is built here at test time; every run of pegsat is bounded
// in time and address space (runPegsatLimited), so a regression fails rather
// than hangs.
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "test_util.hpp"
#include "util/input_file.hpp"
#include "util/open_beneath.hpp"

namespace pegsat {
namespace {

namespace fs = std::filesystem;
using test::runPegsatLimited;

// A token no output may show: it stands for a secret outside the checkout.
constexpr const char* kSecret = "5d1c9e7a3b8f2e6d4c0a9b8e7f6d5c4b3a2e1f0d";

void put(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

// A tree: in/ (the folder verified) and outside/secret.sol, whose one line
// is the secret, so that a parser's error would quote it if it were read.
struct Tree {
  test::TempDir top;
  std::string in = top.file("in"), outside = top.file("outside");
  Tree() {
    fs::create_directories(in);
    fs::create_directories(outside);
    put(outside + "/secret.sol", std::string(kSecret) + "\n");
    put(in + "/good.sol", "d2-d4\n");  // a legal first jump, not a solution: wrong
  }
};

bool leaks(const std::string& out) { return out.find(std::string(kSecret).substr(0, 16)) != std::string::npos; }

TEST(Confinement, ARootThatIsALinkIsRefused) {
  Tree t;
  fs::create_symlink("../..", t.in + "/up");
  fs::create_symlink("/", t.in + "/root");
  fs::create_symlink("../outside", t.in + "/solutions");
  for (const char* link : {"/up", "/root", "/solutions"}) {
    auto r = runPegsatLimited("verify " + t.in + link);
    EXPECT_EQ(r.exitCode, 2) << link << r.out;
    EXPECT_NE(r.out.find("symbolic link"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("--allow"), std::string::npos) << r.out;
    EXPECT_FALSE(leaks(r.out)) << r.out;
  }
  // A folder reached through a link is refused the same way.
  auto through = runPegsatLimited("verify " + t.in + "/solutions/");
  EXPECT_EQ(through.exitCode, 2) << through.out;
  EXPECT_FALSE(leaks(through.out)) << through.out;
  // --allow is a root like the others: it does not trust the link either.
  fs::create_directories(t.top.file("elsewhere"));
  put(t.top.file("elsewhere/w.sol"), "d2-d4\n");
  fs::create_symlink("../elsewhere", t.in + "/named");
  auto confined = runPegsatLimited("verify " + t.in + "/named --allow " + t.in + "/named");
  EXPECT_EQ(confined.exitCode, 2) << confined.out;
  EXPECT_NE(confined.out.find("--allow-link"), std::string::npos) << confined.out;
  // Named with --allow-link, the user vouches for that link.
  auto allowed = runPegsatLimited("verify " + t.in + "/named --allow-link " + t.in + "/named");
  EXPECT_EQ(allowed.exitCode, 1) << allowed.out;  // checked, and wrong
  EXPECT_NE(allowed.out.find("w.sol"), std::string::npos) << allowed.out;
}

// A pull request commits data/boards -> ../outside and a solution whose
// board: header names a file there; the CI job allows data/boards.
TEST(Confinement, AnAllowedFolderThatIsALinkIsRefused) {
  Tree t;
  put(t.outside + "/b.txt", "ooo\n");
  fs::create_directories(t.in + "/sols");
  fs::create_symlink("../outside", t.in + "/boards");
  put(t.in + "/sols/x.sol", "board: ../boards/b.txt\nstart: c1\nfinish: c1\na1-c1\n");
  put(t.in + "/sols/s.sol", "board: ../boards/secret.sol\nd2-d4\n");
  for (const std::string extra : {"", " --json"}) {
    auto r = runPegsatLimited("verify " + t.in + "/sols --allow " + t.in + "/boards" + extra);
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("symbolic link"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("\"ok\": true"), std::string::npos) << r.out;
    EXPECT_FALSE(leaks(r.out)) << r.out;
  }
  // Trusted by its own option, the link is followed: the board file is read.
  auto r = runPegsatLimited("verify " + t.in + "/sols/x.sol --allow-link " + t.in + "/boards");
  EXPECT_EQ(r.exitCode, 0) << r.out;
  // And the help says which option trusts a link.
  auto help = runPegsatLimited("verify --help");
  EXPECT_NE(help.out.find("--allow-link"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("symbolic link is refused"), std::string::npos) << help.out;
}

TEST(Confinement, ANamedFileThatLinksOutIsRefused) {
  Tree t;
  fs::create_symlink("../outside/secret.sol", t.in + "/x.sol");
  put(t.outside + "/b.txt", "ooo\n");
  for (const std::string& args : {t.in + "/x.sol", t.in + "/x.sol --json", t.in}) {
    auto r = runPegsatLimited("verify " + args);
    EXPECT_EQ(r.exitCode, args == t.in ? 1 : 2) << r.out;  // the folder's good.sol is wrong
    EXPECT_NE(r.out.find("outside the verified folders"), std::string::npos) << r.out;
    EXPECT_FALSE(leaks(r.out)) << r.out;
  }
  // The link's target folder did not become a root: a file beside the link
  // cannot name a board there.
  put(t.in + "/b.sol", "board: ../outside/b.txt\nstart: c1\nfinish: c1\na1-c1\n");
  auto r = runPegsatLimited("verify " + t.in + "/x.sol " + t.in + "/b.sol");
  EXPECT_NE(r.out.find("outside the verified folders"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("ok"), std::string::npos) << r.out;
}

TEST(Confinement, HardLinksAndFifosInAFolderAreRefused) {
  Tree t;
  ASSERT_EQ(::link((t.outside + "/secret.sol").c_str(), (t.in + "/h.sol").c_str()), 0);
  ASSERT_EQ(::mkfifo((t.in + "/f.sol").c_str(), 0600), 0);
  auto r = runPegsatLimited("verify " + t.in, 10);
  EXPECT_EQ(r.exitCode, 1) << r.out;  // good.sol is wrong; the others unreadable
  EXPECT_NE(r.out.find("h.sol: unreadable: has 2 hard links"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("f.sol: unreadable: is a FIFO"), std::string::npos) << r.out;
  EXPECT_FALSE(leaks(r.out)) << r.out;
}

// Builds a chain of `depth` folders "d/d/d/..." under `top` one descriptor at
// a time (its path is far longer than PATH_MAX), and removes it the same way.
void makeChain(const std::string& top, int depth) {
  int dir = ::open(top.c_str(), O_RDONLY | O_DIRECTORY);
  for (int i = 0; i < depth && dir >= 0; ++i) {
    ::mkdirat(dir, "d", 0700);
    const int next = ::openat(dir, "d", O_RDONLY | O_DIRECTORY);
    ::close(dir);
    dir = next;
  }
  if (dir >= 0) {
    const int fd = ::openat(dir, "deep.sol", O_WRONLY | O_CREAT, 0600);
    if (fd >= 0) ::close(fd);
    ::close(dir);
  }
}

void removeChain(const std::string& top) {
  // Moves "d/d" up to "e", removes the emptied "d", renames "e" to "d": one
  // level a step, with short paths only.
  const std::string d = top + "/d", dd = top + "/d/d", e = top + "/e";
  while (fs::exists(dd)) {
    ::rename(dd.c_str(), e.c_str());
    std::error_code ec;
    fs::remove_all(d, ec);
    ::rename(e.c_str(), d.c_str());
  }
  std::error_code ec;
  fs::remove_all(d, ec);
}

// 10,000 nested folders under `ulimit -n 1024`: the walk stops at its depth
// budget, quickly and in little memory, and the files beside the chain keep
// their results (a wrong file is not hidden behind one error line).
TEST(Confinement, ADeepChainIsCutAtTheDepthBudget) {
  Tree t;
  makeChain(t.in, 10000);
  rlimit old{};
  ::getrlimit(RLIMIT_NOFILE, &old);
  const rlimit few{std::min<rlim_t>(1024, old.rlim_cur), old.rlim_max};
  ::setrlimit(RLIMIT_NOFILE, &few);
  const auto t0 = std::chrono::steady_clock::now();
  auto r = runPegsatLimited("verify " + t.in, 20, uint64_t(1) << 30);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  ::setrlimit(RLIMIT_NOFILE, &old);
  removeChain(t.in);
  EXPECT_EQ(r.exitCode, 1) << r.out.substr(0, 2000);
  EXPECT_NE(r.out.find("good.sol: wrong"), std::string::npos) << r.out.substr(0, 2000);
  EXPECT_NE(r.out.find("nested more than 64 deep"), std::string::npos) << r.out.substr(0, 2000);
  EXPECT_LT(seconds, 15);
  EXPECT_LT(r.kib, 512u * 1024) << "peak KiB";
}

// A folder swapped for a link to outside, again and again, while its file is
// read (renameat2 RENAME_EXCHANGE makes the swap one step): no read ever
// reaches the outside file.
TEST(Confinement, ASwapRaceNeverLeaksAnOutsideFile) {
  Tree t;
  fs::create_directories(t.in + "/sub");
  put(t.in + "/sub/secret.sol", "inside\n");
  fs::create_symlink("../outside", t.in + "/swap");
  std::atomic<bool> stop{false};
  std::atomic<long> swaps{0};
  std::thread swapper([&] {
    const std::string a = t.in + "/sub", b = t.in + "/swap";
    while (!stop) {
      if (::renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0) ++swaps;
    }
  });
  InputRoots roots;
  roots.add(t.in);
  int inside = 0, leaked = 0;
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (std::chrono::steady_clock::now() < until) {
    auto text = readInput(t.in + "/sub/secret.sol", roots, 1 << 20);
    if (text && *text == "inside\n") ++inside;
    if (text && text->find(kSecret) != std::string::npos) ++leaked;
  }
  // And the whole command, walking the folder as it is swapped.
  int cliLeaks = 0;
  for (int run = 0; run < 20; ++run)
    cliLeaks += leaks(runPegsatLimited("verify " + t.in, 20).out);
  stop = true;
  swapper.join();
  EXPECT_GT(swaps.load(), 100);
  EXPECT_GT(inside, 0);
  EXPECT_EQ(leaked, 0);
  EXPECT_EQ(cliLeaks, 0);
}

TEST(Confinement, OpenBeneathRefusesEveryWayOut) {
  Tree t;
  fs::create_directories(t.in + "/a");
  put(t.in + "/a/f", "x");
  fs::create_symlink("../../outside/secret.sol", t.in + "/a/out");
  fs::create_symlink("f", t.in + "/a/near");
  fs::create_symlink("/proc/self/root/etc/passwd", t.in + "/a/magic");
  const int root = openRoot(t.in, false);
  ASSERT_GE(root, 0);
  for (auto open : {openBeneath, openBeneathByWalk}) {
    const int ok = open(root, "a/f", O_RDONLY);
    EXPECT_GE(ok, 0);
    if (ok >= 0) ::close(ok);
    EXPECT_LT(open(root, "a/out", O_RDONLY), 0);
    EXPECT_LT(open(root, "../outside/secret.sol", O_RDONLY), 0);
    EXPECT_LT(open(root, "a/../../outside/secret.sol", O_RDONLY), 0);
    EXPECT_LT(open(root, "a/magic", O_RDONLY), 0);
    EXPECT_EQ(open(root, "/etc/passwd", O_RDONLY) < 0, true);
    EXPECT_EQ(open(root, "a/missing", O_RDONLY), -ENOENT);
  }
  // A link that stays beneath is followed by openat2, refused by the walk.
  const int near = openBeneath(root, "a/near", O_RDONLY);
  EXPECT_TRUE(near >= 0 || near == -ELOOP);
  if (near >= 0) ::close(near);
  EXPECT_EQ(openBeneathByWalk(root, "a/near", O_RDONLY), -ELOOP);
  ::close(root);
  // A root that is, or passes through, a link.
  fs::create_symlink("a", t.in + "/la");
  EXPECT_EQ(openRoot(t.in + "/la", false), -ELOOP);
  EXPECT_EQ(openRoot(t.in + "/la/.", false), -ELOOP);
  const int followed = openRoot(t.in + "/la", true);
  EXPECT_GE(followed, 0);
  if (followed >= 0) ::close(followed);
}

TEST(Confinement, APathOverPathMaxSaysSo) {
  test::TempDir dir;
  std::string path = dir.file("");
  while (path.size() < 5000) path += "abcdefghij/";
  path += "x.sol";
  auto r = runPegsatLimited("verify " + path);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("longer than the system allows"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace pegsat
