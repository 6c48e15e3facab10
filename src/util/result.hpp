// SPDX-License-Identifier: GPL-3.0-or-later
// Errors as values. A parser or loader returns Result<T>: either the value or an
// Error that names the file, the line and the problem, for the CLI to print.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace pegsat {

struct Error {
  std::string file;  // empty when the input was not a file (an option, say)
  int line = 0;      // 1-based; 0 when the error is about the whole input
  std::string message;

  // "file:line: message", the form compilers use, so editors can jump to it.
  std::string str() const {
    std::string s;
    if (!file.empty()) s += file + ":";
    if (line > 0) s += std::to_string(line) + ":";
    if (!s.empty()) s += " ";
    return s + message;
  }
};

template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

// The largest file any reader takes in whole. Each reader has its own,
// smaller limit (a board file, a solution, a CNF): a file of a size that no
// pegsat input can reach is refused with a message, never read into memory.
inline constexpr size_t kMaxInputBytes = size_t(1) << 30;

// Reads a whole file of at most `limit` bytes; the error names the file. A
// regular file is read to the size it had when opened; a pipe or device the
// user named is read as a stream up to the limit (util/input_file.hpp reads
// strangers' files, which it refuses).
Result<std::string> readFile(const std::string& path, size_t limit = kMaxInputBytes);

// "1 MiB": a byte count as the limits above are written.
std::string byteSize(size_t bytes);

}  // namespace pegsat
