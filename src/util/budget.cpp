// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/budget.hpp"

#include <algorithm>

namespace pegsat {

Budget Budget::fromLimits(double seconds, const std::atomic<bool>* stop, uint64_t bytes) {
  Budget b;
  b.stop_ = stop;
  b.bytes_ = bytes;
  if (seconds > 0)
    b.deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(seconds));
  return b;
}

Budget Budget::until(Clock::time_point at) const {
  Budget b = *this;
  b.deadline_ = deadline_ ? std::min(*deadline_, at) : at;
  return b;
}

Budget Budget::narrower(Clock::duration d) const { return until(Clock::now() + d); }

Budget Budget::withCpuSeconds(double seconds) const {
  if (!(seconds > 0)) return *this;
  Budget b = *this;
  const auto at = std::clock() + std::clock_t(seconds * CLOCKS_PER_SEC);
  b.cpuDeadline_ = cpuDeadline_ ? std::min(*cpuDeadline_, at) : at;
  return b;
}

std::optional<Budget::Clock::duration> Budget::left() const {
  if (!deadline_) return std::nullopt;
  return std::max(Clock::duration::zero(), *deadline_ - Clock::now());
}

}  // namespace pegsat
