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

Stop stopOf(const Limits& limits, std::chrono::steady_clock::time_point t0) {
  if (limits.interrupted()) return Stop::Interrupted;
  if (limits.timeoutSeconds > 0 && millisecondsSince(t0) >= limits.timeoutSeconds * 1000)
    return Stop::TimeLimit;
  return Stop::MemoryLimit;
}

}  // namespace pegsat
