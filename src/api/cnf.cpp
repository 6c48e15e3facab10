// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's CNF: the encoding `pegsat encode` writes, as clause lists
// and as DIMACS text, and `pegsat decode`'s reading of a solver's answer, with
// every decoded solution replayed by the independent verifier.
#include "api/handles.hpp"
#include "encodings/dimacs.hpp"
#include "encodings/model_decode.hpp"
#include "job/encode.hpp"
#include "peg/solution_file.hpp"

namespace pegsat::api {

Result<Cnf> encode(const Problem& problem, const EncodeOptions& options) {
  try {
    // The ranges of `pegsat encode --steps` and --max-moves.
    if (options.steps < -1 || options.steps > 1000)
      return Error{"steps", 0, "must be between 0 and 1000"};
    if (options.maxMoves < -1 || options.maxMoves > 100000)
      return Error{"max_moves", 0, "must be between 0 and 100000"};
    if (options.steps >= 0 && options.maxMoves >= 0)
      return Error{"max_moves", 0, "sets the steps itself: leave steps out"};
    pegsat::Problem p{detail::BoardData::of(problem.board()), detail::ProblemData::of(problem).start,
                      detail::ProblemData::of(problem).finish};
    EncodeJob job;
    job.encoding = options.encoding;
    job.steps = options.steps;
    job.maxMoves = options.maxMoves;
    job.shuffle = options.shuffle;
    auto e = runEncode(p, job);
    if (!e) {
      pegsat::Error err = e.error();
      if (err.file == "--encoding") err.file = "encoding";
      return detail::toPublic(err);
    }
    Cnf cnf;
    cnf.vars = e->vars;
    cnf.steps = e->steps;
    cnf.dimacs = std::move(e->dimacs);
    cnf.clauses = std::move(e->clauseList);
    return cnf;
  } catch (const std::exception& ex) {
    return Error{"", 0, detail::describeFailure(ex)};
  }
}

Result<Cnf> readCnf(std::string_view dimacs, const std::string& file) {
  try {
    auto d = parseDimacs(dimacs, file);
    if (!d) return detail::toPublic(d.error());
    Cnf cnf;
    cnf.vars = d->vars;
    cnf.steps = d->steps;
    cnf.clauses = std::move(d->clauses);
    cnf.dimacs = std::string(dimacs);
    return cnf;
  } catch (const std::exception& ex) {
    return Error{"", 0, detail::describeFailure(ex)};
  }
}

Result<Answer> decode(std::string_view dimacs, const std::optional<std::vector<int>>& model) {
  try {
    auto cnf = parseDimacs(dimacs, "cnf");
    if (!cnf) return detail::toPublic(cnf.error());
    Answer a;
    if (!model) {
      // Unsatisfiable proves "no solution" only for a complete horizon, and
      // under a bound on the moves only that none is that short.
      if (!cnf->complete()) {
        a.reason = "no plan of " + std::to_string(cnf->steps) +
                   " parallel steps; a longer horizon may have one";
        return a;
      }
      a.status = Status::Impossible;
      if (cnf->maxMoves >= 0)
        a.reason = "no solution in at most " + std::to_string(cnf->maxMoves) + " moves";
      return a;
    }
    SolverOutput out;
    out.answer = SatAnswer::Satisfiable;
    out.value.assign(size_t(cnf->vars) + 1, 0);
    for (int lit : *model) {
      if (lit == 0) continue;  // a DIMACS "v" line's terminator
      const int v = lit < 0 ? -lit : lit;
      if (v > cnf->vars)
        return Error{"model", 0,
                     "literal " + std::to_string(lit) + " is beyond the CNF's " +
                         std::to_string(cnf->vars) + " variables"};
      const int8_t value = lit > 0 ? 1 : -1;
      if (out.value[size_t(v)] == -value)
        return Error{"model", 0, "variable " + std::to_string(v) + " is given both values"};
      out.value[size_t(v)] = value;
    }
    // PySAT's models list every variable; a shorter one leaves the rest false.
    for (size_t v = 1; v < out.value.size(); ++v)
      if (out.value[v] == 0) out.value[v] = -1;
    auto d = decodeModel(*cnf, out, "model");
    if (!d) return detail::toPublic(d.error());
    auto text = parseSolutionText(d->solution, "(decoded)");
    auto sol = text ? resolveSolution(*text, d->board) : pegsat::Result<Solution>(text.error());
    if (!sol || !d->report.ok)
      return Error{"model", 0, "internal error: the decoded solution does not verify"};
    a.status = Status::Solved;
    a.solution = d->solution;
    a.moves = d->report.moves;
    for (const WrittenMove& m : sol->moves)
      for (size_t i = 1; i < m.cells.size(); ++i)
        a.jumps.push_back(d->board.holeName(m.cells[i - 1]) + "-" + d->board.holeName(m.cells[i]));
    return a;
  } catch (const std::exception& e) {
    return Error{"", 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
