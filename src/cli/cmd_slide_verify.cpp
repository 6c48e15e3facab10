// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat slide verify: the slide-verify job (job/slide_verify.hpp) from the
// command line.
#include <nlohmann/json.hpp>

#include "cli/report.hpp"
#include "cli/slide_cli.hpp"
#include "job/slide_verify.hpp"
#include "util/text.hpp"

namespace pegsat::cli {

Runner setupSlideVerify(CLI::App& app) {
  struct Opts {
    SlideVerifyJob job;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("puzzle", o->job.puzzle, "Puzzle file (Princeton format or one instance line)")
      ->required();
  app.add_option("solution", o->job.solution,
                 "Solution: Princeton output (move count and boards, or 'No solution possible') or "
                 "a move string of U D L R (where the blank goes)")
      ->required();
  addGoalOption(app, o->job.goal);
  app.add_flag("--json", o->json, "Print JSON");
  return [o] {
    auto v = runSlideVerify(o->job);
    if (!v) return reportError(v.error());
    // Through the one escaper: a name or a quoted move cannot send escape
    // codes or break the JSON.
    auto r = v->check;
    r.reason = printable(r.reason);
    const std::string solution = printable(o->job.solution);
    if (o->json) {
      nlohmann::json j = reportHead("slide verify", r.ok ? "right" : "wrong");
      j.update({{"puzzle", printable(o->job.puzzle)}, {"solution", solution}, {"ok", r.ok}, {"moves", r.moves}});
      if (!r.ok) j.update({{"step", r.step}, {"line", r.line}, {"reason", r.reason}});
      fmt::print("{}\n", j.dump(2));
    } else if (r.ok) {
      if (v->noSolution)
        fmt::print("{}: ok: the puzzle has no solution (parity)\n", solution);
      else
        fmt::print("{}: ok: {} moves reach the goal\n", solution, r.moves);
    } else if (r.line > 0) {
      fmt::print("{}:{}: wrong: {}\n", solution, r.line, r.reason);
    } else {
      fmt::print("{}: wrong: {}\n", solution, r.reason);
    }
    return int(r.ok ? kOk : kWrong);
  };
}

}  // namespace pegsat::cli
