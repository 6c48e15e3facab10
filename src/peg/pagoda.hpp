// SPDX-License-Identifier: GPL-3.0-or-later
// Pagoda functions (Berlekamp, Conway & Guy, Winning Ways ch. 23; Beasley
// 1985): weights w on the holes with w(x) + w(y) >= w(z) for every jump of x
// over y into z. A jump then never raises the weighted peg sum, so a position
// whose sum is below the finish's cannot reach the finish.
//
// Which pagodas to use depends on the problem. They are learned as Bell does
// for peg solitaire ("A fast algorithm for finding pagoda functions", 2007):
// for a position that might be dead, a linear program looks for a pagoda that
// puts it below the finish. The LP (GLPK) only proposes; every pagoda is
// checked against every jump in integer arithmetic before it is used, so the
// pruning is sound whatever the LP returns.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "peg/board.hpp"
#include "util/budget.hpp"

namespace pegsat {

struct Pagoda {
  std::vector<int> weight;  // per cell; 0 off the board
  int threshold = 0;        // the finish's weight: reaching it needs at least this

  int value(Cells pegs) const;
  bool operator==(const Pagoda&) const = default;
};

// Whether w(x) + w(y) >= w(z) holds for every jump of the board.
bool isPagoda(const Board& board, const std::vector<int>& weight);

struct PagodaOptions {
  int maxPagodas = 48;  // counting images under the symmetries
  int samples = 400;    // positions drawn by random play to try to cut off
  uint64_t seed = 1;
  std::vector<int> symmetries;  // board.symmetries indices keeping start and finish
  // Polled between samples, and each LP is given the time left: a big board's
  // LPs take tens of milliseconds each. The pagodas learned so far are kept.
  Budget budget;
};

// Pagodas that cut off positions met on the way from start to finish: random
// games from `start` played halfway to the finish's peg count give candidate
// positions; each one no pagoda yet rejects gets an LP. The set is closed under
// `symmetries`, so that the test does not depend on which image of a position
// is looked at. Deterministic for a given seed.
std::vector<Pagoda> learnPagodas(const Board& board, Cells start, Cells finish,
                                 const PagodaOptions& options);

// A pagoda certificate of "no way from start to finish": integer weights, one
// per cell (0 off the board), that no jump raises and that make the finish
// worth more than the start. Bell's LP with the start as its target, its
// answer checked in integers; nothing if the LP finds none.
std::optional<std::vector<int>> findPagoda(const Board& board, Cells start, Cells finish);

// A pagoda for each way a solution could begin and end. Every solution starts
// with one of the start's jumps and ends with one of the jumps into the
// finish; if, for each such pair, a pagoda puts the position after the first
// below the position before the last, there is no solution. The pagoda of the
// whole problem must hold for every position between start and finish; each
// of these need only hold between two positions one jump inside, and the
// position before the last jump weighs more than the finish under any
// pagoda. On the diamond board this decides three families of problems (20
// pairs) that no single pagoda, parity set or search of minutes decides
// (docs/CERTIFICATES.md).
struct JumpCase {
  Jump first, last;
  Cells after, before;  // the positions after the first jump and before the last
};

// Every pair of a jump the start allows and a jump into the finish (its hole
// `to` holds a peg at the end, `from` and `over` do not), first jumps in board
// order, then last jumps; none if the problem removes fewer than two pegs.
std::vector<JumpCase> jumpCases(const Board& board, Cells start, Cells finish);

struct PagodaCase {
  Jump first, last;
  std::vector<int> weight;  // per cell; 0 off the board
};

// A pagoda for each of the jumpCases; nothing if the problem removes fewer
// than two pegs or some pair has no pagoda. A start without a jump, or a
// finish no jump leads into, needs no pair at all.
// Stops (nothing found) when `budget` says so: a big board has thousands of
// cases, an LP each.
std::optional<std::vector<PagodaCase>> findPagodaCases(const Board& board, Cells start,
                                                       Cells finish, const Budget& budget = {});

}  // namespace pegsat
