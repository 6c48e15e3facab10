// SPDX-License-Identifier: GPL-3.0-or-later
// The table job of `solve --min-moves --table`: the fewest moves of every
// single-vacancy start to every single-survivor finish of a board
// (search/min_moves_table.hpp), with the solution of every problem solved
// checked by the verifier, and its claim of fewest moves, before the table
// is handed out. Every entry is one of those problems or the image of one
// under a symmetry of the board, so checking the problems checks the table.
// With a folder for certificates, each problem gets one, checked by the
// independent checker: a `levels` certificate of its fewest moves, or one of
// "no solution" (job/certify.hpp).
#pragma once

#include <string>
#include <vector>

#include "job/certify.hpp"
#include "job/job.hpp"
#include "search/min_moves_table.hpp"

namespace pegsat {

struct MinMovesTableReport {
  Outcome outcome = Outcome::Unknown;  // Solved: every entry known
  Stop stop = Stop::None;
  MinMovesTableResult table;
  double milliseconds = 0;
  // With a folder: one a problem of the table, in its order (START-FINISH.cert).
  std::vector<Certification> certificates;
  // An internal error: a solution the verifier rejected, or a certificate
  // that does not prove the table's entry. The table is withheld.
  std::string bug;
};

MinMovesTableReport runMinMovesTable(const Board& board, const Limits& limits);
// With a certificate for each problem in the folder `certificates`. The
// Error: the folder, or a file in it, cannot be written.
Result<MinMovesTableReport> runMinMovesTable(const Board& board, const Limits& limits,
                                             const std::string& certificates);

}  // namespace pegsat
