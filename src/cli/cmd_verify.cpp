// pegsat verify: check solution files (and folders of them) with the
// independent verifier, print one line a file and a summary, and optionally a
// JUnit report for CI. One file given alone prints as it always has: its line
// only, or its error on stderr. --certificate checks certificates of "no
// solution" instead.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli/command.hpp"
#include "cli/pddl_cli.hpp"
#include "util/atomic_file.hpp"
#include "util/junit.hpp"
#include "peg/solution_file.hpp"
#include "search/min_moves.hpp"
#include "verifier/batch.hpp"
#include "verifier/certificate_check.hpp"

namespace pegsat::cli {
namespace {

nlohmann::json toJson(const FileResult& r) {
  nlohmann::json j = r.fields;
  j.update({{"file", r.file},
            {"kind", r.kind},
            {"status", verdictName(r.verdict)},
            {"ok", r.verdict == Verdict::kRight}});
  if (r.verdict == Verdict::kUnreadable) j.update({{"line", r.line}, {"error", r.message}});
  return j;
}

// --expect-optimal: a right solution file is also shortest, by the native
// fewest-moves search on its problem (as `solve --min-moves`); a longer one is
// wrong, and one whose minimum the search cannot prove within `seconds` too.
void checkOptimal(FileResult& r, const BatchOptions& options, double seconds) {
  if (r.verdict != Verdict::kRight || r.kind != "solution") return;
  auto text = readFile(r.file, kMaxSolutionFileBytes);
  auto st = text ? parseSolutionText(*text, r.file) : Result<SolutionText>(text.error());
  if (st && !options.board.empty()) st->board.reset();
  auto board = st ? loadSolutionBoard(*st, options.board.empty() ? "english" : options.board)
                  : Result<Board>(st.error());
  auto sol = board ? resolveSolution(*st, *board) : Result<Solution>(board.error());
  if (!sol) {
    r.verdict = Verdict::kUnreadable, r.message = sol.error().message;
    return;
  }
  MinMovesOptions opt;
  opt.timeoutSeconds = seconds;
  const MinMovesResult m = minMoves(*board, sol->start, sol->finish, opt);
  const int moves = r.fields.value("moves", -1);
  r.fields["minimum_moves"] = m.status == MinMovesStatus::Optimal ? m.moves : -1;
  if (m.status == MinMovesStatus::Optimal && m.moves == moves) {
    r.message += " (minimum)";
    return;
  }
  r.verdict = Verdict::kWrong;
  r.message = m.status == MinMovesStatus::Optimal
                  ? fmt::format("wrong: not optimal: {} moves, the minimum is {}", moves, m.moves)
                  : fmt::format("wrong: optimality not proved in {} s (at least {} moves)", seconds,
                                m.lowerBound);
}

// Exit 1 if any file is wrong, else 2 if any could not be read, else 0.
int exitCode(const BatchSummary& s) {
  return s.wrong > 0 ? kWrong : s.unreadable > 0 ? kInputError : kOk;
}

// Checks certificate files: exit 0 if all are valid, 2 if one cannot be
// read, else 1 if one is invalid.
int verifyCertificates(const std::vector<std::string>& files, bool json) {
  int worst = kOk;
  nlohmann::json all = nlohmann::json::array();
  for (const std::string& file : files) {
    auto r = checkCertificateFile(file);
    if (!r) {
      worst = kInputError;
      if (json)
        all.push_back({{"file", file}, {"readable", false}, {"error", r.error().str()}});
      else
        reportError(r.error());
      continue;
    }
    if (!r->ok && worst == kOk) worst = kWrong;
    const char* kind = certificateKindName(r->kind);
    if (json) {
      nlohmann::json j = {{"file", file},       {"readable", true}, {"ok", r->ok},
                          {"kind", kind},       {"board", r->board}, {"problem", r->problem}};
      if (!r->ok) j["reason"] = r->reason;
      if (r->kind == CertificateKind::Drat)
        j["drat"] = {{"cnf_clauses", r->cnfClauses},
                     {"proof_steps", r->proofSteps},
                     {"lemmas", r->drat.lemmas},
                     {"deletions", r->drat.deletions},
                     {"ignored_deletions", r->drat.ignoredDeletions},
                     {"checked_lemmas", r->drat.checked},
                     {"rat_lemmas", r->drat.rat},
                     {"core_clauses", r->drat.coreOriginals},
                     {"propagations", r->drat.propagations},
                     {"milliseconds", r->drat.milliseconds}};
      all.push_back(j);
    } else if (r->ok) {
      std::string extra;
      if (r->kind == CertificateKind::Drat)
        extra = fmt::format(" ({} of {} lemmas checked, {:.1f} ms)", r->drat.checked,
                            r->drat.lemmas, r->drat.milliseconds);
      fmt::print("{}: ok: {} certificate: no solution on the {} board, {}{}\n", file, kind,
                 r->board, r->problem, extra);
    } else {
      fmt::print("{}: invalid: {} certificate: {}\n", file, kind, r->reason);
    }
  }
  if (json) fmt::print("{}\n", (files.size() == 1 && !all.empty() ? all[0] : all).dump(2));
  return worst;
}

}  // namespace

Runner setupVerify(CLI::App& app) {
  struct Opts {
    std::vector<std::string> files;
    std::string junit, pddl;
    std::vector<std::string> certificates;
    BatchOptions batch;
    bool json = false, expectOptimal = false;
    double optimalSeconds = 60;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("files", o->files,
                 "Solution files (*.sol), and folders searched recursively for them");
  app.add_option("--board,-b", o->batch.board,
                 "Board for every file, overriding its board: header (default: the header, else "
                 "english)");
  app.add_flag("--json", o->json,
               "Print the results as JSON: an array, or one object for a single file");
  app.add_option("--junit", o->junit, "Also write a JUnit XML report to this file");
  app.add_flag("--expect-optimal", o->expectOptimal,
               "Also check that each solution has the fewest moves (the native search of "
               "`solve --min-moves`)");
  app.add_option("--optimal-timeout", o->optimalSeconds,
                 "With --expect-optimal: seconds per file before the minimum counts as unproved")
      ->capture_default_str()
      ->check(CLI::Range(0.001, 1e6));
  app.add_option("--pddl", o->pddl,
                 "An IPC pegsol problem file: check the one file given as a plan for it (exit 0 "
                 "valid, 1 invalid)");
  app.add_option("--certificate", o->certificates,
                 "Certificate files of 'no solution' to check instead (exit 0 all valid, 1 "
                 "one invalid, 2 one unreadable)")
      ->expected(1, -1);
  return [o] {
    if (!o->certificates.empty()) {
      if (!o->files.empty())
        return reportError({"--certificate", 0, "checks certificates; give solution files apart"});
      return verifyCertificates(o->certificates, o->json);
    }
    if (o->files.empty())
      return reportError({"verify", 0, "give solution files or folders, or --certificate FILE..."});
    if (!o->pddl.empty()) {
      if (o->files.size() != 1) return reportError({"--pddl", 0, "takes exactly one plan file"});
      return runVerifyPlan(o->pddl, o->files[0], o->json);
    }
    // Before any checking: a report that cannot be written would fail the CI
    // job after all the work.
    std::optional<AtomicFile> report;
    if (!o->junit.empty()) {
      auto f = AtomicFile::create(o->junit);
      if (!f) return reportError(f.error());
      report.emplace(std::move(*f));
    }
    std::vector<FileResult> results = verifyFiles(o->files, o->batch);
    if (o->expectOptimal)
      for (FileResult& r : results) checkOptimal(r, o->batch, o->optimalSeconds);
    const BatchSummary summary = summarize(results);
    if (report) {
      if (auto e = report->write(formatJUnit(toJUnit(results)))) return reportError(*e);
      if (auto e = report->commit()) return reportError(*e);
    }

    std::error_code ec;
    const bool single = o->files.size() == 1 && results.size() == 1 &&
                        !std::filesystem::is_directory(o->files[0], ec);
    if (single) {
      const FileResult& r = results[0];
      if (r.verdict == Verdict::kUnreadable) return reportError({r.file, r.line, r.message});
      if (o->json)
        fmt::print("{}\n", toJson(r).dump(2));
      else
        fmt::print("{}\n", r.str());
      return exitCode(summary);
    }
    if (o->json) {
      nlohmann::json all = nlohmann::json::array();
      for (const FileResult& r : results) all.push_back(toJson(r));
      fmt::print("{}\n", all.dump(2));
      return exitCode(summary);
    }
    std::string out;
    for (const FileResult& r : results)
      out += r.verdict == Verdict::kUnreadable
                 ? Error{r.file, r.line, "unreadable: " + r.message}.str() + "\n"
                 : r.str() + "\n";
    out += fmt::format("summary: {} checked, {} right, {} wrong, {} unreadable\n", summary.checked,
                       summary.right, summary.wrong, summary.unreadable);
    fmt::print("{}", out);
    return exitCode(summary);
  };
}

}  // namespace pegsat::cli
