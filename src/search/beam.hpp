// SPDX-License-Identifier: GPL-3.0-or-later
// Beam search: breadth first by jumps, keeping at each depth only the
// `width` positions whose pegs lie nearest the finish. It finds solutions that
// the depth-first search misses for billions of positions (the Wiegleb
// board's pairs with an arm's end e1 or e9: docs/BIG-BOARDS.md), because
// gathering the pegs toward the finish is how a hand player clears the far
// arms first, and a beam follows that plan in many variants at once. It is
// incomplete: a beam that finds nothing proves nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "peg/board.hpp"
#include "search/pagoda_prune.hpp"

namespace pegsat {

struct BeamResult {
  std::vector<Jump> jumps;  // a solution, or empty when the beam found none
  uint64_t positions = 0;   // children generated
};

// Searches from `start` to exactly `finish`. Each depth keeps the `width`
// children with the least sum over their pegs of the squared distance to the
// finish's centroid (ties broken by a hash of the position), after dropping
// those `pagodas` cut off and merging those equal under a symmetry that keeps
// the finish. `stop` is asked between depths.
BeamResult beamSearch(const Board& board, Cells start, Cells finish, const PagodaPrune& pagodas,
                      size_t width, const std::function<bool()>& stop = {});

}  // namespace pegsat
