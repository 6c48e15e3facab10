// What every job is given: a problem, and the limits it runs under. The jobs
// (solve.hpp, count.hpp, certify.hpp, bench.hpp) run a method end to end for the
// command line and the public API alike: they load nothing, print nothing,
// and return one report each.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

#include "peg/board.hpp"
#include "util/deadline.hpp"
#include "util/outcome.hpp"

namespace pegsat {

// A problem: from the pegs of `start` to exactly the pegs of `finish`.
struct Problem {
  Board board;
  Cells start = 0;   // pegs at the start
  Cells finish = 0;  // pegs at the end
};

// The limits of a job, one meaning on every front end: wall seconds for the
// whole job, the bytes its tables may take, its threads.
struct Limits {
  double timeoutSeconds = 0;    // 0: none
  uint64_t maxMemoryBytes = 0;  // what the tables may take; 0: none
  unsigned threads = 0;         // 0: all cores
  // Set by another thread to stop the job as the time limit does (Ctrl-C).
  const std::atomic<bool>* stop = nullptr;
  // A status line now and then, from any of the job's threads.
  std::function<void(const std::string&)> progress;

  unsigned threadCount() const;
  bool interrupted() const { return stop && stop->load(); }
};

// Why a job that started at `t0` stopped without an answer, when its method
// says only "a limit": the stop flag, else the time limit once it has
// passed, else the memory limit.
Stop stopOf(const Limits& limits, std::chrono::steady_clock::time_point t0);

// The stop flag of a job of many items under a time limit for the whole job:
// it turns true when limits.timeoutSeconds of wall time have passed since it
// was made, or when the caller's flag does. A thread of its own watches them,
// because the work it stops (a search, a count) runs on the job's threads and
// only reads a flag at its checks.
class JobStop {
 public:
  explicit JobStop(const Limits& limits);
  ~JobStop();
  JobStop(const JobStop&) = delete;
  JobStop& operator=(const JobStop&) = delete;

  // For the methods' stop fields: null when there is nothing to watch.
  const std::atomic<bool>* flag() const;
  // The check between items: Interrupted by the caller's flag, TimeLimit
  // (read from the clock, exact before the watcher wakes), else None.
  Stop stop() const;

 private:
  const std::atomic<bool>* caller_;
  bool timed_;
  Deadline deadline_;
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool over_ = false;  // the job ended first: the watcher leaves
  std::thread watcher_;
};

// Milliseconds of wall time since t0, as every report gives them.
double millisecondsSince(std::chrono::steady_clock::time_point t0);

}  // namespace pegsat
