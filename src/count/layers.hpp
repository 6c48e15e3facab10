// SPDX-License-Identifier: GPL-3.0-or-later
// The fast counter: positions in breadth-first layers up to symmetry, met in
// the middle by complement duality.
#pragma once

#include "count/count.hpp"

namespace pegsat {

// countSolutions with CountOptions::Method::Layers.
CountResult countSolutionsLayers(const Board& board, Cells start, Cells finish,
                                 const CountOptions& options);

}  // namespace pegsat
