// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat decode: the decode job (job/decode.hpp) from the command line: a
// verified solution file (exit 10), no solution (20) or unknown (0).
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "cli/report.hpp"
#include "job/decode.hpp"

namespace pegsat::cli {

Runner setupDecode(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    DecodeJob job;
    std::string output;
    bool json = false, quiet = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("cnf", o->job.cnf, "The CNF file written by pegsat encode")->required();
  app.add_option("model", o->job.model, "The solver's output (s/v lines) or MiniSat's result file")
      ->required();
  app.add_option("--output,-o", o->output,
                 "Write the solution file here (default: standard output)");
  app.add_flag("--json", o->json, "Print the result as JSON");
  app.add_flag("--quiet,-q", o->quiet, "No summary on stderr");
  return [o] {
    auto r = runDecode(o->job);
    if (!r) return reportError(r.error());
    if (r->outcome != Outcome::Solved) {
      // With "c max-moves: K" it proves that no solution has K moves or fewer.
      const std::string bound = r->outcome == Outcome::NoSolution && r->maxMoves >= 0
                                    ? fmt::format(" in at most {} moves", r->maxMoves)
                                    : "";
      if (o->json) {
        nlohmann::json j = reportHead("decode", outcomeWord(r->outcome));
        if (r->maxMoves >= 0) j["max_moves"] = r->maxMoves;
        fmt::print("{}\n", j.dump(2));
      } else {
        fmt::print("{}{}\n", outcomeWord(r->outcome), bound);
      }
      if (r->shortHorizonSteps >= 0 && !o->quiet)
        fmt::print(stderr, "no plan of {} parallel steps; a longer horizon may have one\n",
                   r->shortHorizonSteps);
      return int(r->outcome == Outcome::NoSolution ? kNoSolution : kOk);
    }
    if (o->json) {
      nlohmann::json j = reportHead("decode", outcomeWord(Outcome::Solved));
      j.update({{"board", r->board},
                {"jumps", r->jumps},
                {"moves", r->moves},
                {"solution", r->solution}});
      fmt::print("{}\n", j.dump(2));
      if (!o->output.empty())
        if (int rc = writeOutput(o->output, r->solution)) return rc;
    } else if (int rc = writeOutput(o->output, r->solution)) {
      return rc;
    }
    if (!o->quiet && !o->json)
      fmt::print(stderr, "solved: {} jumps, {} moves, verified forward and backward\n", r->jumps,
                 r->moves);
    return int(kSolved);
  };
}

}  // namespace pegsat::cli
