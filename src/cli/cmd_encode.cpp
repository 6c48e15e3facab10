// pegsat encode: write a problem as DIMACS CNF for any SAT solver; its
// comments let `pegsat decode` turn the solver's model into a solution file.
#include "cli/command.hpp"
#include "cli/pddl_cli.hpp"
#include "cli/sat_cli.hpp"
#include "encodings/dimacs.hpp"
#include "encodings/moves_encoding.hpp"

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
  addEncodingOptions(app, sat);
  return [o, sat] {
    auto p = loadProblem(o->problem);
    if (!p) return reportError(p.error());
    if (o->format == "pddl") return writePddlFiles(o->output, *p, o->quiet);
    // One jump per step unless asked otherwise: a file written for other
    // solvers must be UNSAT exactly when the problem has no solution, and a
    // short parallel horizon can be UNSAT for a solvable problem.
    EncodingOptions sequential;
    sequential.parallel = false;
    auto opt = encodingOptions(sat->encoding, sequential);
    if (!opt) return reportError(opt.error());
    if (o->steps >= 0) opt->steps = o->steps;
    Result<PegEncoding> e = Error{};
    if (o->maxMoves >= 0) {
      if (o->steps >= 0)
        return reportError({"--max-moves", 0, "sets the steps itself: drop --steps"});
      auto m = encodeMoves(p->board, p->start, p->finish, *opt);
      if (!m) return reportError(m.error());
      boundMoves(*m, o->maxMoves);
      *opt = m->plain.options;
      e = std::move(m->plain);
    } else {
      e = encodePegSolitaire(p->board, p->start, p->finish, *opt);
    }
    if (!e) return reportError(e.error());
    ShuffledCnf shuffled;
    if (sat->shuffle) shuffled = shuffleCnf(e->cnf, sat->shuffle);
    if (int rc = writeOutput(o->output, formatDimacs(p->board, p->start, p->finish, *e,
                                                     sat->shuffle ? &shuffled : nullptr)))
      return rc;
    if (!o->quiet && !o->output.empty() && o->output != "-")
      fmt::print(stderr, "{}: {} variables, {} clauses, {} steps, {}\n", o->output, e->cnf.vars,
                 e->cnf.clauses.size(), e->steps, describe(*opt));
    return int(kOk);
  };
}

}  // namespace pegsat::cli
