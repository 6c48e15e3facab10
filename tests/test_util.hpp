// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the tests: loading built-in boards and running the CLI.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>

#include "peg/board_file.hpp"

namespace pegsat::test {

inline Board board(const std::string& name) {
  auto b = loadBoard(name);
  EXPECT_TRUE(b.ok()) << (b ? "" : b.error().str());
  return b ? *b : Board{};
}

struct Run {
  int exitCode;
  std::string out;  // stdout and stderr together
};

// Runs a shell command.
Run runCommand(const std::string& cmd);

// Runs the pegsat binary with `args` (a shell-quoted string).
Run runPegsat(const std::string& args);

// Whether this build runs under AddressSanitizer, whose shadow memory and
// quarantine of freed blocks count as resident: peak-memory tests skip then.
// GCC says so by a macro, clang by __has_feature.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif
#else
inline constexpr bool kAddressSanitizer = false;
#endif

// Runs the pegsat binary with `args`, its output discarded, and gives its exit
// code and its peak resident memory.
struct Peak {
  int exitCode;
  uint64_t kib;
};
Peak runPegsatPeak(const std::string& args);

// Runs the pegsat binary with `args` under a wall-clock limit (SIGALRM, which
// survives exec) and an address-space limit (setrlimit; none under the
// sanitizers, whose shadow memory needs terabytes of addresses), so that a
// regression fails its test instead of hanging or swapping the machine. Its
// stdout and stderr, and its peak resident memory.
struct LimitedRun {
  int exitCode;
  std::string out;
  uint64_t kib;
};
LimitedRun runPegsatLimited(const std::string& args, unsigned seconds = 20,
                            uint64_t addressBytes = uint64_t(2) << 30);

// A fresh directory under the system's temporary directory, removed with the
// object, so that test runs leave nothing behind.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  // The path of `name` in the directory, written with `text` unless it is empty.
  std::string file(const std::string& name, const std::string& text = "") const;

 private:
  std::filesystem::path path_;
};

// Writes text to a file in a directory of this test process, removed when it exits.
std::string tempFile(const std::string& name, const std::string& text);

// A file's bytes ("" and a test failure when it cannot be read), and a file
// written with exactly `text`: for tests that take a written file apart.
std::string readText(const std::string& path);
void writeText(const std::string& path, const std::string& text);

}  // namespace pegsat::test
