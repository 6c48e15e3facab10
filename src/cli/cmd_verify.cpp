// pegsat verify: replay a solution file forward and backward with the
// independent verifier, or check certificates of "no solution".
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "peg/solution_file.hpp"
#include "verifier/certificate_check.hpp"
#include "verifier/verifier.hpp"

namespace pegsat::cli {
namespace {

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
    std::string file, board;
    std::vector<std::string> certificates;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  auto* file = app.add_option("file", o->file, "Solution file");
  auto* certificates =
      app.add_option("--certificate", o->certificates,
                     "Certificate files of 'no solution' to check instead (exit 0 all valid, 1 "
                     "one invalid, 2 one unreadable)")
          ->expected(1, -1);
  file->excludes(certificates);
  app.callback([file, certificates] {
    if (file->count() == 0 && certificates->count() == 0)
      throw CLI::RequiredError("a solution file or --certificate FILE...");
  });
  app.add_option("--board,-b", o->board,
                 "Board, if the file has no board: header (default: english)");
  app.add_flag("--json", o->json, "Print the result as JSON");
  return [o] {
    if (!o->certificates.empty()) return verifyCertificates(o->certificates, o->json);
    auto text = readFile(o->file);
    if (!text) return reportError(text.error());
    auto st = parseSolutionText(*text, o->file);
    if (!st) return reportError(st.error());
    if (!o->board.empty() && st->board) st->board.reset();  // the option wins
    auto board = loadSolutionBoard(*st, o->board.empty() ? "english" : o->board);
    if (!board) return reportError(board.error());
    auto sol = resolveSolution(*st, *board);
    if (!sol) return reportError(sol.error());
    VerifyReport r = verifySolution(*board, *sol);
    if (o->json) {
      nlohmann::json j = {{"file", o->file},
                          {"board", board->name},
                          {"ok", r.ok},
                          {"jumps", r.jumps},
                          {"moves", r.moves}};
      if (!r.ok)
        j.update({{"pass", r.pass},
                  {"jump", r.jump},
                  {"jump_text", r.jumpText},
                  {"line", r.line},
                  {"reason", r.reason}});
      fmt::print("{}\n", j.dump(2));
    } else if (r.ok) {
      fmt::print("{}: ok: {} jumps, {} moves, forward and backward, on the {} board\n", o->file,
                 r.jumps, r.moves, board->name);
    } else if (r.jump > 0) {
      fmt::print("{}:{}: wrong: {} jump {} ({}): {}\n", o->file, r.line, r.pass, r.jump, r.jumpText,
                 r.reason);
    } else {
      fmt::print("{}: wrong: {}: {}\n", o->file, r.pass, r.reason);
    }
    return int(r.ok ? kOk : kWrong);
  };
}

}  // namespace pegsat::cli
