// A whole job's --timeout (job_deadline.hpp).
#include "cli/job_deadline.hpp"

#include <chrono>

#include "cli/command.hpp"

namespace pegsat::cli {

JobDeadline::JobDeadline(double seconds)
    : seconds_(seconds > 0 ? seconds : 0), deadline_(Deadline::in(seconds_)) {
  if (seconds_ <= 0) return;
  // A thread of its own, because the work it stops (a search, a SAT call)
  // runs on the job's threads and only reads a flag.
  const auto until = std::chrono::steady_clock::now() +
                     std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(seconds_));
  watcher_ = std::thread([this, until] {
    std::unique_lock lock(mutex_);
    if (!wake_.wait_until(lock, until, [this] { return over_; }))
      stop_.store(true, std::memory_order_relaxed);
  });
}

JobDeadline::~JobDeadline() {
  if (!watcher_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    over_ = true;
  }
  wake_.notify_all();
  watcher_.join();
}

std::string JobDeadline::reason() const { return timeLimitReason(seconds_); }

void JobDeadline::reportStop(const std::string& job, const std::string& after) const {
  fmt::print(stderr, "pegsat: {} stopped at the {}{}\n", job, reason(), after);
}

}  // namespace pegsat::cli
