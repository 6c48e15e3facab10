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

JobStop::JobStop(const Limits& limits)
    : caller_(limits.stop),
      timed_(limits.timeoutSeconds > 0),
      deadline_(Deadline::in(limits.timeoutSeconds)) {
  if (!timed_) return;
  using Clock = std::chrono::steady_clock;
  const auto until = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(limits.timeoutSeconds));
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

Stop JobStop::stop() const {
  if (caller_ && caller_->load()) return Stop::Interrupted;
  if (deadline_.passed()) return Stop::TimeLimit;
  return Stop::None;
}

Stop stopOf(const Limits& limits, std::chrono::steady_clock::time_point t0) {
  if (limits.interrupted()) return Stop::Interrupted;
  if (limits.timeoutSeconds > 0 && millisecondsSince(t0) >= limits.timeoutSeconds * 1000)
    return Stop::TimeLimit;
  return Stop::MemoryLimit;
}

}  // namespace pegsat
