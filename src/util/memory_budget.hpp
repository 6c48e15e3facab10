// SPDX-License-Identifier: GPL-3.0-or-later
// The memory a run may use, shared by the checks that run at once: each check
// reserves what it will need before it allocates, and waits while others hold
// the rest. One reservation a check (never a second while holding one), so
// two checks can never wait on each other.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace pegsat {

class MemoryBudget {
 public:
  explicit MemoryBudget(uint64_t bytes) : total_(bytes) {}
  uint64_t total() const { return total_; }

  // Waits until `bytes` are free and takes them; false at once if they are
  // more than the whole budget.
  bool reserve(uint64_t bytes) {
    if (bytes > total_) return false;
    std::unique_lock lock(mutex_);
    freed_.wait(lock, [&] { return used_ + bytes <= total_; });
    used_ += bytes;
    return true;
  }
  void release(uint64_t bytes) {
    {
      std::lock_guard lock(mutex_);
      used_ -= bytes;
    }
    freed_.notify_all();
  }

 private:
  const uint64_t total_;
  uint64_t used_ = 0;
  std::mutex mutex_;
  std::condition_variable freed_;
};

// A reservation held for one scope.
class MemoryReservation {
 public:
  MemoryReservation() = default;
  MemoryReservation(const MemoryReservation&) = delete;
  MemoryReservation& operator=(const MemoryReservation&) = delete;
  ~MemoryReservation() {
    if (budget_) budget_->release(bytes_);
  }
  // Reserves `bytes` of `budget` (none: always granted); false if they exceed it.
  bool take(MemoryBudget* budget, uint64_t bytes) {
    if (!budget) return true;
    if (!budget->reserve(bytes)) return false;
    budget_ = budget, bytes_ = bytes;
    return true;
  }

 private:
  MemoryBudget* budget_ = nullptr;
  uint64_t bytes_ = 0;
};

}  // namespace pegsat
