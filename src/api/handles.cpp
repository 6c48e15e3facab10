// The helpers shared by the public API's files, and its version.
#include "api/handles.hpp"

namespace pegsat::api {

namespace detail {

std::vector<std::string> jumpNames(const pegsat::Board& board, const std::vector<Jump>& jumps) {
  std::vector<std::string> names;
  names.reserve(jumps.size());
  for (const Jump& j : jumps) names.push_back(board.holeName(j.from) + "-" + board.holeName(j.to));
  return names;
}

std::string describeFailure(const std::exception& e) {
  if (dynamic_cast<const std::bad_alloc*>(&e)) return "out of memory";
  return std::string("internal error: ") + e.what();
}

InputRoots rootsOf(const VerifyOptions& options, const std::string& file) {
  InputRoots roots;
  for (const std::string& r : options.roots) roots.add(r);
  // A text with no file names its board file relative to the current folder.
  roots.add(file.empty() ? std::string(".") : file);
  return roots;
}

}  // namespace detail

const char* version() { return PEGSAT_VERSION; }

}  // namespace pegsat::api
