// A wall-clock time after which work stops, passed down to the loops that can
// run long, which look at it every few thousand steps. The default is none.
// It may also watch a stop flag that another thread sets (Ctrl-C in a
// binding), so that those loops stop for it at the same checks.
#pragma once

#include <atomic>
#include <chrono>
#include <optional>

namespace pegsat {

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;

  Deadline() = default;
  // `seconds` from now; 0 or less for none. Passed early once `*stop` is
  // true, when given.
  static Deadline in(double seconds, const std::atomic<bool>* stop = nullptr) {
    Deadline d;
    d.stop_ = stop;
    if (seconds > 0)
      d.at_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                 std::chrono::duration<double>(seconds));
    return d;
  }
  bool passed() const {
    return (stop_ && stop_->load(std::memory_order_relaxed)) || (at_ && Clock::now() >= *at_);
  }

 private:
  std::optional<Clock::time_point> at_;
  const std::atomic<bool>* stop_ = nullptr;
};

}  // namespace pegsat
