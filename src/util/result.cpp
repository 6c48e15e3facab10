#include "util/result.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace pegsat {

Result<std::string> readFile(const std::string& path) {
  // A directory opens as a stream and reads as empty: say what it is instead.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return Error{path, 0, "is a directory, not a file"};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, 0, std::string("cannot open file: ") + std::strerror(errno)};
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return Error{path, 0, "read error"};
  return ss.str();
}

}  // namespace pegsat
