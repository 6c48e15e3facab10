// The second, independent counting method: the memoized depth-first count of
// seed 000. It shares nothing with the layered counter but the board and the
// move generator, so the tests can hold one against the other.
#pragma once

#include "count/count.hpp"

namespace pegsat {

// countSolutions with CountOptions::Method::Memo.
CountResult countSolutionsMemo(const Board& board, Cells start, Cells finish,
                               const CountOptions& options);

}  // namespace pegsat
