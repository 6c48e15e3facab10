// SPDX-License-Identifier: GPL-3.0-or-later
// Fewest moves by SAT: the moves encoding (moves_encoding.hpp) loaded once
// into one solver and solved incrementally under the assumption "at most k
// moves" for k = a lower bound, the bound + 1, ... The first k that is
// satisfiable is the minimum, and every smaller k was refuted by the same
// solver, whose learned clauses carry over from one k to the next. One thread
// runs CaDiCaL (Biere et al.), which refuted the 15-hole triangle's bounds
// about twice as fast as CryptoMiniSat; more threads run CryptoMiniSat's own.
#pragma once

#include <cstdint>
#include <vector>

#include "encodings/sat_solve.hpp"
#include "peg/board.hpp"
#include "util/result.hpp"

namespace pegsat {

// One "at most k moves?" call.
struct MovesBoundStep {
  int moves = 0;
  Outcome answer = Outcome::Unknown;  // Solved: a solution of at most k moves exists
  double ms = 0;
  uint64_t conflicts = 0;
};

struct SatMovesResult {
  // Solved: `jumps` has the fewest moves. NoSolution: no solution at all.
  // Unknown: stopped by the timeout, with the bounds proved so far.
  Outcome status = Outcome::Unknown;
  Stop stop = Stop::None;   // when Unknown: the limit that stopped it
  std::vector<Jump> jumps;  // not yet verified
  int lowerBound = 0;       // no solution has fewer moves
  int upperBound = -1;      // moves of the solution found; -1 if none
  std::vector<MovesBoundStep> steps;
  SatStats stats;
};

// The settings used: the encoding (through movesEncodingOptions), threads
// (1: CaDiCaL), timeout, solver seed, and CryptoMiniSat's configuration when
// it runs; shuffleSeed is ignored.
Result<SatMovesResult> minMovesBySat(const Board& board, Cells start, Cells finish,
                                     const SatOptions& options = {});

}  // namespace pegsat
