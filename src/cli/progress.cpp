// SPDX-License-Identifier: GPL-3.0-or-later
// Progress: the two ways of showing it, by what stderr is.
#include "cli/progress.hpp"

#include <fmt/core.h>
#include <unistd.h>

#include <cstdio>

namespace pegsat::cli {

Progress::Progress(bool quiet)
    : mode_(quiet                     ? Mode::Off
            : isatty(STDERR_FILENO)   ? Mode::Terminal
                                      : Mode::Log),
      start_(std::chrono::steady_clock::now()),
      last_(start_) {}

void Progress::operator()(const std::string& line) {
  if (mode_ == Mode::Off) return;
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  if (mode_ == Mode::Terminal) {
    fmt::print(stderr, "\r\033[K{}", line);
    shown_ = true;
    return;
  }
  if (now - last_ < kLogEvery) return;
  last_ = now;
  const auto secs = std::chrono::duration_cast<std::chrono::seconds>(now - start_).count();
  fmt::print(stderr, "pegsat: [{} s] {}\n", secs, line);
}

std::function<void(const std::string&)> Progress::sink() {
  if (mode_ == Mode::Off) return {};
  return [this](const std::string& line) { (*this)(line); };
}

void Progress::clear() {
  std::lock_guard lock(mutex_);
  if (shown_) fmt::print(stderr, "\r\033[K");
  shown_ = false;
}

}  // namespace pegsat::cli
