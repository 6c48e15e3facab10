#include "verifier/batch.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

#include "peg/solution_file.hpp"
#include "util/input_file.hpp"
#include "util/result.hpp"
#include "util/text.hpp"
#include "verifier/certificate_check.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

namespace fs = std::filesystem;

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

const FileKind* kindOf(const fs::path& path) {
  for (const FileKind& k : kKinds)
    if (path.extension() == k.extension) return &k;
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

void expand(const std::string& path, std::vector<Entry>& out, const Budget& budget) {
  std::error_code ec;
  if (!fs::is_directory(fs::symlink_status(path, ec)) && !fs::is_directory(path, ec)) {
    const FileKind* kind = kindOf(path);
    out.push_back({path, kind ? kind : &kKinds[0], std::nullopt});
    return;
  }
  // Every entry of a known kind that is not a folder: a FIFO, a device or a
  // link that leads out of the folder is that file's error, not a silent
  // skip. Links to folders are not followed (the iterator's default), so a
  // scan never leaves its root.
  std::vector<Entry> found;
  fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec), end;
  // The scan polls the run's budget: a chain of thousands of nested folders
  // is stopped as a long check is.
  BudgetPoll poll(budget, 64);
  for (; !ec && it != end; it.increment(ec)) {
    if (const Stop s = poll.poll(); s != Stop::None) {
      out.push_back({path, &kKinds[0],
                     unreadable(path, "folder",
                                Error{path, 0,
                                      fmt::format("the folder scan stopped at the {} (--timeout)",
                                                  stopWord(s))})});
      return;
    }
    std::error_code fileEc;
    if (it->symlink_status(fileEc).type() == fs::file_type::directory) continue;
    if (const FileKind* kind = kindOf(it->path()))
      found.push_back({it->path().string(), kind, std::nullopt});
  }
  if (ec) {
    out.push_back(
        {path, &kKinds[0],
         unreadable(path, "folder", Error{path, 0, "cannot read folder: " + ec.message()})});
    return;
  }
  if (found.empty()) {
    out.push_back({path, &kKinds[0],
                   unreadable(path, "folder",
                              Error{path, 0,
                                    fmt::format("no files to verify in this folder (looked for {})",
                                                knownExtensions())})});
    return;
  }
  std::sort(found.begin(), found.end(),
            [](const Entry& a, const Entry& b) { return a.path < b.path; });
  for (Entry& e : found) out.push_back(std::move(e));
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
  if (!options.board.empty()) st->board.reset();  // the option wins
  auto board =
      loadSolutionBoard(*st, options.board.empty() ? "english" : options.board, limits.roots);
  if (!board) return unreadable(path, kKind, board.error());
  auto sol = resolveSolution(*st, *board);
  if (!sol) return unreadable(path, kKind, sol.error());

  const VerifyReport v = verifySolution(*board, *sol);
  FileResult r;
  r.file = path;
  r.kind = kKind;
  r.fields = {{"board", board->name}, {"jumps", v.jumps}, {"moves", v.moves}};
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
  r.message = fmt::format("ok: {} jumps, {} moves, forward and backward, on the {} board", v.jumps,
                          v.moves, board->name);
  return r;
}

FileResult checkCertificateKind(const std::string& path, std::string_view, const BatchOptions&,
                                const CheckLimits& limits) {
  constexpr std::string_view kKind = "certificate";
  // The checker reads the file again, with the CNF and proof beside it.
  auto c = checkCertificateFile(path, limits);
  if (!c) return unreadable(path, kKind, c.error());
  FileResult r;
  r.file = path;
  r.kind = kKind;
  const char* kind = certificateKindName(c->kind);
  r.fields = {{"board", c->board}, {"problem", c->problem}, {"certificate", kind}};
  if (!c->ok) {
    r.verdict = Verdict::kWrong;
    r.message = fmt::format("invalid: {} certificate: {}", kind, c->reason);
    r.fields["reason"] = c->reason;
    return r;
  }
  r.verdict = Verdict::kRight;
  r.message =
      fmt::format("ok: {} certificate: no solution on the {} board, {}", kind, c->board, c->problem);
  return r;
}

InputRoots verifiedRoots(const std::vector<std::string>& paths, const BatchOptions& options) {
  InputRoots roots;
  for (const std::string& p : paths) roots.add(p);
  for (const std::string& p : options.allowed) roots.add(p);
  return roots;
}

std::vector<FileResult> verifyFiles(const std::vector<std::string>& paths,
                                    const BatchOptions& options,
                                    const std::function<void(const FileResult&)>& onResult) {
  std::vector<Entry> entries;
  for (const std::string& p : paths) expand(p, entries, options.budget);
  const InputRoots roots = verifiedRoots(paths, options);
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
