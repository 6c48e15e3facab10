// SPDX-License-Identifier: GPL-3.0-or-later
// The methods' own options under a job's Limits, each stated once: every job
// that runs the counter or the search by moves hands them the same limits in
// the same way.
#pragma once

#include "count/count.hpp"
#include "job/job.hpp"
#include "search/min_moves.hpp"

namespace pegsat {

CountOptions countOptions(const Limits& limits);
MinMovesOptions minMovesOptions(const Limits& limits);

}  // namespace pegsat
