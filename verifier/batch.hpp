// SPDX-License-Identifier: GPL-3.0-or-later
// Verifying many files in one run, as a CI job does: folders are searched for
// the files of every known kind, the files are checked in parallel, and the
// results come back in a stable order (the order given, then sorted within a
// folder) with a summary and a JUnit report for CI dashboards.
//
// A file kind is one row of the table in batch.cpp: an extension, a name and a
// checker function that returns a FileResult. Adding a kind (certificates, plans)
// is one function and one row.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "util/input_file.hpp"
#include "util/junit.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat {

enum class Verdict { kRight, kWrong, kUnreadable };

// "right", "wrong" or "unreadable".
const char* verdictName(Verdict v);

struct FileResult {
  std::string file;
  std::string kind;  // the kind's name, "solution"
  Verdict verdict = Verdict::kUnreadable;
  // One line: "ok: ...", "wrong: ..." or, when unreadable, what is wrong with
  // the input; `line` is the file's line it is about (0: the whole file).
  std::string message;
  int line = 0;
  nlohmann::json fields = nlohmann::json::object();  // the kind's own results
  double seconds = 0;                                // time to check it

  // "file:line: message", the form compilers use.
  std::string str() const;
};

// The default of --max-memory, in GiB, and of --file-timeout, in seconds.
inline constexpr double kDefaultVerifyMemoryGiB = 4;
inline constexpr double kDefaultVerifySeconds = 60;

// What the checkers may need besides the file, and the limits of a run on
// files from strangers (docs/VERIFY.md, "Verifying untrusted files"). New
// kinds add their options here.
struct BatchOptions {
  // A board that overrides a solution file's "board:" header; empty: the
  // header, else the English board.
  std::string board;
  // The problem every solution file must solve, as the CLI's --start (holes
  // empty at the start) and --finish (holes holding a peg at the end) name
  // it; empty: each file's own. A file of another start or finish is wrong.
  std::string start, finish;
  // Folders, besides the paths given, whose files a checked file may name.
  // They are confined as the paths given are: one that is, or passes
  // through, a symbolic link is refused, unless it is among `allowedLinks`,
  // the folders whose links the user trusts by name (--allow-link).
  std::vector<std::string> allowed, allowedLinks;
  // The whole run's budget (--timeout, the stop flag): the folder scan and
  // every check poll it, and files not started when it ends are reported
  // unchecked. Its bytes are unused: maxMemoryBytes is shared out below.
  Budget budget;
  // Each file's own time within the run's (--file-timeout); none: the run's.
  std::optional<Budget::Clock::duration> fileTime =
      std::chrono::duration_cast<Budget::Clock::duration>(
          std::chrono::duration<double>(kDefaultVerifySeconds));
  uint64_t maxMemoryBytes =                        // the whole run's; 0: none
      uint64_t(kDefaultVerifyMemoryGiB * double(uint64_t(1) << 30));
  unsigned threads = 0;                         // 0: all cores
  // A further check of each right file, run by the same worker under the
  // file's limits (the CLI's --expect-optimal); may turn it wrong.
  std::function<void(FileResult&, const CheckLimits&)> extra;
  // Files `extra` reads that are not checked as files (a certificate given
  // with --certificate): readable, with the files they name, like those given.
  std::vector<std::string> alsoRead;
};


// Where the files checked for `paths` may read: the paths given and the
// folders `options` allows (util/input_file.hpp).
InputRoots verifiedRoots(const std::vector<std::string>& paths, const BatchOptions& options);

using FileChecker = FileResult (*)(const std::string& path, std::string_view text,
                                   const BatchOptions& options, const CheckLimits& limits);

struct FileKind {
  std::string_view extension;  // ".sol"
  std::string_view name;       // "solution"
  FileChecker check;
};

// The kinds `verify` knows; the first is also used for a file named on the
// command line whose extension no kind claims.
std::span<const FileKind> fileKinds();

// Checks one solution file's text: forward and backward replay, and the count
// in its "moves:" header if it has one.
FileResult checkSolutionFile(const std::string& path, std::string_view text,
                             const BatchOptions& options, const CheckLimits& limits);

// Checks one certificate of "no solution" (certificate_check.hpp); its CNF
// and proof are read from beside it.
FileResult checkCertificateKind(const std::string& path, std::string_view text,
                                const BatchOptions& options, const CheckLimits& limits);

// Expands folders (recursively, every file of a known kind, sorted by path;
// symbolic links to folders are not followed), then checks every file on
// `threads` workers. Results are in the order of `paths`, a folder's files
// in sorted order, and each is handed to `onResult` as soon as it and those
// before it are known. A folder without such files, a missing path, an empty
// or binary file, a file that is not a regular one or lies outside the paths
// given and `allowed`, a file over a limit: each gives one unreadable result,
// and the others are still checked. Every name and message is made printable
// (util/text.hpp), whatever bytes the files and their names hold.
std::vector<FileResult> verifyFiles(const std::vector<std::string>& paths,
                                    const BatchOptions& options,
                                    const std::function<void(const FileResult&)>& onResult = {});

struct BatchSummary {
  int checked = 0, right = 0, wrong = 0, unreadable = 0;
};
BatchSummary summarize(const std::vector<FileResult>& results);

// One test case a file: a failure for a wrong file, an error for an unreadable one.
JUnitSuite toJUnit(const std::vector<FileResult>& results);

}  // namespace pegsat
