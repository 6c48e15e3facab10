// SPDX-License-Identifier: GPL-3.0-or-later
// CryptoMiniSat plumbing shared by the SAT solvers of this folder
// (sat_solve.cpp, moves_sat.cpp): solver settings from text, and a race of
// solvers that a watchdog thread stops at the first answer or the timeout.
#pragma once

#include <cryptominisat5/cryptominisat.h>
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "util/budget.hpp"
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
  using Clock = std::chrono::steady_clock;
  using Progress = std::function<void(const std::string&)>;

  // `progress`, when given, hears from the watchdog once a second what the
  // race is at ("SAT: at most 14 moves?, 1 solver running, 12 s"), so that a
  // long SAT call is never silent: the solvers themselves cannot report
  // without slowing down.
  explicit Race(const Budget& budget, Progress progress = {}) : start_(Clock::now()) {
    watchdog_ = std::thread([this, budget, progress = std::move(progress)] {
      std::unique_lock lock(mu_);
      const std::optional<Clock::time_point> deadline = budget.deadline();
      const std::atomic<bool>* stop = budget.stopFlag();
      auto nextTick = start_ + std::chrono::seconds(1);
      while (!done_) {
        if (over_) {
          for (auto* s : running_) s->interrupt_asap();
          cv_.wait_for(lock, std::chrono::milliseconds(20));
          continue;
        }
        // Wake for the deadline, the stop flag, the next progress line.
        std::optional<Clock::time_point> wake;
        auto sooner = [&wake](Clock::time_point t) { wake = wake ? std::min(*wake, t) : t; };
        if (deadline) sooner(*deadline);
        if (stop || budget.cpuLimited()) sooner(Clock::now() + std::chrono::milliseconds(50));
        if (progress) sooner(nextTick);
        const auto pred = [this] { return done_ || over_; };
        if (!wake) {
          cv_.wait(lock, pred);
          continue;
        }
        if (cv_.wait_until(lock, *wake, pred)) continue;
        const auto now = Clock::now();
        if (const Stop s = budget.poll(); s != Stop::None) {
          over_ = timedOut_ = true;
          why_ = s;
        } else if (progress && now >= nextTick) {
          nextTick = now + std::chrono::seconds(1);
          const std::string line = fmt::format(
              "SAT: {}{}{} solver{} running, {:.0f} s", note_, note_.empty() ? "" : ", ",
              running_.size(), running_.size() == 1 ? "" : "s",
              std::chrono::duration<double>(now - start_).count());
          lock.unlock();
          progress(line);
          lock.lock();
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
  // What the race is at, for the progress lines.
  void note(std::string what) {
    std::lock_guard lock(mu_);
    note_ = std::move(what);
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
  // The limit that ended the race (time or the stop flag), or None.
  Stop why() {
    std::lock_guard lock(mu_);
    return why_;
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<CMSat::SATSolver*> running_;
  bool over_ = false, done_ = false, timedOut_ = false;
  Stop why_ = Stop::None;
  const Clock::time_point start_;
  std::string note_;
  std::thread watchdog_;
};

}  // namespace pegsat
