// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/job.hpp"

#include <algorithm>
#include <thread>

namespace pegsat {

unsigned Limits::threadCount() const {
  return threads > 0 ? threads : std::max(1u, std::thread::hardware_concurrency());
}

double millisecondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

JobStop::JobStop(const Budget& budget)
    : budget_(budget), caller_(budget.stopFlag()), timed_(budget.deadline().has_value()) {
  if (!timed_) return;
  using Clock = std::chrono::steady_clock;
  const auto until = *budget.deadline();
  watcher_ = std::thread([this, until] {
    std::unique_lock lock(mutex_);
    // The caller's flag is only read: look at it every 20 ms.
    while (!over_) {
      const auto next = caller_ ? std::min(until, Clock::now() + std::chrono::milliseconds(20))
                                : until;
      if (wake_.wait_until(lock, next, [this] { return over_; })) return;
      if (Clock::now() >= until || (caller_ && caller_->load())) {
        stop_.store(true, std::memory_order_relaxed);
        return;
      }
    }
  });
}

JobStop::~JobStop() {
  if (!watcher_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    over_ = true;
  }
  wake_.notify_all();
  watcher_.join();
}

const std::atomic<bool>* JobStop::flag() const { return timed_ ? &stop_ : caller_; }

Stop JobStop::stop() const { return budget_.poll(); }

}  // namespace pegsat
