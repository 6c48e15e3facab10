// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl-C and stop handles during a long call of the module. The call runs on
// the caller's own thread with the GIL released, so nothing in Python can
// notice a SIGINT until it returns; for its length a handler of our own
// stands in front of Python's, sets the stop flag of every running call (the
// library stops as at a time limit) and passes the signal on, so that Python
// raises KeyboardInterrupt as the call returns. A worker thread per call,
// with the caller waiting for signals, would cost two thread switches a call:
// nearly twice the time of a small solve on a loaded machine (docs/PYTHON.md).
//
// A StopHandle (pegsat.Stop) lets another thread, or asyncio's cancellation,
// stop a call on its own: set() raises the flag of every call it is passed to.
#pragma once

#include <atomic>
#include <mutex>
#include <vector>

namespace pegsat::python {

// A stop request that outlives any one call: set() stops the calls running
// with it and every later one until clear(). It reaches a call through the
// call's own flag in the table below, never by a pointer the signal handler
// would follow, so a handle may die while no call holds it.
class StopHandle {
 public:
  void set();
  void clear();
  bool isSet() const;

 private:
  friend class StopScope;
  void attach(std::atomic<bool>* flag);
  void detach(std::atomic<bool>* flag);

  mutable std::mutex lock_;
  bool set_ = false;
  std::vector<std::atomic<bool>*> flags_;  // the running calls' flags
};

// A running call's stop flag, and the handler in place while any exists.
// Signal handlers are process-wide, so the flags are too: a fixed table that a
// handler may write without a lock. A call beyond the table's size runs
// without a flag and is not stopped early. Not to be copied or moved.
class StopScope {
 public:
  explicit StopScope(StopHandle* handle = nullptr);
  ~StopScope();
  StopScope(const StopScope&) = delete;
  StopScope& operator=(const StopScope&) = delete;

  // The flag to hand to the library; null when the table was full.
  std::atomic<bool>* flag() { return flag_; }

 private:
  std::atomic<bool>* flag_ = nullptr;
  int slot_ = -1;
  StopHandle* handle_ = nullptr;
};

}  // namespace pegsat::python
