// SPDX-License-Identifier: GPL-3.0-or-later
// Fewest moves: a solution with the fewest moves (a move is a chain of jumps
// by one peg) and the proof that none is shorter, by breadth-first search by
// moves from both ends, meeting in the middle, as Bell computes the levels
// B[n] and B[-n] ("Solving peg solitaire in the fewest moves"). Also the level
// sizes themselves, to exhaustion. The table of every single-vacancy to
// single-survivor problem of a board is in min_moves_table.hpp.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "peg/board.hpp"
#include "peg/pagoda.hpp"
#include "util/budget.hpp"
#include "util/outcome.hpp"

namespace pegsat {

struct MinMovesOptions {
  // Time, stop flag and the bytes the tables may take: polled every few
  // parents of a level and through the setup (pagodas, the first solve); a
  // stop answers Unknown with the Stop that caused it.
  Budget budget;
  bool pagodas = true;          // prune by learned pagodas (never changes the answer)
  int threads = 0;              // 0 = all cores
  // Called after each level with a status line ("forward level 9: 164297
  // positions"), and within a level as its parents are expanded ("forward
  // level 9: 16384/36972 positions expanded, 0.4 s"), from the calling thread.
  std::function<void(const std::string&)> progress;
  // The least time between two lines within a level; 0 gives one after every
  // block of parents (tests count them so, on any machine).
  double progressSeconds = 0.25;
  // Hand out the levels that prove the lower bound (MinMovesResult::proof),
  // for a `levels` certificate.
  bool keepLevels = false;
};

// The evidence for "every solution has at least `bound` moves": the complete
// levels of both sides when the search ended (met, answered, stopped or
// exhausted), bound = forward depth + backward depth + 1, each level its
// positions' smallest images under the symmetries keeping start and finish,
// sorted; and the pagodas that pruned them (forward: a position below the
// finish's weight; backward: a position whose complement is below the
// start's complement's). No level holds a position of the other side.
struct LevelsProof {
  int bound = 0;
  std::vector<std::vector<Cells>> forward, backward;
  std::vector<Pagoda> forwardPagodas, backwardPagodas;
  // Levels already coded for the data file (peg/levels_data.hpp: hole
  // numbers, sorted, delta coded), in place of `forward` and `backward` when
  // these are not empty: a search by jumps codes each level once complete,
  // keeping two or three bytes a position instead of sixteen.
  struct CodedLevel {
    uint64_t count = 0;
    std::string bytes;
  };
  std::vector<CodedLevel> forwardCoded, backwardCoded;
};

struct MinMovesStats {
  // Level sizes up to symmetry: forward[n] = positions first reached after n
  // moves from the start, backward[n] = positions first n moves away from the
  // finish (Bell's |B[n]| and |B[-n]|), as far as each search went; pruned
  // positions are not counted.
  std::vector<uint64_t> forward, backward;
  int meetForward = -1, meetBackward = -1;  // the levels where the searches met
  uint64_t positions = 0;                   // positions stored, both directions
  uint64_t peakBytes = 0;                   // the most the tables held
  int symmetries = 1;                       // symmetries used (keeping start and finish)
  int pagodas = 0;                          // pagodas used for pruning, both directions
  bool classRejected = false;               // decided at once by position classes
};

struct MinMovesResult {
  Outcome status = Outcome::Unknown;
  std::vector<Jump> jumps;  // an optimal solution, when status is Solved
  int moves = -1;           // its number of moves
  // Bounds proved on the fewest moves: lower always; upper = -1 when unknown.
  // Equal when status is Solved.
  int lowerBound = 0, upperBound = -1;
  Stop stoppedBy = Stop::None;
  MinMovesStats stats;
  // With options.keepLevels, once the levels search has begun.
  std::optional<LevelsProof> proof;
};

// A solution from `start` (the pegs at the start) to exactly `finish` with the
// fewest moves, or a proof that there is none.
MinMovesResult minMoves(const Board& board, Cells start, Cells finish,
                        const MinMovesOptions& options = {});

// The number of moves in a sequence of jumps: a new move starts whenever a
// jump does not start where the previous one ended.
int countMoves(const std::vector<Jump>& jumps);

// Every level by moves, to exhaustion, in both directions, without pruning.
struct MoveLevels {
  int moves = 0;
  uint64_t positions = 0;     // up to symmetry
  uint64_t positionsAll = 0;  // without symmetry
};

struct MoveLevelsResult {
  Outcome status = Outcome::Unknown;  // Unknown: stopped by a limit
  Stop stop = Stop::None;             // which
  std::vector<MoveLevels> forward;                  // B[0], B[1], ... from the start
  std::vector<MoveLevels> backward;                 // B[0], B[-1], ... to the finish
  MinMovesStats stats;
};

MoveLevelsResult moveLevels(const Board& board, Cells start, Cells finish,
                            const MinMovesOptions& options = {});

}  // namespace pegsat
