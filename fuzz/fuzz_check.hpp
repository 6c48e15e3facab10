// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz targets share: a check that stops the run with a message, so
// libFuzzer records the input as a crash, the input as a string view, and the
// built-in boards.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>

#include "peg/board_file.hpp"

namespace pegsat::fuzz {

// A broken property is a finding like a crash: abort() makes libFuzzer save
// the input (crash-<sha1>) for the regression tests.
[[noreturn]] inline void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "property broken: %s\n%s\n", what, detail.c_str());
  std::abort();
}

#define PEGSAT_FUZZ_CHECK(cond, detail) \
  do {                                  \
    if (!(cond)) ::pegsat::fuzz::fail(#cond, (detail)); \
  } while (0)

inline std::string_view asText(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A built-in board by name, parsed once; null for any other name. The targets
// read no files, so an input naming a board file ends there.
inline const Board* builtin(const std::string& name) {
  static const std::map<std::string, Board> boards = [] {
    std::map<std::string, Board> m;
    for (const auto& n : builtinBoardNames()) m.emplace(n, *loadBoard(n));
    return m;
  }();
  auto it = boards.find(name);
  return it == boards.end() ? nullptr : &it->second;
}

}  // namespace pegsat::fuzz
