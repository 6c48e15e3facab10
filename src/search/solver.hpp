// SPDX-License-Identifier: GPL-3.0-or-later
// The native solver: depth-first search with a memo of dead positions, shared
// across the symmetries that keep the finish. Impossible problems in
// different position classes are rejected before any search.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "peg/board.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"

namespace pegsat {

struct SolveOptions {
  // Give up (status Unknown, with the Stop that says why) when the budget
  // says so: its deadline and stop flag are polled every few milliseconds of
  // search and between the LPs, and the memo of dead positions stays within
  // its bytes.
  Budget budget;
  // Also give up after this much of the solving thread's CPU time (zero:
  // none), so that a benchmark's "unknown" does not depend on the machine's
  // other load.
  std::chrono::nanoseconds cpuTime{0};
  // Give up after this many positions; 0 means no limit.
  uint64_t maxNodes = 0;
  // Once both searches have had this budget of positions a run without an
  // answer, they are given pagoda pruning, whose LPs cost milliseconds that
  // most problems do not need.
  uint64_t prepareBudget = 1 << 14;
  bool pagodas = true;
  // Sets of pagodas each search keeps, each drawn from random play with its
  // own seed: one more each round once pagodas start, up to this many (at
  // least one).
  int pagodaSets = 4;
  // The width of the beam search tried once pagodas are learned (0: none).
  size_t beamWidth = 10000;
  // Called every 2^20 positions with the positions searched, the dead
  // positions stored and the memo's bytes, for a progress line.
  std::function<void(uint64_t nodes, uint64_t dead, uint64_t bytes)> progress;
};

struct SolveStats {
  uint64_t nodes = 0;          // positions searched
  uint64_t deadPositions = 0;  // positions stored as dead, up to symmetry
  int symmetries = 1;          // symmetries used by the memo
  bool classRejected = false;  // decided at once: position classes (or peg counts) differ
  bool pagodaCases = false;    // no solution: a pagoda for each first and last jump
  int pagodas = 0;             // pagodas pruning the two searches
  bool byBackward = false;     // answered by the search of the complement problem
  bool byBeam = false;         // solved by the beam search
};

// Solved, NoSolution, or Unknown when a limit stopped the search.
struct SolveResult {
  Outcome status = Outcome::Unknown;
  Stop stop = Stop::None;  // when Unknown, the limit that stopped it (None: maxNodes)
  std::vector<Jump> jumps;
  SolveStats stats;
};

// Whether the backward problem (from the holes empty at the finish to the
// holes empty at the start, which has the same answer) is the problem itself
// seen through a symmetry of the board: start and finish the same hole, or
// mirror images of each other. The solver then searches one direction only.
bool backwardIsImage(const Board& board, Cells start, Cells finish);

// Finds a sequence of jumps from `start` (the pegs at the start) to exactly
// `finish` (the pegs at the end), or proves there is none.
SolveResult solve(const Board& board, Cells start, Cells finish, const SolveOptions& options = {});

}  // namespace pegsat
