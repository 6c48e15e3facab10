// SPDX-License-Identifier: GPL-3.0-or-later
// The helpers shared by the public API's files, and its version.
#include "api/handles.hpp"

#include "job/version.hpp"

namespace pegsat::api {

namespace detail {

std::vector<std::string> jumpNames(const pegsat::Board& board, const std::vector<Jump>& jumps) {
  std::vector<std::string> names;
  names.reserve(jumps.size());
  for (const Jump& j : jumps) names.push_back(board.holeName(j.from) + "-" + board.holeName(j.to));
  return names;
}

// The count in decimal, 18 digits at a time. cpp_int's own str() would do,
// but GCC 12 at -O3 warns (-Wrestrict, a false positive) inside the
// std::string assignment it inlines, and CI builds with -Werror.
std::string decimalOf(boost::multiprecision::cpp_int n) {
  constexpr uint64_t kChunk = 1'000'000'000'000'000'000ull;  // 10^18
  std::vector<uint64_t> chunks;                              // least significant first
  do {
    chunks.push_back(static_cast<uint64_t>(n % kChunk));
    n /= kChunk;
  } while (n != 0);
  std::string s = std::to_string(chunks.back());
  for (size_t i = chunks.size() - 1; i-- > 0;) {
    const std::string digits = std::to_string(chunks[i]);
    s.append(18 - digits.size(), '0').append(digits);
  }
  return s;
}

std::string describeFailure(const std::exception& e) {
  if (dynamic_cast<const std::bad_alloc*>(&e)) return "out of memory";
  return std::string("internal error: ") + e.what();
}

InputRoots rootsOf(const VerifyOptions& options, const std::string& file) {
  InputRoots roots;
  for (const std::string& r : options.roots) roots.add(r);
  // A file's own folder is a root; a text with no file has none, so that a
  // pasted text reads no file (not even to learn whether one exists) unless
  // the caller gives roots.
  if (!file.empty()) roots.add(file);
  roots.confine();
  return roots;
}

}  // namespace detail

const char* version() { return pegsatVersion(); }

}  // namespace pegsat::api
