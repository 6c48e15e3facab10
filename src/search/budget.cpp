// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/budget.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>

namespace pegsat {

std::chrono::nanoseconds SolveDeadline::threadCpu() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return std::chrono::seconds(t.tv_sec) + std::chrono::nanoseconds(t.tv_nsec);
}

void Schedule::rebalance(const std::array<uint64_t, 2>& cuts) {
  std::array<double, 2> rate{};
  for (int d = 0; d < 2; ++d) {
    rate[d] = double(cuts[d] - cutsBefore_[d] + 1) / double(searched_[d] - searchedBefore_[d] + 1);
    cutsBefore_[d] = cuts[d], searchedBefore_[d] = searched_[d];
  }
  if (budget_ > 4 * opt_.prepareBudget && !mirrored_) {
    const double q = std::pow(rate[0] / rate[1], 4);
    share_[0] = std::clamp(2 * q / (1 + q), 0.25, 1.75), share_[1] = 2 - share_[0];
  }
}

std::optional<Attempt> Schedule::attempt(size_t k) const {
  // Per pagoda set, the orders in turn, each forward then backward, first as
  // they are and then by slack.
  const size_t perGuide = 4 * orders_;
  Attempt a;
  a.guide = k / perGuide;
  const size_t run = k % perGuide;
  a.back = run % 2, a.bySlack = run >= 2 * orders_;
  a.order = run / 2 % orders_;
  if (a.back && mirrored_) return std::nullopt;
  const double part = share_[a.back] * (a.guide ? kLaterGuideShare : 1.0);
  a.budget = std::max<uint64_t>(1, uint64_t(double(budget_) * part));
  return a;
}

}  // namespace pegsat
