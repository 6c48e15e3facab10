// SPDX-License-Identifier: GPL-3.0-or-later
// Exact solution counting: the number of jump sequences that solve a
// problem, the reachable positions layer by layer, the number of complete games
// and the table of single-vacancy problems. Symmetry only speeds the work up:
// every distinct sequence of jumps counts.
#pragma once

#include <atomic>
#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "peg/board.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"

namespace pegsat {

class Exchange;

struct CountOptions {
  // Layers: breadth-first layers of positions up to symmetry, met in the middle
  // by complement duality. Memo: a depth-first count memoized on each
  // position's number of ways to the finish, kept as an independent check.
  enum class Method { Layers, Memo } method = Method::Layers;
  int threads = 0;              // 0 = all cores
  // Time, stop flag (a Ctrl-C in a front end) and the bytes the tables may
  // take: the count stops before passing the bytes, and polls the rest
  // between chunks of children, in every pass over a layer, through the
  // pagodas' LPs and every few thousand positions of the memo method.
  Budget budget;
  // Optional status line ("layer 12: 517,854 positions"), called from the
  // calling thread only, at most a few times a second.
  std::function<void(const std::string&)> progress;
  // The ranks sharing the count (count/exchange.hpp), or null for one
  // process. Every rank calls the same function with the same problem; each
  // gets the whole answer.
  Exchange* exchange = nullptr;
};

struct CountStats {
  uint64_t positions = 0;      // positions stored, up to symmetry, over all layers
  uint64_t peakPositions = 0;  // largest number of positions held at once
  uint64_t peakBytes = 0;      // the most memory the position tables held at once
  int symmetries = 1;          // symmetries used (those keeping start and finish)
  bool classRejected = false;  // decided by position classes alone
  // Shared by ranks: the positions over all ranks, peakBytes the most any
  // rank held, and per layer built (then the join) the bytes the ranks sent
  // each other, all ranks together.
  int ranks = 1;
  uint64_t widestLayer = 0;  // the most positions one layer held, over all ranks
  std::vector<uint64_t> bytesSent;
};

struct CountResult {
  Stop status = Stop::None;                  // the limit that stopped it, if one did
  boost::multiprecision::cpp_int solutions;  // valid when status is Stop::None
  CountStats stats;
};

// The number of jump sequences from `start` (the pegs at the start) to exactly
// `finish` (the pegs at the end).
CountResult countSolutions(const Board& board, Cells start, Cells finish,
                           const CountOptions& options = {});

// One row of the --levels table: the positions after `jumps` jumps.
struct LevelInfo {
  int jumps = 0;
  uint64_t reachable = 0;          // distinct positions reachable, up to symmetry
  uint64_t reachableAll = 0;       // the same without symmetry
  uint64_t onSolutionPath = 0;     // of those, the ones from which the finish is reachable
  uint64_t onSolutionPathAll = 0;  // the same without symmetry
};

struct LevelsResult {
  Stop status = Stop::None;
  std::vector<LevelInfo> levels;  // one per jump count, 0 .. pegs(start) - pegs(finish)
  CountStats stats;
};

// Reachable positions after each jump, and those of them that lie on a solution
// path. "Up to symmetry" means up to the symmetries that keep start and finish.
LevelsResult countLevels(const Board& board, Cells start, Cells finish,
                         const CountOptions& options = {});

struct GamesResult {
  Stop status = Stop::None;
  boost::multiprecision::cpp_int games;     // complete games: played until no jump is left
  boost::multiprecision::cpp_int deadEnds;  // positions without a jump, without symmetry
  std::vector<boost::multiprecision::cpp_int> gamesByPegs;  // index = pegs left at the end
  CountStats stats;
};

// The number of complete games from `start`: every sequence of jumps played
// until no jump is possible, dead ends included.
GamesResult countGames(const Board& board, Cells start, const CountOptions& options = {});

struct TableRow {
  int start = 0;  // the vacant hole at the start (a cell index)
  // counts[f] = solutions ending with one peg on cell f, for every hole f
  // (0 for the others), and their total.
  std::vector<boost::multiprecision::cpp_int> counts;
  boost::multiprecision::cpp_int total;
};

struct TableResult {
  Stop status = Stop::None;
  std::vector<TableRow> rows;  // one per hole, in cell order
  CountStats stats;
};

// The solution count of every single-vacancy start and single-survivor finish.
TableResult countTable(const Board& board, const CountOptions& options = {});

}  // namespace pegsat
