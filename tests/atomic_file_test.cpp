// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic output files: a target appears whole or not at all, even when its
// writer is killed at any moment.
#include "util/atomic_file.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <random>
#include <thread>

#include "test_util.hpp"

namespace pegsat {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> namesIn(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

TEST(AtomicFile, WritesTheWholeTextAndLeavesNoTemporaryFile) {
  test::TempDir dir;
  const std::string path = dir.file("out.cnf");
  ASSERT_FALSE(writeFileAtomically(path, "p cnf 1 1\n1 0\n"));
  EXPECT_EQ(*readFile(path), "p cnf 1 1\n1 0\n");
  ASSERT_FALSE(writeFileAtomically(path, "p cnf 0 0\n"));  // replaces it
  EXPECT_EQ(*readFile(path), "p cnf 0 0\n");
  EXPECT_EQ(namesIn(fs::path(path).parent_path()), std::vector<std::string>{"out.cnf"});
}

TEST(AtomicFile, UncommittedWriterLeavesTheOldFileAndNoTemporaryFile) {
  test::TempDir dir;
  const std::string path = dir.file("table.txt", "old\n");
  {
    auto f = AtomicFile::create(path);
    ASSERT_TRUE(f.ok());
    ASSERT_FALSE(f->write("new, but never committed\n"));
  }
  EXPECT_EQ(*readFile(path), "old\n");
  EXPECT_EQ(namesIn(fs::path(path).parent_path()), std::vector<std::string>{"table.txt"});
}

TEST(AtomicFile, ErrorsNameTheTarget) {
  test::TempDir dir;
  const std::string path = dir.file("no/such/folder/out.sol");
  auto err = writeFileAtomically(path, "x");
  ASSERT_TRUE(err);
  EXPECT_EQ(err->file, path);
  EXPECT_NE(err->message.find("cannot write the file"), std::string::npos) << err->str();
  // A folder in the target's place: the rename fails and the temporary goes.
  const std::string folder = dir.file("taken");
  fs::create_directory(folder);
  fs::create_directory(folder + "/inside");
  ASSERT_TRUE(writeFileAtomically(folder, "x"));
  EXPECT_EQ(namesIn(fs::path(folder).parent_path()), std::vector<std::string>{"taken"});
}

// The bytes the child writes: 8-byte words counting up, so that a file cut
// short or mixed with old bytes is seen.
constexpr size_t kWords = size_t(1) << 21;  // 16 MiB
std::string block(size_t first, size_t count) {
  std::string s(count * 8, '\0');
  for (size_t i = 0; i < count; ++i) {
    const uint64_t w = first + i;
    std::memcpy(&s[i * 8], &w, 8);
  }
  return s;
}

// A child process writes a 16 MiB file through AtomicFile in 64 KiB pieces and
// is killed with SIGKILL after a random delay: the target must then hold the
// old file (when there was one), or be absent, or be complete.
TEST(AtomicFile, KilledWriterLeavesTheTargetAbsentOldOrComplete) {
  test::TempDir dir;
  std::mt19937 rng(2026);
  int before = 0, after = 0;
  for (int run = 0; run < 16; ++run) {
    const bool hadOld = run % 2 == 1;
    const std::string path = dir.file("big" + std::to_string(run) + ".bin", hadOld ? "old\n" : "");
    const auto delay = std::chrono::microseconds(rng() % 150000);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      auto f = AtomicFile::create(path);
      if (!f) _exit(3);
      constexpr size_t kPiece = 8192;
      for (size_t w = 0; w < kWords; w += kPiece)
        if (f->write(block(w, kPiece))) _exit(3);
      _exit(f->commit() ? 3 : 0);
    }
    std::this_thread::sleep_for(delay);
    kill(child, SIGKILL);
    int status = 0;
    waitpid(child, &status, 0);
    if (WIFEXITED(status)) {
      ASSERT_EQ(WEXITSTATUS(status), 0) << "the child could not write";
    }
    std::error_code ec;
    if (!fs::exists(path, ec)) {
      ASSERT_FALSE(hadOld) << "the old file is gone, run " << run;
      ++before;
      continue;
    }
    auto text = readFile(path);
    ASSERT_TRUE(text.ok());
    if (hadOld && *text == "old\n") {
      ++before;
      continue;
    }
    ASSERT_EQ(text->size(), kWords * 8) << "a cut file, run " << run;
    ASSERT_TRUE(*text == block(0, kWords)) << "wrong bytes, run " << run;
    ++after;
  }
  // Which runs were killed in time depends on the machine; both kinds are
  // fine, and every run was one of them.
  EXPECT_EQ(before + after, 16);
}

}  // namespace
}  // namespace pegsat
