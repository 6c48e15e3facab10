// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "cli/report.hpp"
#include "job/verify.hpp"
#include "util/atomic_file.hpp"
#include "util/junit.hpp"
#include "util/text.hpp"

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

// Every verify run's --json, one file or many: the worst verdict as its
// status ("right", "wrong", "unreadable"), each file, and the tally.
nlohmann::json verifyReport(nlohmann::json files, const BatchSummary& s) {
  nlohmann::json j = reportHead("verify", verdictName(s.wrong       ? Verdict::kWrong
                                                      : s.unreadable ? Verdict::kUnreadable
                                                                     : Verdict::kRight));
  j["files"] = std::move(files);
  j["summary"] = {
      {"checked", s.checked}, {"right", s.right}, {"wrong", s.wrong}, {"unreadable", s.unreadable}};
  return j;
}

void tally(BatchSummary& s, Verdict v) {
  ++s.checked;
  ++(v == Verdict::kRight ? s.right : v == Verdict::kWrong ? s.wrong : s.unreadable);
}

// Exit 1 if any file is wrong, else 2 if any could not be read, else 0.
int exitCode(const BatchSummary& s) {
  return s.wrong > 0 ? kWrong : s.unreadable > 0 ? kInputError : kOk;
}

// Checks certificate files: exit 0 if all are valid, 2 if one cannot be
// read, else 1 if one is invalid. Each is printed as soon as it is checked.
int verifyCertificates(const VerifyJob& job, bool json) {
  int worst = kOk;
  BatchSummary summary;
  nlohmann::json all = nlohmann::json::array();
  runVerifyCertificates(job, [&](const std::string& file, const Result<CertificateReport>& r) {
    const std::string name = printable(file);
    if (!r) {
      worst = kInputError;
      tally(summary, Verdict::kUnreadable);
      // An error in a file the certificate names carries that file's name and line.
      const bool own = r.error().file == file;
      const Error e{name, own ? r.error().line : 0,
                    printable(own ? r.error().message : r.error().str())};
      if (json)
        all.push_back({{"file", name},
                       {"status", verdictName(Verdict::kUnreadable)},
                       {"readable", false},
                       {"error", e.str()}});
      else
        reportError(e);
      return;
    }
    if (!r->ok && worst == kOk) worst = kWrong;
    tally(summary, r->ok ? Verdict::kRight : Verdict::kWrong);
    const char* kind = certificateKindName(r->kind);
    const std::string reason = printable(r->reason);
    if (json) {
      nlohmann::json j = {{"file", name},
                          {"status", verdictName(r->ok ? Verdict::kRight : Verdict::kWrong)},
                          {"readable", true},
                          {"ok", r->ok},
                          // As a certificate found among solution files says it.
                          {"kind", "certificate"},
                          {"certificate", kind},
                          {"board", printable(r->board)},
                          {"problem", r->problem}};
      if (!r->boardFile.empty())
        j.update({{"board_file", printable(r->boardFile)}, {"board_sha256", r->boardSha256}});
      if (!r->ok) j["reason"] = reason;
      if (r->kind == CertificateKind::Levels)
        j.update({{"claim", r->claim}, {"bound", r->bound}, {"positions", r->positions}});
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
      if (r->kind == CertificateKind::Levels)
        extra = fmt::format(" ({} positions)", r->positions);
      fmt::print("{}: ok: {} certificate: {} on the {}, {}{}\n", name, kind,
                 r->claim.empty() ? "no solution" : r->claim, printable(r->boardIdentity),
                 r->problem, extra);
      std::fflush(stdout);
    } else {
      fmt::print("{}: invalid: {} certificate: {}\n", name, kind, reason);
      std::fflush(stdout);
    }
  });
  if (json) fmt::print("{}\n", verifyReport(std::move(all), summary).dump(2));
  return worst;
}

}  // namespace

Runner setupVerify(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    std::vector<std::string> files;
    std::string junit, pddl;
    std::vector<std::string> certificates;
    BatchOptions batch;
    bool json = false, expectOptimal = false;
    double maxMemoryGiB = kDefaultVerifyMemoryGiB;
    double timeoutSeconds = 0, fileTimeoutSeconds = kDefaultVerifySeconds;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("files", o->files,
                 "Solution files (*.sol) and certificates (*.cert), and folders searched "
                 "recursively for them");
  app.add_option("--board,-b", o->batch.board,
                 "The board every file must be on: a file whose board: header names another is "
                 "wrong (default: each file's header, else english)");
  app.add_option("--start", o->batch.start,
                 "The holes empty at the start of every solution: a file that starts otherwise "
                 "is wrong (default: each file's start: header, else the board's usual start)");
  app.add_option("--finish", o->batch.finish,
                 "The holes holding a peg at the end of every solution: a file that finishes "
                 "otherwise is wrong (default: each file's finish: header; with "
                 "--expect-optimal, the start's vacancies)");
  app.add_flag("--json", o->json,
               "Print the results as one JSON report (docs/JSON.md)");
  app.add_option("--junit", o->junit, "Also write a JUnit XML report to this file");
  app.add_flag("--expect-optimal", o->expectOptimal,
               "Also check that each solution has the fewest moves of the problem named: "
               "--start and --finish, else the file's start and its vacancies as the finish "
               "(by the --certificate given, else the native search of `solve --min-moves`; "
               "never the file's moves: claim)");
  app.add_option("--timeout", o->timeoutSeconds,
                 "Wall seconds the whole run may take, as on every command; a file stopped by "
                 "it, or not started, is unreadable (exit 2); default: no limit")
      ->check(positive(1e9));
  app.add_option("--file-timeout", o->fileTimeoutSeconds,
                 "Wall seconds each file may take, within --timeout; a file that takes longer "
                 "is unreadable (exit 2)")
      ->capture_default_str()
      ->check(positive(1e9));
  app.add_option("--max-memory", o->maxMemoryGiB,
                 "GiB of memory for the whole run: files are checked in parallel only as far as "
                 "it allows, and a file that needs more is unreadable (exit 2)")
      ->capture_default_str()
      ->check(positive(1e6));
  app.add_option("--threads,-j", o->batch.threads, "Files checked at once (0: all cores)")
      ->capture_default_str()
      ->check(wholeNumber(0, 1024));
  app.add_option("--allow", o->batch.allowed,
                 "A further folder whose files the checked files may name (board files, CNFs, "
                 "proofs); by default only the files and folders given. Confined as they are: "
                 "a folder that is, or passes through, a symbolic link is refused")
      ->allow_extra_args(false)
      ->check(CLI::ExistingPath);
  app.add_option("--allow-link", o->batch.allowedLinks,
                 "As --allow, and trusts the symbolic links this path is or passes through "
                 "(only for a link you made yourself: a committed link could lead anywhere)")
      ->allow_extra_args(false)
      ->check(CLI::ExistingPath);
  app.add_option("--pddl", o->pddl,
                 "An IPC pegsol problem file: check the one file given as a plan for it (exit 0 "
                 "valid, 1 invalid)");
  app.add_option("--certificate", o->certificates,
                 "Certificate files to check instead (exit 0 all valid, 1 one invalid, 2 one "
                 "unreadable); with solution files, the levels certificate that proves them "
                 "shortest")
      ->expected(1, -1);
  return [o] {
    o->batch.maxMemoryBytes = uint64_t(o->maxMemoryGiB * double(uint64_t(1) << 30));
    // The run's budget starts here, before any file is read.
    o->batch.budget = Budget::fromLimits(o->timeoutSeconds, nullptr, 0);
    o->batch.fileTime = std::chrono::duration_cast<Budget::Clock::duration>(
        std::chrono::duration<double>(o->fileTimeoutSeconds));
    // A report asked for and silently not written would pass a CI job that
    // checks it: said before any work.
    if (!o->junit.empty() && ((!o->certificates.empty() && o->files.empty()) || !o->pddl.empty()))
      return reportError({"--junit", 0,
                          !o->pddl.empty()
                              ? "is not written for --pddl; check the plan without --junit"
                              : "is not written for --certificate; give the .cert files as files "
                                "to verify (without --certificate) for a JUnit report"});
    std::string certificate;  // a levels certificate the solution files are checked against
    if (!o->certificates.empty()) {
      if (o->files.empty()) return verifyCertificates({o->certificates, o->batch, false, ""}, o->json);
      if (o->certificates.size() != 1)
        return reportError({"--certificate", 0,
                            "with solution files, give the one levels certificate of their "
                            "problem"});
      certificate = o->certificates[0];
    }
    if (o->files.empty())
      return reportError({"verify", 0, "give solution files or folders, or --certificate FILE..."});
    if (!certificate.empty() && !o->pddl.empty())
      return reportError({"--certificate", 0, "is not checked with --pddl"});
    if (!o->pddl.empty()) {
      if (o->files.size() != 1) return reportError({"--pddl", 0, "takes exactly one plan file"});
      return runVerifyPlan(o->pddl, o->files[0], o->json);
    }
    // Before any checking: a report that cannot be written would fail the CI
    // job after all the work.
    std::optional<AtomicFile> report;
    if (!o->junit.empty()) {
      auto f = AtomicFile::create(o->junit, writeOptions());
      if (!f) return reportError(f.error());
      report.emplace(std::move(*f));
    }
    std::error_code ec;
    const bool single = o->files.size() == 1 && !std::filesystem::is_directory(o->files[0], ec);
    // Text lines appear as the files are checked, in their final order, so a
    // slow or stuck file never hides the results before it.
    const bool stream = !single && !o->json;
    std::vector<FileResult> results =
        runVerify({o->files, o->batch, o->expectOptimal, certificate}, [&](const FileResult& r) {
          if (!stream) return;
          fmt::print("{}\n", r.verdict == Verdict::kUnreadable
                                 ? Error{r.file, r.line, "unreadable: " + r.message}.str()
                                 : r.str());
          std::fflush(stdout);
        });
    const BatchSummary summary = summarize(results);
    if (report) {
      if (auto e = report->write(formatJUnit(toJUnit(results)))) return reportError(*e);
      if (auto e = report->commit()) return reportError(*e);
    }

    if (single && results.size() == 1) {
      const FileResult& r = results[0];
      if (o->json)
        fmt::print("{}\n", verifyReport(nlohmann::json::array({toJson(r)}), summary).dump(2));
      else if (r.verdict == Verdict::kUnreadable)
        return reportError({r.file, r.line, r.message});
      else
        fmt::print("{}\n", r.str());
      return exitCode(summary);
    }
    if (o->json) {
      nlohmann::json all = nlohmann::json::array();
      for (const FileResult& r : results) all.push_back(toJson(r));
      fmt::print("{}\n", verifyReport(std::move(all), summary).dump(2));
      return exitCode(summary);
    }
    fmt::print("summary: {} checked, {} right, {} wrong, {} unreadable\n", summary.checked,
               summary.right, summary.wrong, summary.unreadable);
    return exitCode(summary);
  };
}

}  // namespace pegsat::cli
