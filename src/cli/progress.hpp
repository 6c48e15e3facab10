// SPDX-License-Identifier: GPL-3.0-or-later
// Progress of long work on stderr. On a terminal, one line redrawn in place;
// into a file or a pipe (a run under nohup, a CI log), a whole line with the
// seconds elapsed, at most one every 10 s and the first after 10 s, so that a
// log says where a long run got without filling up with short ones. Nothing
// under --quiet.
#pragma once

#include <chrono>
#include <functional>
#include <mutex>
#include <string>

namespace pegsat::cli {

class Progress {
 public:
  explicit Progress(bool quiet);
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  explicit operator bool() const { return mode_ != Mode::Off; }
  // Shows a line; callable from several threads.
  void operator()(const std::string& line);
  // The same, as a callback for a library's options; this object must outlive it.
  std::function<void(const std::string&)> sink();
  // Erases a line redrawn on a terminal before the answer is printed.
  void clear();

 private:
  enum class Mode { Off, Terminal, Log };
  static constexpr std::chrono::seconds kLogEvery{10};
  Mode mode_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_, last_;
  bool shown_ = false;
};

}  // namespace pegsat::cli
