// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat slide: sliding-tile puzzles. Sub-subcommands solve, bench, verify and
// encode, one file each (cmd_slide_*.cpp); the library in src/slide does the work.
#include "cli/command.hpp"
#include "cli/slide_cli.hpp"

namespace pegsat::cli {

Runner setupSlide(CLI::App& app) {
  app.require_subcommand(1);
  std::vector<std::pair<CLI::App*, Runner>> runners;
  auto add = [&](const char* name, const char* help, Runner (*setup)(CLI::App&)) {
    CLI::App* sub = app.add_subcommand(name, help);
    runners.emplace_back(sub, setup(*sub));
  };
  add("solve", "Solve optimally; Princeton output (exit 10 solved, 20 no solution)", setupSlideSolve);
  add("bench",
      "Solve every instance of a file; per instance length, nodes, time (exit 1 on a wrong length)",
      setupSlideBench);
  add("verify", "Replay a solution (exit 0 right, 1 wrong)", setupSlideVerify);
  add("encode", "Write the DIMACS CNF of 'solvable in at most T moves?'", setupSlideEncode);
  return [runners] {
    for (const auto& [sub, run] : runners)
      if (sub->parsed()) return run();
    return int(kInputError);
  };
}

}  // namespace pegsat::cli
