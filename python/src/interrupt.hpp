// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl-C during a long call of the module. The call runs on the caller's own
// thread with the GIL released, so nothing in Python can notice a SIGINT
// until it returns; for its length a handler of our own stands in front of
// Python's, sets the stop flag of every running call (the library stops as at
// a time limit) and passes the signal on, so that Python raises
// KeyboardInterrupt as the call returns. A worker thread per call, with the
// caller waiting for signals, would cost two thread switches a call: nearly
// twice the time of a small solve on a loaded machine (docs/PYTHON.md).
#pragma once

#include <atomic>

namespace pegsat::python {

// A running call's stop flag, and the handler in place while any exists.
// Signal handlers are process-wide, so the flags are too: a fixed table that a
// handler may write without a lock. A call beyond the table's size runs
// without a flag and is not stopped early. Not to be copied or moved.
class StopScope {
 public:
  StopScope();
  ~StopScope();
  StopScope(const StopScope&) = delete;
  StopScope& operator=(const StopScope&) = delete;

  // The flag to hand to the library; null when the table was full.
  std::atomic<bool>* flag() { return flag_; }

 private:
  std::atomic<bool>* flag_ = nullptr;
  int slot_ = -1;
};

}  // namespace pegsat::python
