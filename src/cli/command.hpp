// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's plumbing: every subcommand is one file with a setup function that
// declares its options on a CLI11 subcommand and returns the function that runs
// it. The table of subcommands is in commands.cpp. Only the CLI prints or exits.
#pragma once

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <functional>
#include <string>
#include <vector>

#include "job/job.hpp"
#include "util/atomic_file.hpp"
#include "util/result.hpp"

namespace pegsat::cli {

// Exit codes. 10, 20 and 0 follow the SAT competition (solution found, proved
// impossible, unknown); 1 says a solution is wrong, 2 that the input or the
// command line is; 3 is a bug caught before it could mislead (an exception, or
// an answer the independent verifier rejects).
enum Exit : int {
  kOk = exitCode(Outcome::Unknown),
  kWrong = 1,
  kInputError = 2,
  kInternalError = 3,
  kSolved = exitCode(Outcome::Solved),
  kNoSolution = exitCode(Outcome::NoSolution),
};

using Runner = std::function<int()>;

struct Command {
  const char* name;
  const char* help;
  Runner (*setup)(CLI::App&);
};

const std::vector<Command>& commands();

// Prints "pegsat: <error>" on stderr and returns kInputError.
int reportError(const Error& e);

// Prints "pegsat: internal error: <error>" on stderr and returns
// kInternalError: an answer the independent verifier rejects, a bug that is
// never handed out as an answer.
int reportInternalError(const Error& e);

// Checks for numeric options, each naming the values it takes in its error,
// which CLI11 prefixes with the option: "--timeout: expects a number above 0,
// not '0'". (CLI11's own Range says "Value 0 not in range 0.000001 to
// 1000000.000000".) They run before the value is converted, so a word that is
// no number gets the same message.
CLI::Validator wholeNumber(int64_t lo, int64_t hi);  // lo <= n <= hi
CLI::Validator number(double lo, double hi);         // lo <= x <= hi
CLI::Validator positive(double hi);                  // 0 < x <= hi

// What is wrong with a command line that CLI11 refused, on stderr: an
// unknown command or option is named with the nearest valid one (`pegsat:
// unknown command 'solv'; did you mean 'solve'?`), any other error is CLI11's
// message under the command's name. Returns kInputError.
int reportUsageError(CLI::App& root, const CLI::ParseError& e);

// The limits of a job, spelt one way on every command that can run long:
// --timeout in wall seconds for the whole job (none by default), --max-memory
// in GiB (0: three quarters of physical memory), --threads/-j with 0 for all
// cores. A limit on each item of a job has a name of its own
// (`bench --pair-timeout`, `crosscheck --sat-timeout`).
struct LimitOptions {
  double timeoutSeconds = 0;
  double maxMemoryGiB = 0;
  unsigned threads = 0;
};
// Adds the three options; `stopped` says what a limit stops ("the count").
void addLimitOptions(CLI::App& app, LimitOptions& limits, const std::string& stopped);
// One of them, for a command that takes fewer: a command on one thread has no
// --threads, and one whose memory no limit could bound has no --max-memory
// (its help says why). `threadsHelp` says what the threads do.
void addTimeoutOption(CLI::App& app, LimitOptions& limits, const std::string& stopped);
void addMemoryOption(CLI::App& app, LimitOptions& limits, const std::string& stopped);
void addThreadsOption(CLI::App& app, LimitOptions& limits,
                      const std::string& threadsHelp = "Threads");
// --threads as a count: 0 is all cores.
unsigned threadCount(const LimitOptions& limits);

// "time limit (--timeout 5 s)" or "memory limit (--max-memory 2.00 GiB)":
// which limit stopped a job, as every stop message says it.
std::string timeLimitReason(double seconds);
std::string memoryLimitReason(uint64_t bytes);
// The same for a job's Stop under the options that set its limits.
std::string stopReason(Stop stop, const LimitOptions& limits, int sharers = 1);
// "pegsat: <job> stopped at the time limit (--timeout 5 s)<after>" on stderr.
void reportStop(const std::string& job, Stop stop, const LimitOptions& limits,
                const std::string& after);

// --max-memory GiB (0: three quarters of physical memory) in bytes, and what a
// search's tables may take under it: the limit bounds the whole process, so
// what the process holds already (code, libraries, the board) is taken off.
struct MemoryLimit {
  uint64_t bytes, forTables;
};
// `sharers` processes on one machine (ranks of an MPI run) split the default.
MemoryLimit memoryLimit(double gib, int sharers = 1);

// A job's limits under the options: its tables get what --max-memory leaves.
Limits jobLimits(const LimitOptions& limits, int sharers = 1);

// The options that name a problem: --board, --start and --finish, shared by
// every command that takes one.
struct ProblemOptions {
  std::string board = "english", start, finish;
};
void addProblemOptions(CLI::App& app, ProblemOptions& options);

// Loads the board and the problem; start and finish default to the board's
// usual start and its vacancies.
Result<Problem> loadProblem(const ProblemOptions& options);

// Milliseconds of wall time since t0, for the summaries on stderr and --json.
double msSince(std::chrono::steady_clock::time_point t0);

// --follow-links, the same on every command that writes a file: without it an
// output path that is, or passes through, a symbolic link is refused
// (util/atomic_file.hpp). Set once, when the command line is parsed.
void addFollowLinksOption(CLI::App& app);
const WriteOptions& writeOptions();
// An output path for a writer in the job layer: with --follow-links, its
// links followed here, so that the job writes the file they lead to.
std::string outputPath(const std::string& path);

// Writes text to a file, or to stdout for "" or "-".
int writeOutput(const std::string& path, const std::string& text);

}  // namespace pegsat::cli
