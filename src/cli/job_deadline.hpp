// A whole job's --timeout as the libraries take it: a flag that turns true
// when the time passes (their `stop` fields, read from any thread at their own
// checks), and the check between items. A job that passes it stops cleanly:
// it reports the items done, says on stderr which limit stopped it, and exits
// 0 (unknown).
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "util/deadline.hpp"

namespace pegsat::cli {

class JobDeadline {
 public:
  // `seconds` of wall time from now; 0 for none (then nothing ever stops).
  explicit JobDeadline(double seconds);
  ~JobDeadline();
  JobDeadline(const JobDeadline&) = delete;
  JobDeadline& operator=(const JobDeadline&) = delete;

  // For the libraries' stop fields: null when there is no limit, so that they
  // skip the check.
  const std::atomic<bool>* flag() const { return seconds_ > 0 ? &stop_ : nullptr; }
  // Read from the clock, not the flag: exact even before the watcher wakes.
  bool passed() const { return deadline_.passed(); }
  // "time limit (--timeout 5 s)"
  std::string reason() const;
  // "pegsat: <job> stopped at the time limit (--timeout 5 s)<after>" on stderr.
  void reportStop(const std::string& job, const std::string& after) const;

 private:
  double seconds_;
  Deadline deadline_;
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool over_ = false;  // the job ended first: the watcher leaves
  std::thread watcher_;
};

}  // namespace pegsat::cli
