// SPDX-License-Identifier: GPL-3.0-or-later
#include "interrupt.hpp"

#include <signal.h>

#include <mutex>
#include <vector>

namespace pegsat::python {
namespace {

// More calls at once than any program runs threads for.
constexpr int kSlots = 256;

std::atomic<bool> stopFlags[kSlots];  // a running call's flag
std::atomic<bool> slotUsed[kSlots];

std::mutex installLock;  // guards the two below, never taken by the handler
int running = 0;
struct sigaction previous;  // Python's handler, stable while ours is in place

void onSigint(int sig, siginfo_t* info, void* context) {
  // Lock-free atomics and a call: all a signal handler may do.
  for (std::atomic<bool>& f : stopFlags) f.store(true, std::memory_order_relaxed);
  if (previous.sa_flags & SA_SIGINFO)
    previous.sa_sigaction(sig, info, context);
  else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN)
    previous.sa_handler(sig);
}

// The first call puts our handler in front of Python's; the last takes it
// away again, unless someone has replaced it meanwhile (signal.signal in
// another thread), whose choice stands. A SIGINT that Python ignores or
// leaves to the system is not ours to catch.
void install() {
  std::lock_guard lock(installLock);
  if (running++ > 0) return;
  struct sigaction current {};
  sigaction(SIGINT, nullptr, &current);
  if (!(current.sa_flags & SA_SIGINFO) &&
      (current.sa_handler == SIG_DFL || current.sa_handler == SIG_IGN))
    return;
  previous = current;
  struct sigaction ours = current;
  ours.sa_flags = (current.sa_flags | SA_SIGINFO) & ~SA_RESETHAND;
  ours.sa_sigaction = onSigint;
  sigaction(SIGINT, &ours, nullptr);
}

void uninstall() {
  std::lock_guard lock(installLock);
  if (--running > 0) return;
  struct sigaction current {};
  sigaction(SIGINT, nullptr, &current);
  if ((current.sa_flags & SA_SIGINFO) && current.sa_sigaction == onSigint)
    sigaction(SIGINT, &previous, nullptr);
}

}  // namespace

void StopHandle::set() {
  std::lock_guard hold(lock_);
  set_ = true;
  for (std::atomic<bool>* f : flags_) f->store(true);
}

void StopHandle::clear() {
  std::lock_guard hold(lock_);
  set_ = false;
}

bool StopHandle::isSet() const {
  std::lock_guard hold(lock_);
  return set_;
}

void StopHandle::attach(std::atomic<bool>* flag) {
  std::lock_guard hold(lock_);
  flags_.push_back(flag);
  if (set_) flag->store(true);
}

void StopHandle::detach(std::atomic<bool>* flag) {
  std::lock_guard hold(lock_);
  std::erase(flags_, flag);
}

StopScope::StopScope(StopHandle* handle) {
  for (int i = 0; i < kSlots; ++i) {
    bool free = false;
    if (slotUsed[i].compare_exchange_strong(free, true)) {
      slot_ = i;
      flag_ = &stopFlags[i];
      // A signal before this line came before the call, and Python raises
      // it anyway when the call returns.
      flag_->store(false);
      break;
    }
  }
  if (flag_ && handle) {
    handle_ = handle;
    handle_->attach(flag_);
  }
  install();
}

StopScope::~StopScope() {
  uninstall();
  if (handle_) handle_->detach(flag_);
  if (slot_ >= 0) slotUsed[slot_].store(false);
}

}  // namespace pegsat::python
