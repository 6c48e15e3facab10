#include "util/result.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace pegsat {

std::string byteSize(size_t bytes) {
  static constexpr const char* kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  while (unit < 4 && bytes >= 1024 && bytes % 1024 == 0) bytes /= 1024, ++unit;
  return std::to_string(bytes) + " " + kUnits[unit];
}

Result<std::string> readFile(const std::string& path, size_t limit) {
  // A directory opens as a stream and reads as empty: say what it is instead.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return Error{path, 0, "is a directory, not a file"};
  auto tooLarge = [&] {
    return Error{path, 0, "the file is larger than " + byteSize(limit) + ", the most read here"};
  };
  // A regular file's size is known before reading; a pipe's is not, so the
  // read below stops one byte past the limit either way.
  if (std::filesystem::is_regular_file(path, ec)) {
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > limit) return tooLarge();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, 0, std::string("cannot open file: ") + std::strerror(errno)};
  std::string text;
  char chunk[1 << 16];
  while (in) {
    in.read(chunk, sizeof chunk);
    text.append(chunk, size_t(in.gcount()));
    if (text.size() > limit) return tooLarge();
  }
  if (in.bad()) return Error{path, 0, "read error"};
  return text;
}

}  // namespace pegsat
