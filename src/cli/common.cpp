#include <unistd.h>

#include <cstdio>
#include <fstream>

#include "cli/command.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"

namespace pegsat::cli {

int reportError(const Error& e) {
  fmt::print(stderr, "pegsat: {}\n", e.str());
  return kInputError;
}

bool showProgress(bool quiet) { return !quiet && isatty(STDERR_FILENO); }

Result<Problem> loadProblem(const std::string& boardSpec, const std::string& start,
                            const std::string& finish) {
  auto board = loadBoard(boardSpec);
  if (!board) return board.error();
  Problem p{std::move(*board), 0, 0};
  p.start = p.board.initial;
  if (!start.empty()) {
    auto empty = parseHoleList(p.board, start, "--start");
    if (!empty) return empty.error();
    if (*empty == 0) return Error{"--start", 0, "no hole given"};
    p.start = p.board.holes & ~*empty;
  }
  p.finish = p.board.holes & ~p.start;
  if (!finish.empty()) {
    auto pegs = parseHoleList(p.board, finish, "--finish");
    if (!pegs) return pegs.error();
    if (*pegs == 0) return Error{"--finish", 0, "no hole given"};
    p.finish = *pegs;
  }
  return p;
}

int writeOutput(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    fmt::print("{}", text);
    return kOk;
  }
  // Write a temporary file and rename it, so a failure never leaves half a file
  // in place of a good one.
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << text;
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      return reportError({path, 0, "cannot write the file"});
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return reportError({path, 0, "cannot write the file"});
  }
  return kOk;
}

}  // namespace pegsat::cli
