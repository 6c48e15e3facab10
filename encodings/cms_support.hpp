// CryptoMiniSat plumbing shared by the SAT solvers of this folder
// (sat_solve.cpp, moves_sat.cpp): solver settings from text, and a race of
// solvers that a watchdog thread stops at the first answer or the timeout.
#pragma once

#include <cryptominisat5/cryptominisat.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "util/result.hpp"

namespace pegsat {

// Applies "name=value" settings to a fresh solver (experiments; the
// benchmark script passes them with --solver).
Result<bool> configureSolver(CMSat::SATSolver& s, const std::string& config);

// The workers of one solveBySat call (or countBySat's one solver) share the
// solvers running and the end of the race: the first conclusive answer or
// the timeout. One watchdog thread interrupts every running solver when the
// race ends, and again until they have all returned, because an interrupt
// that strikes just before solve() starts could be lost. A `stop` flag set by
// another thread ends the race as the timeout does; the watchdog looks at it
// every 50 ms.
class Race {
 public:
  explicit Race(double seconds, const std::atomic<bool>* stop = nullptr) {
    watchdog_ = std::thread([this, seconds, stop] {
      std::unique_lock lock(mu_);
      using Clock = std::chrono::steady_clock;
      auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                         std::chrono::duration<double>(seconds));
      while (!done_) {
        if (over_) {
          for (auto* s : running_) s->interrupt_asap();
          cv_.wait_for(lock, std::chrono::milliseconds(20));
        } else if (stop) {
          cv_.wait_for(lock, std::chrono::milliseconds(50));
          if (!done_ && !over_ &&
              (stop->load() || (seconds > 0 && Clock::now() >= deadline)))
            over_ = timedOut_ = true;
        } else if (seconds > 0) {
          if (!cv_.wait_until(lock, deadline, [this] { return done_ || over_; }))
            over_ = timedOut_ = true;
        } else {
          cv_.wait(lock, [this] { return done_ || over_; });
        }
      }
    });
  }
  ~Race() {
    {
      std::lock_guard lock(mu_);
      done_ = true;
    }
    cv_.notify_all();
    watchdog_.join();
  }
  bool over() {
    std::lock_guard lock(mu_);
    return over_;
  }
  // Registers a solver about to run; false if the race is already over.
  bool enter(CMSat::SATSolver* s) {
    std::lock_guard lock(mu_);
    if (over_) return false;
    running_.push_back(s);
    return true;
  }
  void leave(CMSat::SATSolver* s) {
    std::lock_guard lock(mu_);
    std::erase(running_, s);
  }
  // A conclusive answer: stop the others.
  void end() {
    {
      std::lock_guard lock(mu_);
      over_ = true;
    }
    cv_.notify_all();
  }
  bool timedOut() {
    std::lock_guard lock(mu_);
    return timedOut_;
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<CMSat::SATSolver*> running_;
  bool over_ = false, done_ = false, timedOut_ = false;
  std::thread watchdog_;
};

}  // namespace pegsat
