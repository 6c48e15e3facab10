// Helpers shared by the tests: loading built-in boards and running the CLI.
#pragma once

#include <gtest/gtest.h>

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

// Runs the pegsat binary with `args` (a shell-quoted string).
Run runPegsat(const std::string& args);

// Writes text to a fresh file under the test's temporary directory.
std::string tempFile(const std::string& name, const std::string& text);

}  // namespace pegsat::test
