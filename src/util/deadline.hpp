// A wall-clock time after which work stops, passed down to the loops that can
// run long, which look at it every few thousand steps. The default is none.
#pragma once

#include <chrono>
#include <optional>

namespace pegsat {

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;

  Deadline() = default;
  // `seconds` from now; 0 or less for none.
  static Deadline in(double seconds) {
    Deadline d;
    if (seconds > 0)
      d.at_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                 std::chrono::duration<double>(seconds));
    return d;
  }
  bool passed() const { return at_ && Clock::now() >= *at_; }

 private:
  std::optional<Clock::time_point> at_;
};

}  // namespace pegsat
