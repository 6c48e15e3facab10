// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/batch.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

#include "peg/board_file.hpp"
#include "peg/board_identity.hpp"
#include "peg/solution_file.hpp"
#include "util/input_file.hpp"
#include "util/open_beneath.hpp"
#include "util/result.hpp"
#include "util/text.hpp"
#include "verifier/certificate_check.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {


constexpr std::array kKinds = {
    FileKind{".sol", "solution", checkSolutionFile},
    FileKind{".cert", "certificate", checkCertificateKind},
};

FileResult unreadable(const std::string& path, std::string_view kind, const Error& e) {
  FileResult r;
  r.file = path;
  r.kind = kind;
  r.verdict = Verdict::kUnreadable;
  r.message = e.message;
  r.line = e.line;
  // An error in a file that this one names (a board file, a CNF) carries that
  // file's name and line.
  if (!e.file.empty() && e.file != path) r.message = e.str(), r.line = 0;
  return r;
}

const FileKind* kindOf(const std::string& path) {
  for (const FileKind& k : kKinds)
    if (path.size() > k.extension.size() && path.ends_with(k.extension) &&
        path[path.size() - k.extension.size() - 1] != '/')
      return &k;
  return nullptr;
}

// A path to check, or a result already known (an empty folder).
struct Entry {
  std::string path;
  const FileKind* kind = nullptr;
  std::optional<FileResult> known;
};

std::string knownExtensions() {
  std::string s;
  for (const FileKind& k : kKinds) s += fmt::format("{}*{}", s.empty() ? "" : ", ", k.extension);
  return s;
}

// A folder given to verify is walked by descriptor: each subfolder opened
// relative to its parent with O_NOFOLLOW, so the walk never leaves the root
// through a link, and closed before the next, so that deep trees need no more
// descriptors than their depth. Both are bounded, so a pull request of
// 10,000 nested folders or a million empty files cannot stall a CI job.
constexpr int kMaxFolderDepth = 64;
constexpr size_t kMaxFolderEntries = 1'000'000;

struct Walk {
  explicit Walk(const Budget& budget) : poll(budget, 64) {}
  std::vector<Entry> found;
  std::vector<Entry> problems;  // folders not searched, as results
  size_t entries = 0;
  // The walk polls the run's budget: a chain of thousands of nested folders
  // is stopped as a long check is.
  BudgetPoll poll;
};

void walkFolder(int dirFd, const std::string& path, int depth, Walk& walk) {
  DIR* dir = ::fdopendir(dirFd);
  if (!dir) {
    ::close(dirFd);
    walk.problems.push_back({path, &kKinds[0],
                             unreadable(path, "folder",
                                        Error{path, 0, std::string("cannot read folder: ") +
                                                           std::strerror(errno)})});
    return;
  }
  std::vector<std::string> subfolders;
  while (const dirent* d = ::readdir(dir)) {
    const std::string name = d->d_name;
    if (name == "." || name == "..") continue;
    if (++walk.entries > kMaxFolderEntries || walk.poll.poll() != Stop::None) break;
    unsigned char type = d->d_type;
    if (type == DT_UNKNOWN) {
      struct stat st;
      if (::fstatat(::dirfd(dir), name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0)
        type = S_ISDIR(st.st_mode) ? DT_DIR : DT_REG;
    }
    const std::string child = path + "/" + name;
    if (type == DT_DIR) {
      subfolders.push_back(name);
    } else if (const FileKind* kind = kindOf(name)) {
      // A FIFO, a device or a link of a known kind is that file's error when
      // it is opened, not a silent skip.
      walk.found.push_back({child, kind, std::nullopt});
    }
  }
  // Subfolders after the folder is read, each opened from it then: only
  // this folder's descriptor is held while they are walked.
  for (const std::string& name : subfolders) {
    const std::string child = path + "/" + name;
    if (walk.entries > kMaxFolderEntries || walk.poll.stopped() != Stop::None) break;
    if (depth + 1 > kMaxFolderDepth) {
      walk.problems.push_back(
          {child, &kKinds[0],
           unreadable(child, "folder",
                      Error{child, 0,
                            fmt::format("folders nested more than {} deep are not searched",
                                        kMaxFolderDepth)})});
      continue;
    }
    int fd;
    do fd = ::openat(::dirfd(dir), name.c_str(),
                     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) {
      // A folder swapped for a link or removed since it was listed.
      if (errno != ENOENT && errno != ENOTDIR && errno != ELOOP && errno != EACCES)
        walk.problems.push_back(
            {child, &kKinds[0],
             unreadable(child, "folder",
                        Error{child, 0, std::string("cannot read folder: ") + std::strerror(errno)})});
      continue;
    }
    walkFolder(fd, child, depth + 1, walk);
  }
  ::closedir(dir);
}

void expand(const std::string& path, const InputRoots& roots, std::vector<Entry>& out,
            const Budget& budget) {
  struct stat st;
  const bool folder = ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
  if (!folder) {
    const FileKind* kind = kindOf(path);
    out.push_back({path, kind ? kind : &kKinds[0], std::nullopt});
    return;
  }
  // The folder is a root: walked from its own descriptor.
  auto at = roots.locate(path);
  int fd = -1;
  if (at) {
    fd = openBeneath(at->rootFd, at->relative, O_RDONLY | O_DIRECTORY | O_NONBLOCK);
    if (fd < 0)
      at = Error{path, 0, std::string("cannot read folder: ") + std::strerror(-fd)};
  }
  if (!at) {
    out.push_back({path, &kKinds[0], unreadable(path, "folder", at.error())});
    return;
  }
  Walk walk(budget);
  std::string base = path;
  while (base.size() > 1 && base.back() == '/') base.pop_back();
  walkFolder(fd, base, 0, walk);
  if (const Stop stop = walk.poll.stopped(); stop != Stop::None)
    walk.problems.push_back(
        {path, &kKinds[0],
         unreadable(path, "folder",
                    Error{path, 0,
                          fmt::format("the folder scan stopped at the {} (--timeout)",
                                      stopWord(stop))})});
  else if (walk.entries > kMaxFolderEntries)
    walk.problems.push_back(
        {path, &kKinds[0],
         unreadable(path, "folder",
                    Error{path, 0,
                          fmt::format("the folder holds more than {} entries; the rest are "
                                      "not searched",
                                      kMaxFolderEntries)})});
  if (walk.found.empty() && walk.problems.empty()) {
    out.push_back({path, &kKinds[0],
                   unreadable(path, "folder",
                              Error{path, 0,
                                    fmt::format("no files to verify in this folder (looked for {})",
                                                knownExtensions())})});
    return;
  }
  for (Entry& e : walk.problems) walk.found.push_back(std::move(e));
  std::sort(walk.found.begin(), walk.found.end(),
            [](const Entry& a, const Entry& b) { return a.path < b.path; });
  for (Entry& e : walk.found) out.push_back(std::move(e));
}

FileResult check(const Entry& e, const BatchOptions& options, const CheckLimits& limits) {
  if (e.known) return *e.known;
  auto text = readInput(e.path, limits.roots, kMaxSolutionFileBytes);
  if (!text) return unreadable(e.path, e.kind->name, text.error());
  // Said plainly here, before a parser reports some odd token: these are the
  // usual accidents in a folder of solutions.
  if (text->empty()) return unreadable(e.path, e.kind->name, Error{e.path, 0, "the file is empty"});
  if (text->find('\0') != std::string::npos)
    return unreadable(e.path, e.kind->name,
                      Error{e.path, 0, fmt::format("a binary file, not a {} file", e.kind->name)});
  FileResult r = e.kind->check(e.path, *text, options, limits);
  if (r.verdict == Verdict::kRight && options.extra) options.extra(r, limits);
  return r;
}

// Every string a report shows, printable: names and messages may hold any
// byte a stranger put in a file name or a file.
void makePrintable(nlohmann::json& j) {
  if (j.is_string()) {
    j = printable(j.get_ref<const std::string&>(), 1000);
  } else if (j.is_structured()) {
    for (auto& v : j) makePrintable(v);
  }
}

void makePrintable(FileResult& r) {
  r.file = printable(r.file, 1000);
  r.message = printable(r.message, 1000);
  makePrintable(r.fields);
}

// The board as the JSON and JUnit reports name it: its name, and for a board
// file its path and content hash, so a report says exactly what was checked.
nlohmann::json boardFields(const Board& b) {
  nlohmann::json j = {{"board", b.name}};
  if (!b.fileSha256.empty()) j.update({{"board_file", b.source}, {"board_sha256", b.fileSha256}});
  return j;
}

// A position in few words: the shorter of its empty holes and its pegs, so a
// verdict names the whole problem in one line ("only d4 empty", "pegs only at
// d4").
std::string positionWords(const Board& b, Cells pegs) {
  const Cells empty = b.holes & ~pegs;
  if (pegs == 0) return "no pegs";
  if (empty == 0) return "every hole full";
  return popcount(empty) <= popcount(pegs) ? "only " + b.holeNames(empty) + " empty"
                                           : "pegs only at " + b.holeNames(pegs);
}

// Where a solution does not solve the problem --start and --finish pin: the
// reason, or nothing.
Result<std::optional<std::string>> pinnedProblemMismatch(const Board& b, const Solution& sol,
                                                         const BatchOptions& options) {
  if (!options.start.empty()) {
    auto empty = parseHoleList(b, options.start, "--start");
    if (!empty) return empty.error();
    if (sol.start != (b.holes & ~*empty))
      return std::optional<std::string>(
          fmt::format("the file starts from {}, not from {} as --start names",
                      positionWords(b, sol.start), positionWords(b, b.holes & ~*empty)));
  }
  if (!options.finish.empty()) {
    auto pegs = parseHoleList(b, options.finish, "--finish");
    if (!pegs) return pegs.error();
    if (sol.finish != *pegs)
      return std::optional<std::string>(
          fmt::format("the file finishes at {}, not at {} as --finish names",
                      positionWords(b, sol.finish), positionWords(b, *pegs)));
  }
  return std::optional<std::string>();
}

std::string isoNow() {
  std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&t, &utc);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &utc);
  return buf;
}

}  // namespace

const char* verdictName(Verdict v) {
  return v == Verdict::kRight ? "right" : v == Verdict::kWrong ? "wrong" : "unreadable";
}

std::string FileResult::str() const { return Error{file, line, message}.str(); }

std::span<const FileKind> fileKinds() { return kKinds; }

FileResult checkSolutionFile(const std::string& path, std::string_view text,
                             const BatchOptions& options, const CheckLimits& limits) {
  constexpr std::string_view kKind = "solution";
  auto st = parseSolutionText(text, path);
  if (!st) return unreadable(path, kKind, st.error());
  // --board is the user's own: the board every file must be on. A file whose
  // board: header names another is wrong, not checked on the option's board.
  std::optional<Board> expected;
  if (!options.board.empty()) {
    auto b = loadBoard(options.board);
    if (!b) return unreadable(path, kKind, Error{"--board", 0, b.error().str()});
    expected = std::move(*b);
  }
  auto board = st->board ? loadSolutionBoard(*st, "english", limits.roots)
                         : expected ? Result<Board>(*expected) : loadBoard("english");
  if (!board) return unreadable(path, kKind, board.error());
  FileResult r;
  r.file = path;
  r.kind = kKind;
  r.fields = boardFields(*board);
  if (expected && !sameBoard(*expected, *board)) {
    r.verdict = Verdict::kWrong;
    r.line = st->board->line;
    const std::string reason = fmt::format("the file's board: header names the {}, not the {} "
                                           "that --board names",
                                           boardIdentity(*board), boardIdentity(*expected));
    r.message = "wrong: " + reason;
    r.fields.update({{"line", r.line}, {"reason", reason}});
    return r;
  }
  auto sol = resolveSolution(*st, *board);
  if (!sol) return unreadable(path, kKind, sol.error());
  // The problem checked, in the file's header form: the holes empty at the
  // start, the holes holding a peg at the end.
  r.fields.update({{"start", board->holeNames(board->holes & ~sol->start)},
                   {"finish", board->holeNames(sol->finish)}});
  const std::string problem = fmt::format(", from {} to {}", positionWords(*board, sol->start),
                                          positionWords(*board, sol->finish));
  auto pinned = pinnedProblemMismatch(*board, *sol, options);
  if (!pinned) return unreadable(path, kKind, pinned.error());
  if (*pinned) {
    r.verdict = Verdict::kWrong;
    r.message = "wrong: " + **pinned;
    r.fields["reason"] = **pinned;
    return r;
  }

  const VerifyReport v = verifySolution(*board, *sol);
  r.fields.update({{"jumps", v.jumps}, {"moves", v.moves}});
  if (st->moves) r.fields["expected_moves"] = st->moves->count;
  if (!v.ok) {
    r.verdict = Verdict::kWrong;
    r.line = v.line;
    r.message =
        v.jump > 0 ? fmt::format("wrong: {} jump {} ({}): {}", v.pass, v.jump, v.jumpText, v.reason)
                   : fmt::format("wrong: {}: {}", v.pass, v.reason);
    r.fields.update({{"pass", v.pass},
                     {"jump", v.jump},
                     {"jump_text", v.jumpText},
                     {"line", v.line},
                     {"reason", v.reason}});
    return r;
  }
  // The expected outcome written in the file: a legal solution of another
  // length than promised is wrong, as a regression in the writer would be.
  if (st->moves && st->moves->count != v.moves) {
    r.verdict = Verdict::kWrong;
    r.line = st->moves->line;
    const std::string reason = fmt::format("the solution makes {} moves, its moves: header says {}",
                                           v.moves, st->moves->count);
    r.message = "wrong: " + reason;
    r.fields.update({{"line", r.line}, {"reason", reason}});
    return r;
  }
  r.verdict = Verdict::kRight;
  r.message = fmt::format("ok: {} jumps, {} moves, forward and backward, on the {}{}", v.jumps,
                          v.moves, boardIdentity(*board), problem);
  return r;
}

FileResult checkCertificateKind(const std::string& path, std::string_view,
                                const BatchOptions& options, const CheckLimits& limits) {
  constexpr std::string_view kKind = "certificate";
  std::optional<Board> expected;
  if (!options.board.empty()) {
    auto b = loadBoard(options.board);
    if (!b) return unreadable(path, kKind, Error{"--board", 0, b.error().str()});
    expected = std::move(*b);
  }
  // The checker reads the file again, with the CNF and proof beside it.
  auto c = checkCertificateFile(path, limits, expected ? &*expected : nullptr);
  if (!c) return unreadable(path, kKind, c.error());
  FileResult r;
  r.file = path;
  r.kind = kKind;
  const char* kind = certificateKindName(c->kind);
  r.fields = {{"board", c->board}, {"problem", c->problem}, {"certificate", kind}};
  if (!c->boardFile.empty()) r.fields.update({{"board_file", c->boardFile}, {"board_sha256", c->boardSha256}});
  if (!c->ok) {
    r.verdict = Verdict::kWrong;
    r.message = fmt::format("invalid: {} certificate: {}", kind, c->reason);
    r.fields["reason"] = c->reason;
    return r;
  }
  r.verdict = Verdict::kRight;
  r.message = fmt::format("ok: {} certificate: {} on the {}, {}", kind,
                          c->claim.empty() ? "no solution" : c->claim, c->boardIdentity,
                          c->problem);
  if (c->kind == CertificateKind::Levels)
    r.fields.update({{"claim", c->claim}, {"bound", c->bound}, {"positions", c->positions}});
  return r;
}

InputRoots verifiedRoots(const std::vector<std::string>& paths, const BatchOptions& options) {
  InputRoots roots;
  for (const std::string& p : paths) roots.add(p);
  for (const std::string& p : options.alsoRead) roots.add(p);
  for (const std::string& p : options.allowed) roots.add(p);
  for (const std::string& p : options.allowedLinks) roots.add(p, true);
  return roots;
}

std::vector<FileResult> verifyFiles(const std::vector<std::string>& paths,
                                    const BatchOptions& options,
                                    const std::function<void(const FileResult&)>& onResult) {
  const InputRoots roots = verifiedRoots(paths, options);
  std::vector<Entry> entries;
  for (const std::string& p : paths) expand(p, roots, entries, options.budget);
  MemoryBudget memory(options.maxMemoryBytes);

  // Workers take the files in order; each result goes to its own slot, and
  // the results known without a gap from the first are handed on at once,
  // so the order does not depend on which worker finishes first and a slow
  // file holds back only the lines after it.
  std::vector<FileResult> results(entries.size());
  std::vector<char> done(entries.size(), 0);
  std::atomic<size_t> next{0};
  std::mutex mutex;
  size_t reported = 0;
  auto work = [&] {
    for (size_t i; (i = next++) < entries.size();) {
      CheckLimits limits{
          roots, options.fileTime ? options.budget.narrower(*options.fileTime) : options.budget,
          options.maxMemoryBytes ? &memory : nullptr};
      const auto t0 = std::chrono::steady_clock::now();
      // A file not started when the run's budget is spent is not checked:
      // unreadable, so the run cannot pass.
      const Stop late = options.budget.poll();
      FileResult r =
          late == Stop::None
              ? check(entries[i], options, limits)
              : unreadable(entries[i].path, entries[i].kind->name,
                           Error{entries[i].path, 0,
                                 fmt::format("not checked: the run stopped at the {} (--timeout)",
                                             stopWord(late))});
      r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      makePrintable(r);
      std::lock_guard lock(mutex);
      results[i] = std::move(r);
      done[i] = 1;
      for (; reported < entries.size() && done[reported]; ++reported)
        if (onResult) onResult(results[reported]);
    }
  };
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const size_t workers =
      std::min<size_t>(options.threads ? options.threads : cores, std::max<size_t>(entries.size(), 1));
  std::vector<std::thread> pool;
  for (size_t w = 1; w < workers; ++w) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  return results;
}

BatchSummary summarize(const std::vector<FileResult>& results) {
  BatchSummary s;
  for (const FileResult& r : results) {
    ++s.checked;
    s.right += r.verdict == Verdict::kRight;
    s.wrong += r.verdict == Verdict::kWrong;
    s.unreadable += r.verdict == Verdict::kUnreadable;
  }
  return s;
}

JUnitSuite toJUnit(const std::vector<FileResult>& results) {
  JUnitSuite suite{"pegsat verify", isoNow(), {}};
  for (const FileResult& r : results) {
    JUnitCase c;
    c.name = r.file;
    c.classname = "pegsat.verify." + r.kind;
    c.seconds = r.seconds;
    for (const char* key : {"board", "board_file", "board_sha256", "start", "finish", "minimum"})
      if (auto it = r.fields.find(key); it != r.fields.end() && it->is_string())
        c.properties.emplace_back(key, it->get<std::string>());
    c.outcome = r.verdict == Verdict::kRight   ? JUnitCase::Outcome::kPassed
                : r.verdict == Verdict::kWrong ? JUnitCase::Outcome::kFailure
                                               : JUnitCase::Outcome::kError;
    if (r.verdict != Verdict::kRight) {
      c.message = r.message;
      c.detail = r.str();
    }
    suite.cases.push_back(std::move(c));
  }
  return suite;
}

}  // namespace pegsat
