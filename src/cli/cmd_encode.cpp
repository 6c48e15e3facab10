// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat encode: the encode job (job/encode.hpp) from the command line: a
// problem as DIMACS CNF, or with --format pddl as the IPC pegsol files.
#include "cli/command.hpp"
#include "cli/pddl_cli.hpp"
#include "cli/sat_cli.hpp"
#include "job/encode.hpp"

namespace pegsat::cli {

Runner setupEncode(CLI::App& app) {
  addFollowLinksOption(app);
  struct Opts {
    ProblemOptions problem;
    std::string output;
    int steps = -1;
    int maxMoves = -1;
    std::string format = "cnf";
    bool quiet = false;
    LimitOptions limits;
  };
  auto o = std::make_shared<Opts>();
  auto sat = std::make_shared<SatCliOptions>();
  addProblemOptions(app, o->problem);
  app.add_option("--steps", o->steps,
                 "Time steps (default: the number of jumps a solution needs; with "
                 "--encoding parallel=on about 15/31 of it)")
      ->check(wholeNumber(0, 1000));
  app.add_option("--max-moves", o->maxMoves,
                 "Allow at most this many moves (a chain of jumps by one peg is one move): "
                 "one jump per step, plus new-move variables and a move counter")
      ->check(wholeNumber(0, 100000));
  app.add_option("--format", o->format,
                 "cnf (DIMACS) or pddl (the IPC pegsol domain and problem, into the directory -o)")
      ->check(CLI::IsMember({"cnf", "pddl"}))
      ->capture_default_str();
  app.add_option("--output,-o", o->output,
                 "Write the CNF here (default: standard output); with --format pddl, the "
                 "directory for domain.pddl and problem.pddl");
  app.add_flag("--quiet,-q", o->quiet, "No summary on stderr");
  addTimeoutOption(app, o->limits, "the encoding, writing nothing,");
  addMemoryOption(app, o->limits, "the encoding, writing nothing,");
  addEncodingOptions(app, sat, encodeDefaults());
  return [o, sat] {
    auto p = loadProblem(o->problem);
    if (!p) return reportError(p.error());
    if (o->format == "pddl") return writePddlFiles(o->output, *p, o->quiet);
    EncodeJob job{sat->encoding, o->steps, o->maxMoves, sat->shuffle, jobLimits(o->limits)};
    auto e = runEncode(*p, job);
    if (!e) return reportError(e.error());
    if (e->outcome == Outcome::Unknown) {
      reportStop("encode", e->stop, o->limits, "; nothing written");
      return int(kOk);
    }
    if (int rc = writeOutput(o->output, e->dimacs)) return rc;
    if (!o->quiet && !o->output.empty() && o->output != "-")
      fmt::print(stderr, "{}: {} variables, {} clauses, {} steps, {}\n", o->output, e->vars,
                 e->clauses, e->steps, e->encoding);
    return int(kOk);
  };
}

}  // namespace pegsat::cli
