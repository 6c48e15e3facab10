// SPDX-License-Identifier: GPL-3.0-or-later
// The time-left figure of a progress line, and when it may be shown.
//
// A pass over a known number of items (a layer of the counter, a level of
// the search by moves) can say how long its rest will take; an estimate for a
// whole job cannot be justified, since the later layers' sizes are not known
// until they are built, so no progress line gives one. Within a pass the
// early rate misleads: the first chunks pay for growing tables and page
// faults, and an estimate taken from them swung from 694 s to 7 s within ten
// seconds. So the rule is:
//
// - nothing until the pass has run kMinSeconds and done kMinFraction of its
//   items, when the rate has been measured over enough of it to mean
//   something;
// - then the rate over the whole pass so far (not over the last chunk), which
//   moves slowly: the rest of the items at the average rate.
//
// The figure is for this pass alone, and lines say so ("s left in this layer").
#pragma once

#include <cstdint>
#include <optional>

namespace pegsat {

inline constexpr double kTimeLeftMinSeconds = 5;
inline constexpr double kTimeLeftMinFraction = 0.1;

// Seconds left in a pass of `total` items with `done` done in `elapsed`
// seconds, or none while the estimate would not mean much (above).
inline std::optional<double> secondsLeft(uint64_t done, uint64_t total, double elapsed) {
  if (done == 0 || done >= total || elapsed < kTimeLeftMinSeconds) return std::nullopt;
  if (double(done) < kTimeLeftMinFraction * double(total)) return std::nullopt;
  return elapsed * double(total - done) / double(done);
}

}  // namespace pegsat
