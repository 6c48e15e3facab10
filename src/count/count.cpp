// SPDX-License-Identifier: GPL-3.0-or-later
#include "count/count.hpp"

#include "count/layers.hpp"
#include "count/memo_count.hpp"

namespace pegsat {

CountResult countSolutions(const Board& board, Cells start, Cells finish,
                           const CountOptions& options) {
  if (options.method == CountOptions::Method::Memo)
    return countSolutionsMemo(board, start, finish, options);
  return countSolutionsLayers(board, start, finish, options);
}

}  // namespace pegsat
