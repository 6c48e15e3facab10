// SPDX-License-Identifier: GPL-3.0-or-later
// The C++ side of the Python module's speed figures (docs/PYTHON.md): the
// same calls as python/bench/bench.py makes, through the public API.
//   solve_loop N              N single-vacancy problems of the English board,
//                             each made and solved (start = finish = hole i mod 33)
//   solve_loop N BOARD HOLE   N times the one problem HOLE -> HOLE on BOARD
// Prints the seconds of wall clock the loop took.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "pegsat/pegsat.hpp"

int main(int argc, char** argv) {
  namespace pg = pegsat::api;
  const long n = argc > 1 ? std::atol(argv[1]) : 10000;
  auto board = pg::loadBoard(argc > 3 ? argv[2] : "english");
  if (!board) return 2;
  const auto holes = argc > 3 ? std::vector<std::string>{argv[3]} : board->holes();
  int solved = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (long i = 0; i < n; ++i) {
    const std::string& h = holes[size_t(i) % holes.size()];
    auto problem = pg::makeProblem(*board, h, h);
    if (!problem) return 2;
    solved += pg::solve(*problem).status == pg::Status::Solved;
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%ld solves (%d solved) in %.3f s\n", n, solved, s);
  return 0;
}
