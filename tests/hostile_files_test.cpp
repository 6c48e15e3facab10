// SPDX-License-Identifier: GPL-3.0-or-later
// Files from a stranger against `pegsat verify` and the writers: every hostile
// file is built here at test time (links, FIFOs, device nodes where root
// allows, names of any bytes), and every run is bounded in time and address
// space (runPegsatLimited), so that a regression fails instead of hanging CI.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <tinyxml2.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "test_util.hpp"
#include "util/atomic_file.hpp"

namespace pegsat {
namespace {

namespace fs = std::filesystem;
using test::runPegsatLimited;

// Whether `s` is valid UTF-8 without control characters but newline and tab:
// what XML 1.0 and a terminal both take.
bool cleanText(const std::string& s);

void put(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// A token that no output may ever show: it stands for a CI secret.
constexpr const char* kSecret = "8c1e4b7d2a9f6e3c0b5a8d7e6f1c2b3a4d5e6f7a";

// A DRAT certificate of a problem without solution (the 15-hole triangle,
// b4 -> a5), written by pegsat into `dir` as d.cert, d.cnf and d.drat.
void writeDratCertificate(const std::string& dir) {
  auto r = test::runPegsat("solve --board triangle --start b4 --finish a5 -q --certificate " +
                           dir + "/d.cert");
  ASSERT_EQ(r.exitCode, 20) << r.out;
  ASSERT_NE(readAll(dir + "/d.cert").find("kind: drat"), std::string::npos);
}

// A certificate of that problem naming `cnf` and `proof`.
std::string certNaming(const std::string& cnf, const std::string& proof) {
  return "board: triangle\nstart: b4\nfinish: a5\nkind: drat\nsteps: 13\ncnf: " + cnf +
         "\nproof: " + proof + "\n";
}

// Files inside the verified folder that name, or link to, a secret outside it:
// each is unreadable, says why, and the secret reaches no output.
TEST(HostileFiles, NothingOutsideTheVerifiedFoldersIsRead) {
  test::TempDir top;
  const std::string in = top.file("in"), out = top.file("outside");
  fs::create_directories(in);
  fs::create_directories(out);
  const std::string secret = out + "/ci_token";
  put(secret, std::string(kSecret) + "\n");
  put(in + "/t.cnf", "p cnf 1 0\n");
  put(in + "/abs_proof.cert", certNaming("t.cnf", secret));
  put(in + "/rel_proof.cert", certNaming("t.cnf", "../outside/ci_token"));
  put(in + "/rel_cnf.cert", certNaming("../outside/ci_token", "t.cnf"));
  put(in + "/board.sol", "board: ../outside/ci_token\nd2-d4\n");
  put(in + "/abs_board.cert", "board: " + secret + "\nstart: a1\nfinish: a1\nkind: parity\nholes: a1\n");
  fs::create_symlink(secret, in + "/link.sol");
  fs::create_symlink("../outside/ci_token", in + "/link.cert");
  fs::create_directories(in + "/sub");
  fs::create_symlink("../../outside", in + "/sub/up");  // a folder link: not followed
  const std::string junit = top.file("r.xml");

  for (const std::string& args : {in, in + " --json", in + " --junit " + junit}) {
    auto r = runPegsatLimited("verify " + args);
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_EQ(r.out.find(kSecret), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("8c1e4b"), std::string::npos) << r.out;
  }
  EXPECT_EQ(readAll(junit).find(kSecret), std::string::npos);
  auto r = runPegsatLimited("verify " + in);
  for (const char* name : {"abs_proof.cert", "rel_proof.cert", "rel_cnf.cert", "board.sol",
                           "abs_board.cert", "link.sol", "link.cert"}) {
    const size_t at = r.out.find(std::string("/in/") + name);
    ASSERT_NE(at, std::string::npos) << name << r.out;
    const std::string line = r.out.substr(at, r.out.find('\n', at) - at);
    EXPECT_NE(line.find("names a file outside the verified folders"), std::string::npos) << line;
  }
  EXPECT_NE(r.out.find("summary: 7 checked, 0 right, 0 wrong, 7 unreadable"), std::string::npos)
      << r.out;

  // The same certificate alone, and --allow opens the folder it names.
  r = runPegsatLimited("verify --certificate " + in + "/rel_cnf.cert");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("names a file outside the verified folders"), std::string::npos) << r.out;
  r = runPegsatLimited("verify --certificate " + in + "/rel_cnf.cert --allow " + out);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("no 'p cnf' line"), std::string::npos) << r.out;
}

// A FIFO, a device or a folder where a file belongs is refused before any
// read: nothing waits for a writer, nothing reads /dev/zero.
TEST(HostileFiles, OnlyRegularFilesAreRead) {
  test::TempDir dir;
  const std::string d = dir.file("d");
  fs::create_directories(d);
  ASSERT_EQ(mkfifo((d + "/p").c_str(), 0644), 0);
  ASSERT_EQ(mkfifo((d + "/fifo.sol").c_str(), 0644), 0);
  put(d + "/fifo.cert", certNaming("p", "p"));
  put(d + "/dir.cert", certNaming(".", ".."));
  put(d + "/zero.cert", certNaming("/dev/zero", "/dev/zero"));
  put(d + "/good.sol", readAll(std::string(PEGSAT_SOURCE_DIR) + "/data/solutions/bergholt.sol"));
  auto r = runPegsatLimited("verify " + d + " --allow /dev", 20, uint64_t(1) << 30);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("fifo.sol: unreadable: is a FIFO, not a regular file"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("p: is a FIFO, not a regular file"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("/dev/zero: is a character device, not a regular file"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("good.sol: ok"), std::string::npos) << r.out;
  EXPECT_TRUE(test::kAddressSanitizer || r.kib < (100u << 10)) << r.kib << " KiB";
}

// 245 bytes on a 16x8 board with eight directions name an encoding of 36
// million clauses: the CNF's size is compared with it before anything is
// built, with a CNF that says so and with one whose header matches.
TEST(HostileFiles, ABigBoardCannotMakeTheCheckerBuildItsEncoding) {
  test::TempDir dir;
  std::string board = "directions: 8\n";
  for (int y = 0; y < 7; ++y) board += std::string(16, 'o') + "\n";
  board += "." + std::string(15, 'o') + "\n";
  put(dir.file("big.txt"), board);
  put(dir.file("t.drat"), "0\n");
  put(dir.file("big.cert"),
      "board: big.txt\nstart: a8\nfinish: p1\nkind: drat\nsteps: 126\ncnf: t.cnf\nproof: t.drat\n");
  for (const char* cnf : {"p cnf 1 0\n", "p cnf 111008 0\n"}) {
    put(dir.file("t.cnf"), cnf);
    auto r = runPegsatLimited("verify --certificate " + dir.file("big.cert"), 20, uint64_t(1) << 30);
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.out.find("the problem's encoding has 111008 and"), std::string::npos) << r.out;
    EXPECT_TRUE(test::kAddressSanitizer || r.kib < (100u << 10)) << r.kib << " KiB";
  }
}

// A proof is read in a stream up to its first empty clause: lines after it
// cost nothing, and a proof without one is refused after one pass.
TEST(HostileFiles, ProofsAreReadUpToTheirRefutation) {
  test::TempDir dir;
  writeDratCertificate(dir.file(""));
  const std::string proof = readAll(dir.file("d.drat"));
  std::string zeros;
  for (int i = 0; i < 5'000'000; ++i) zeros += "0\n";  // 10 MB of empty clauses
  put(dir.file("zeros.drat"), proof + zeros);
  put(dir.file("zeros.cert"), certNaming("d.cnf", "zeros.drat"));
  auto r = runPegsatLimited("verify --certificate " + dir.file("zeros.cert"));
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_TRUE(test::kAddressSanitizer || r.kib < (200u << 10)) << r.kib << " KiB";

  std::string lemmas;
  for (int i = 0; i < 2'000'000; ++i) lemmas += "1 2 0\n";  // 12 MB, no empty clause
  put(dir.file("lemmas.drat"), lemmas);
  put(dir.file("lemmas.cert"), certNaming("d.cnf", "lemmas.drat"));
  r = runPegsatLimited("verify --certificate " + dir.file("lemmas.cert"));
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_NE(r.out.find("the proof has no empty clause"), std::string::npos) << r.out;
  EXPECT_TRUE(test::kAddressSanitizer || r.kib < (100u << 10)) << r.kib << " KiB";
}

// --max-memory is the whole run's budget: a check that alone needs more is
// that file's error, and the other files are still checked.
TEST(HostileFiles, AFileOverTheMemoryBudgetIsItsOwnError) {
  test::TempDir dir;
  writeDratCertificate(dir.file(""));
  put(dir.file("good.sol"), readAll(std::string(PEGSAT_SOURCE_DIR) + "/data/solutions/bergholt.sol"));
  auto r = runPegsatLimited("verify " + dir.file("") + " --max-memory 0.05");
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("d.cert: unreadable: checking it needs up to"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("more than the memory limit of 51 MiB (--max-memory)"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("good.sol: ok"), std::string::npos) << r.out;
  r = runPegsatLimited("verify " + dir.file("") + " --max-memory 1");
  EXPECT_EQ(r.exitCode, 0) << r.out;
}

// --timeout bounds each file: a file past it is reported as such, the report
// is written, and the others keep their results.
TEST(HostileFiles, AFileOverTheTimeLimitIsItsOwnError) {
  test::TempDir dir;
  // Wiegleb's fewest moves take far longer than a second to prove.
  auto s = test::runPegsat("solve --board wiegleb -q -o " + dir.file("w.sol"));
  ASSERT_EQ(s.exitCode, 10) << s.out;
  // The triangle's fewest moves take milliseconds.
  s = test::runPegsat("solve --min-moves --board triangle --start a1 -q -o " + dir.file("good.sol"));
  ASSERT_EQ(s.exitCode, 10) << s.out;
  const std::string junit = dir.file("r.xml");
  auto r = runPegsatLimited("verify " + dir.file("good.sol") + " " + dir.file("w.sol") +
                            " --expect-optimal --file-timeout 1 --junit " + junit);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("good.sol: ok"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("w.sol: unreadable: optimality not proved: stopped at the time limit"),
            std::string::npos)
      << r.out;
  const std::string xml = readAll(junit);
  EXPECT_NE(xml.find("tests=\"2\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("errors=\"1\""), std::string::npos) << xml;
}

// Whether `s` is valid UTF-8 without control characters but newline and tab:
// what XML 1.0 and a terminal both take.
bool cleanText(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 && c != '\n' && c != '\t') return false;
    if (c == 0x7f) return false;
    const size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += n;
  }
  return true;
}

// File names and file contents of any bytes: the text output has one line a
// file and one summary, the JSON parses, the JUnit report is well-formed XML.
TEST(HostileFiles, ReportsSurviveAnyBytes) {
  test::TempDir dir;
  const std::string d = dir.file("d");
  fs::create_directories(d);
  const std::string good = readAll(std::string(PEGSAT_SOURCE_DIR) + "/data/solutions/bergholt.sol");
  put(d + "/a\nsummary: 9 checked, 9 right, 0 wrong, 0 unreadable\nb.sol", good);
  put(d + "/esc\x01\x1b[31m.sol", good);
  put(d + "/bad\xff\xfe.sol", "d2-d4\n");
  put(d + "/c.cert", certNaming("\xff\x01\x1b[31m<&>\"", "t.drat"));
  std::string chain = "d2-d4";
  for (int i = 0; i < 19; ++i) chain += "-d2-d4";
  put(d + "/chain.sol", chain + "\n");
  const std::string junit = dir.file("r.xml");

  auto r = runPegsatLimited("verify " + d + " --junit " + junit);
  EXPECT_EQ(r.exitCode, 1) << r.out;
  EXPECT_TRUE(cleanText(r.out)) << r.out;
  size_t summaries = 0;
  for (size_t at = r.out.find("summary:"); at != std::string::npos; at = r.out.find("summary:", at + 1))
    summaries += at == 0 || r.out[at - 1] == '\n';
  EXPECT_EQ(summaries, 1u) << r.out;
  EXPECT_LT(r.out.size(), 4000u) << r.out;

  const std::string xml = readAll(junit);
  EXPECT_TRUE(cleanText(xml)) << xml;
  tinyxml2::XMLDocument doc;
  EXPECT_EQ(doc.Parse(xml.c_str()), tinyxml2::XML_SUCCESS) << xml;

  r = runPegsatLimited("verify " + d + " --json");
  EXPECT_EQ(r.exitCode, 1) << r.out;
  auto json = nlohmann::json::parse(r.out, nullptr, false);
  ASSERT_FALSE(json.is_discarded()) << r.out;
  EXPECT_EQ(json["files"].size(), 5u);
  r = runPegsatLimited("verify --certificate " + d + "/c.cert --json");
  EXPECT_FALSE(nlohmann::json::parse(r.out, nullptr, false).is_discarded()) << r.out;
}

// A solution holds fewer jumps than its board has holes: a longer one is cut
// as it is read, and nothing of it is echoed whole.
TEST(HostileFiles, LongSolutionsAreRefusedAsTheyAreRead) {
  test::TempDir dir;
  std::string jumps;
  while (jumps.size() < 1'000'000) jumps += "d2-d4 ";
  put(dir.file("many.sol"), jumps + "\n");
  auto r = runPegsatLimited("verify " + dir.file("many.sol"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find(":1: more than 127 jumps"), std::string::npos) << r.out;
  EXPECT_LT(r.out.size(), 1000u);
  EXPECT_TRUE(test::kAddressSanitizer || r.kib < (100u << 10)) << r.kib << " KiB";
  // 40 jumps are fine to read, but not on a board of 33 holes.
  put(dir.file("forty.sol"), jumps.substr(0, 6 * 40) + "\n");
  r = runPegsatLimited("verify " + dir.file("forty.sol"));
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("fewer jumps than its 33 holes"), std::string::npos) << r.out;
}

// The writers: what is at the output path decides how it is written.
TEST(HostileFiles, WritersNeverReplaceWhatIsNotTheirs) {
  test::TempDir dir;
  const std::string solve = "solve --start d4 --finish d4 -q -o ";
  // A read-only file is refused, and the answer still shown.
  const std::string ro = dir.file("ro.sol", "old\n");
  chmod(ro.c_str(), 0444);
  auto r = runPegsatLimited(solve + ro);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("it is read-only"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("board: english"), std::string::npos) << r.out;
  EXPECT_EQ(readAll(ro), "old\n");
  // A replaced file keeps its mode.
  const std::string priv = dir.file("private.sol", "old\n");
  chmod(priv.c_str(), 0600);
  r = runPegsatLimited(solve + priv);
  EXPECT_EQ(r.exitCode, 10) << r.out;
  struct stat st;
  ASSERT_EQ(stat(priv.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  EXPECT_NE(readAll(priv).find("board: english"), std::string::npos);
  // A setuid or setgid file keeps only its permission bits.
  const std::string suid = dir.file("suid.sol", "old\n");
  chmod(suid.c_str(), 06755);
  r = runPegsatLimited(solve + suid);
  EXPECT_EQ(r.exitCode, 10) << r.out;
  ASSERT_EQ(stat(suid.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0755u);
  // A symbolic link, or a path through one, is refused: a pull request can
  // commit a report's path as a link to any file.
  const std::string victim = dir.file("victim.sol", "old\n");
  const std::string link = dir.file("link.sol");
  fs::create_symlink("victim.sol", link);
  fs::create_directories(dir.file("real"));
  fs::create_symlink("real", dir.file("via"));
  for (const std::string& target : {link, dir.file("via/x.sol")}) {
    r = runPegsatLimited(solve + target);
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_NE(r.out.find("--follow-links"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("board: english"), std::string::npos) << r.out;  // the answer, shown
  }
  EXPECT_EQ(readAll(victim), "old\n");
  EXPECT_FALSE(fs::exists(dir.file("real/x.sol")));
  auto junit = runPegsatLimited("verify " + std::string(PEGSAT_SOURCE_DIR) +
                                "/data/solutions --junit " + link);
  EXPECT_EQ(junit.exitCode, 2) << junit.out;
  EXPECT_EQ(readAll(victim), "old\n");
  // With --follow-links the link stays one; the file it leads to is replaced.
  r = runPegsatLimited(solve + link + " --follow-links");
  EXPECT_EQ(r.exitCode, 10) << r.out;
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_NE(readAll(victim).find("board: english"), std::string::npos);
  // A FIFO that nothing reads is refused at once, not waited on.
  const std::string lonely = dir.file("lonely.fifo");
  ASSERT_EQ(mkfifo(lonely.c_str(), 0644), 0);
  r = runPegsatLimited(solve + lonely, 10);
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.out.find("FIFO that nothing reads"), std::string::npos) << r.out;
  // --junit beside --certificate or --pddl is refused, not ignored.
  for (const char* other : {"--certificate x.cert", "--pddl p.pddl x.plan"}) {
    auto refused = runPegsatLimited(std::string("verify ") + other + " --junit " +
                                    dir.file("never.xml"));
    EXPECT_EQ(refused.exitCode, 2) << refused.out;
    EXPECT_NE(refused.out.find("--junit"), std::string::npos) << refused.out;
    EXPECT_FALSE(fs::exists(dir.file("never.xml")));
  }
  // A FIFO is written into (a reader drains it), not replaced.
  const std::string fifo = dir.file("out.fifo");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0644), 0);
  std::string drained;
  std::thread reader([&] { drained = readAll(fifo); });
  r = runPegsatLimited(solve + fifo);
  reader.join();
  EXPECT_EQ(r.exitCode, 10) << r.out;
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_NE(drained.find("board: english"), std::string::npos);
  // A character device (a copy of /dev/null, where root may make one).
  const std::string null = dir.file("null");
  if (mknod(null.c_str(), S_IFCHR | 0666, makedev(1, 3)) == 0) {
    r = runPegsatLimited(solve + null);
    EXPECT_EQ(r.exitCode, 10) << r.out;
    EXPECT_TRUE(fs::is_character_file(null));
  }
  // Nothing temporary is left beside any of them.
  for (const auto& e : fs::directory_iterator(dir.file("")))
    EXPECT_EQ(e.path().filename().string().find(".pegsat-"), std::string::npos) << e.path();
}

// A temporary file left by a killed writer is removed by the next write to
// the same target; one of a live process is not.
TEST(HostileFiles, AKilledWritersTemporaryFileIsRemovedByTheNextWrite) {
  test::TempDir dir;
  const pid_t gone = fork();
  if (gone == 0) _exit(0);
  waitpid(gone, nullptr, 0);
  const std::string stale = dir.file(".out.sol.pegsat-" + std::to_string(gone) + "-0badf00d.tmp", "x");
  const std::string live =
      dir.file(".out.sol.pegsat-" + std::to_string(getppid()) + "-0badf00d.tmp", "x");
  ASSERT_FALSE(writeFileAtomically(dir.file("out.sol"), "new\n"));
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_EQ(readAll(dir.file("out.sol")), "new\n");
}

// SIGTERM or SIGINT during a run removes the temporary file of a report that
// is being written (verify opens its JUnit report before checking).
TEST(HostileFiles, ASignalLeavesNoTemporaryFile) {
  test::TempDir dir;
  auto s = test::runPegsat("solve --board wiegleb -q -o " + dir.file("w.sol"));
  ASSERT_EQ(s.exitCode, 10) << s.out;
  for (int signal : {SIGTERM, SIGINT}) {
    const std::string cmd = std::string(PEGSAT_BINARY) + " verify " + dir.file("w.sol") +
                            " --expect-optimal --timeout 30 --junit " + dir.file("r.xml");
    const pid_t pid = fork();
    if (pid == 0) {
      alarm(40);
      execl("/bin/sh", "sh", "-c", ("exec " + cmd + " >/dev/null 2>&1").c_str(),
            static_cast<char*>(nullptr));
      _exit(127);
    }
    // Wait until the report's temporary file exists, then signal.
    bool seen = false;
    for (int i = 0; i < 200 && !seen; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
      for (const auto& e : fs::directory_iterator(dir.file("")))
        seen = seen || e.path().filename().string().starts_with(".r.xml.pegsat-");
    }
    EXPECT_TRUE(seen);
    kill(pid, signal);
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << status;
    for (const auto& e : fs::directory_iterator(dir.file("")))
      EXPECT_EQ(e.path().filename().string().find(".pegsat-"), std::string::npos) << e.path();
    EXPECT_FALSE(fs::exists(dir.file("r.xml")));
  }
}

}  // namespace
}  // namespace pegsat
