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

}  // namespace pegsat
