// SPDX-License-Identifier: GPL-3.0-or-later
// What a job may spend, as one value handed to every method it runs: an
// absolute deadline on the steady clock, a stop flag another thread may set
// (Ctrl-C, Python's signal handler), the bytes its tables may take, and the
// process's CPU time (a benchmark's limit that the machine's other load does
// not move).
//
// Methods poll it where their work is, and each says itself which limit
// stopped it: poll() answers a Stop, so no caller reads the clock afterwards
// to guess why a method gave up. The deadline is absolute, so a budget
// handed down through any number of calls (or to items one after another)
// still ends when the job's does; narrower() gives an item a shorter one that
// still obeys its parent's. The models are CaDiCaL's Terminator, which the
// solver asks between its steps, and Fast Downward's CountdownTimer.
//
// No thread watches the clock: polling is in-line, so the budget works the
// same in the single-threaded web build. A poll reads a relaxed atomic and,
// through BudgetPoll, the clock once every so many steps.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <optional>

#include "util/outcome.hpp"

namespace pegsat {

class Budget {
 public:
  using Clock = std::chrono::steady_clock;

  // No limit at all.
  Budget() = default;

  // The edge of every front end: `seconds` of wall time from now (0 or less:
  // no deadline), the caller's flag (may be null) and bytes (0: no limit).
  // Only front ends (the command line, the API, Python) hold seconds as a
  // number; everything below takes the Budget.
  static Budget fromLimits(double seconds, const std::atomic<bool>* stop, uint64_t bytes);

  // This budget with a deadline no later than `d` from now (and no later than
  // its own): a per-item limit within a job's.
  Budget narrower(Clock::duration d) const;
  // This budget with its deadline at the earlier of its own and `at`.
  Budget until(Clock::time_point at) const;
  // This budget with a limit of `seconds` more of the process's CPU time
  // (every thread's, as std::clock counts it) from now, and no later than
  // its own; 0 or less: its own.
  Budget withCpuSeconds(double seconds) const;
  // This budget with another byte limit (0: none).
  Budget withBytes(uint64_t bytes) const {
    Budget b = *this;
    b.bytes_ = bytes;
    return b;
  }

  // Why to stop now, or Stop::None: the flag first, then the clocks. The
  // CPU clock is a system call, read only when there is a CPU limit.
  Stop poll() const {
    if (stop_ && stop_->load(std::memory_order_relaxed)) return Stop::Interrupted;
    if (deadline_ && Clock::now() >= *deadline_) return Stop::TimeLimit;
    if (cpuDeadline_ && std::clock() >= *cpuDeadline_) return Stop::CpuLimit;
    return Stop::None;
  }
  // MemoryLimit when `used` bytes would pass the byte limit, else None.
  Stop overBytes(uint64_t used) const {
    return bytes_ && used > bytes_ ? Stop::MemoryLimit : Stop::None;
  }

  uint64_t bytes() const { return bytes_; }  // 0: no limit
  const std::optional<Clock::time_point>& deadline() const { return deadline_; }
  const std::atomic<bool>* stopFlag() const { return stop_; }
  bool cpuLimited() const { return cpuDeadline_.has_value(); }
  // The wall time left before the deadline (zero once passed), or none: for
  // a solver that takes a limit of its own (CryptoMiniSat's max time).
  std::optional<Clock::duration> left() const;
  // Whether anything here can stop a method.
  bool limited() const { return deadline_ || stop_ || bytes_ || cpuDeadline_; }

 private:
  std::optional<Clock::time_point> deadline_;
  std::optional<std::clock_t> cpuDeadline_;  // on std::clock's scale
  const std::atomic<bool>* stop_ = nullptr;
  uint64_t bytes_ = 0;
};

// A counter for a loop whose steps are far cheaper than a read of the clock:
// poll() asks the budget once every `every` calls (a power of two) and
// answers None in between. One a thread; the last answer other than None
// sticks, so a loop may ask again after it unwinds.
class BudgetPoll {
 public:
  explicit BudgetPoll(const Budget& budget, uint32_t every = 1024)
      : budget_(budget), mask_(every - 1) {}
  Stop poll() {
    if (stopped_ != Stop::None || (++steps_ & mask_)) return stopped_;
    return stopped_ = budget_.poll();
  }
  // Asks the budget now, whatever the count.
  Stop pollNow() {
    if (stopped_ == Stop::None) stopped_ = budget_.poll();
    return stopped_;
  }
  // Records a stop found elsewhere (a byte limit).
  void stop(Stop s) {
    if (stopped_ == Stop::None) stopped_ = s;
  }
  Stop stopped() const { return stopped_; }
  const Budget& budget() const { return budget_; }

 private:
  const Budget& budget_;
  uint32_t mask_;
  uint32_t steps_ = 0;
  Stop stopped_ = Stop::None;
};

}  // namespace pegsat
