// SPDX-License-Identifier: GPL-3.0-or-later
// The second, independent counting method: a depth-first count that memoizes
// each position's number of ways to the finish. It shares nothing with the
// layered counter but the board and the move generator, so the tests can hold
// one against the other.
#pragma once

#include "count/count.hpp"

namespace pegsat {

// countSolutions with CountOptions::Method::Memo.
CountResult countSolutionsMemo(const Board& board, Cells start, Cells finish,
                               const CountOptions& options);

}  // namespace pegsat
