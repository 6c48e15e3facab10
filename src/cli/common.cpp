// SPDX-License-Identifier: GPL-3.0-or-later
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <thread>

#include "cli/command.hpp"
#include "job/problem_load.hpp"
#include "util/atomic_file.hpp"
#include "util/text.hpp"

namespace pegsat::cli {

int reportError(const Error& e) {
  // Through the one escaper: a file name or a quoted line from a stranger
  // cannot send the terminal escape codes or forge a line.
  fmt::print(stderr, "pegsat: {}\n", printable(e.str(), 4000));
  return kInputError;
}

int reportInternalError(const Error& e) {
  fmt::print(stderr, "pegsat: internal error: {}\n", e.str());
  return kInternalError;
}

namespace {

// A bound as a person writes it: 1000000000, not 1e+09; 0.001, not 0.001000.
std::string bound(double x) {
  return std::abs(x) < 1e15 && x == std::floor(x) ? fmt::format("{:.0f}", x) : fmt::format("{}", x);
}

// A validator that accepts the values `ok` takes, described in --help by
// `help` and in errors by `want` ("a number above 0").
template <typename T, typename Ok>
CLI::Validator numeric(Ok ok, const std::string& help, const std::string& want) {
  return CLI::Validator(
      [ok, want](std::string& input) -> std::string {
        T value{};
        if (CLI::detail::lexical_cast(input, value) && ok(value)) return {};
        return fmt::format("expects {}, not '{}'", want, input);
      },
      help);
}

}  // namespace

CLI::Validator wholeNumber(int64_t lo, int64_t hi) {
  // The largest int64_t means no bound worth printing.
  const bool bounded = hi < std::numeric_limits<int64_t>::max();
  return numeric<int64_t>(
      [=](int64_t n) { return lo <= n && n <= hi; },
      bounded ? fmt::format("INT in [{} - {}]", lo, hi) : fmt::format("INT >= {}", lo),
      bounded ? fmt::format("a whole number from {} to {}", lo, hi)
              : fmt::format("a whole number from {} up", lo));
}

CLI::Validator number(double lo, double hi) {
  return numeric<double>([=](double x) { return lo <= x && x <= hi; },
                         fmt::format("FLOAT in [{} - {}]", bound(lo), bound(hi)),
                         fmt::format("a number from {} to {}", bound(lo), bound(hi)));
}

CLI::Validator positive(double hi) {
  return numeric<double>([=](double x) { return 0 < x && x <= hi; },
                         fmt::format("FLOAT in (0 - {}]", bound(hi)),
                         fmt::format("a number above 0 and at most {}", bound(hi)));
}

MemoryLimit memoryLimit(double gib, int sharers) {
  MemoryLimit m;
  m.bytes = gib > 0 ? uint64_t(gib * double(1ull << 30))
                    : uint64_t(sysconf(_SC_PHYS_PAGES)) * uint64_t(sysconf(_SC_PAGE_SIZE)) / 4 * 3 /
                          uint64_t(std::max(sharers, 1));
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  const uint64_t held = uint64_t(usage.ru_maxrss) * 1024;  // Linux reports KiB
  m.forTables = m.bytes > held ? m.bytes - held : 1;       // 0 would mean no limit
  return m;
}

void addProblemOptions(CLI::App& app, ProblemOptions& o) {
  app.add_option("--board,-b", o.board, "Built-in board name or board file")->capture_default_str();
  app.add_option("--start", o.start, "Holes empty at the start (default: the board's usual start)");
  app.add_option("--finish", o.finish,
                 "Holes holding a peg at the end (default: the start's vacancies)");
}

Result<Problem> loadProblem(const ProblemOptions& o) {
  return pegsat::loadProblem(o.board, o.start, o.finish);
}

namespace {
constexpr size_t kAnswerOnStderrBytes = 64 << 10;
}  // namespace

void addTimeoutOption(CLI::App& app, LimitOptions& limits, const std::string& stopped) {
  app.add_option("--timeout", limits.timeoutSeconds,
                 "Stop " + stopped + " after this many seconds of wall time, answering unknown "
                 "(exit 0); default: no limit")
      ->check(positive(1e9));
}

void addMemoryOption(CLI::App& app, LimitOptions& limits, const std::string& stopped) {
  app.add_option("--max-memory", limits.maxMemoryGiB,
                 "Stop " + stopped + " cleanly before using this many GiB (default: 3/4 of "
                 "memory)")
      ->check(positive(1e6));
}

void addThreadsOption(CLI::App& app, LimitOptions& limits, const std::string& threadsHelp) {
  app.add_option("--threads,-j", limits.threads, threadsHelp + " (0, the default: all cores)")
      ->check(wholeNumber(0, 1024));
}

void addLimitOptions(CLI::App& app, LimitOptions& limits, const std::string& stopped) {
  addTimeoutOption(app, limits, stopped);
  addMemoryOption(app, limits, stopped);
  addThreadsOption(app, limits);
}

unsigned threadCount(const LimitOptions& limits) {
  return limits.threads ? limits.threads : std::max(1u, std::thread::hardware_concurrency());
}

std::string timeLimitReason(double seconds) {
  return fmt::format("time limit (--timeout {:g} s)", seconds);
}

std::string memoryLimitReason(uint64_t bytes) {
  return fmt::format("memory limit (--max-memory {:.2f} GiB)", double(bytes) / double(1ull << 30));
}

std::string stopReason(Stop stop, const LimitOptions& limits, int sharers) {
  switch (stop) {
    case Stop::TimeLimit: return timeLimitReason(limits.timeoutSeconds);
    case Stop::MemoryLimit: return memoryLimitReason(memoryLimit(limits.maxMemoryGiB, sharers).bytes);
    case Stop::Interrupted:
    case Stop::CpuLimit:
    case Stop::None: break;
  }
  return std::string(stopWord(stop));
}

void reportStop(const std::string& job, Stop stop, const LimitOptions& limits,
                const std::string& after) {
  fmt::print(stderr, "pegsat: {} stopped at the {}{}\n", job, stopReason(stop, limits), after);
}

Limits jobLimits(const LimitOptions& limits, int sharers) {
  Limits l;
  // The edge: the command's --timeout starts here, as the job is set up, and
  // is an absolute deadline from then on.
  l.budget = Budget::fromLimits(limits.timeoutSeconds, nullptr,
                                memoryLimit(limits.maxMemoryGiB, sharers).forTables);
  l.threads = limits.threads;
  return l;
}

namespace {

WriteOptions& followLinksSetting() {
  static WriteOptions options;
  return options;
}

}  // namespace

void addFollowLinksOption(CLI::App& app) {
  app.add_flag("--follow-links", followLinksSetting().followLinks,
               "Write output files through symbolic links (refused by default: a link committed "
               "in a checkout could lead a report onto any file)");
}

const WriteOptions& writeOptions() { return followLinksSetting(); }

std::string outputPath(const std::string& path) {
  if (!writeOptions().followLinks || path.empty() || path == "-") return path;
  const std::string target = resolveOutputLinks(path);
  return target.empty() ? path : target;
}

int writeOutput(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    fmt::print("{}", text);
    return kOk;
  }
  // Whole or not at all: an interrupted run never leaves half a file.
  if (auto err = writeFileAtomically(path, text, writeOptions())) {
    reportError(*err);
    // The work is not lost with the file: a small answer (a solution, a
    // certificate) follows on stderr.
    if (text.size() <= kAnswerOnStderrBytes)
      fmt::print(stderr, "pegsat: what {} would have held:\n{}", err->file, text);
    return kInputError;
  }
  return kOk;
}

double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace pegsat::cli
