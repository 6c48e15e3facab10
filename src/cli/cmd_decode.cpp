// pegsat decode: turn a SAT solver's answer to a CNF from `pegsat encode` into
// a verified solution file (exit 10), or report no solution (20) or unknown (0).
#include <nlohmann/json.hpp>

#include "cli/report.hpp"

#include "cli/command.hpp"
#include "encodings/dimacs.hpp"
#include "encodings/model_decode.hpp"

namespace pegsat::cli {

Runner setupDecode(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    std::string cnf, model, output;
    bool json = false, quiet = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("cnf", o->cnf, "The CNF file written by pegsat encode")->required();
  app.add_option("model", o->model, "The solver's output (s/v lines) or MiniSat's result file")
      ->required();
  app.add_option("--output,-o", o->output,
                 "Write the solution file here (default: standard output)");
  app.add_flag("--json", o->json, "Print the result as JSON");
  app.add_flag("--quiet,-q", o->quiet, "No summary on stderr");
  return [o] {
    auto cnfText = readFile(o->cnf, kMaxDimacsFileBytes);
    if (!cnfText) return reportError(cnfText.error());
    auto cnf = parseDimacs(*cnfText, o->cnf);
    if (!cnf) return reportError(cnf.error());
    auto modelText = readFile(o->model, kMaxDimacsFileBytes);
    if (!modelText) return reportError(modelText.error());
    auto out = parseSolverOutput(*modelText, o->model, cnf->vars);
    if (!out) return reportError(out.error());
    if (out->answer != SatAnswer::Satisfiable) {
      // Unsatisfiable proves "no solution" only for a complete horizon.
      const bool none = out->answer == SatAnswer::Unsatisfiable && cnf->complete();
      // With "c max-moves: K" it proves that no solution has K moves or fewer.
      const std::string bound =
          none && cnf->maxMoves >= 0 ? fmt::format(" in at most {} moves", cnf->maxMoves) : "";
      const Outcome outcome = none ? Outcome::NoSolution : Outcome::Unknown;
      if (o->json) {
        nlohmann::json j = reportHead("decode", outcomeWord(outcome));
        if (cnf->maxMoves >= 0) j["max_moves"] = cnf->maxMoves;
        fmt::print("{}\n", j.dump(2));
      } else {
        fmt::print("{}{}\n", outcomeWord(outcome), bound);
      }
      if (out->answer == SatAnswer::Unsatisfiable && !none && !o->quiet)
        fmt::print(stderr, "no plan of {} parallel steps; a longer horizon may have one\n",
                   cnf->steps);
      return int(none ? kNoSolution : kOk);
    }
    auto d = decodeModel(*cnf, *out, o->model);
    if (!d) return reportError(d.error());
    if (o->json) {
      nlohmann::json j = reportHead("decode", outcomeWord(Outcome::Solved));
      j.update({{"board", d->board.name},
                {"jumps", d->report.jumps},
                {"moves", d->report.moves},
                {"solution", d->solution}});
      fmt::print("{}\n", j.dump(2));
      if (!o->output.empty())
        if (int rc = writeOutput(o->output, d->solution)) return rc;
    } else if (int rc = writeOutput(o->output, d->solution)) {
      return rc;
    }
    if (!o->quiet && !o->json)
      fmt::print(stderr, "solved: {} jumps, {} moves, verified forward and backward\n",
                 d->report.jumps, d->report.moves);
    return int(kSolved);
  };
}

}  // namespace pegsat::cli
