#include "util/result.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace pegsat {

Result<std::string> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, 0, std::string("cannot open file: ") + std::strerror(errno)};
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return Error{path, 0, "read error"};
  return ss.str();
}

}  // namespace pegsat
