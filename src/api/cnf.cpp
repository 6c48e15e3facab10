// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's CNF: the encode job (job/encode.hpp) as clause lists and
// as DIMACS text, under the same limits as `pegsat encode`, and the decode
// job's reading of a solver's answer (job/decode.hpp), with every decoded
// solution replayed by the independent verifier.
#include "api/handles.hpp"
#include "job/decode.hpp"
#include "job/encode.hpp"

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
    if (!(options.timeoutSeconds >= 0)) return Error{"timeout", 0, "must be 0 or more seconds"};
    pegsat::Problem p{detail::BoardData::of(problem.board()), detail::ProblemData::of(problem).start,
                      detail::ProblemData::of(problem).finish};
    EncodeJob job;
    job.encoding = options.encoding;
    job.steps = options.steps;
    job.maxMoves = options.maxMoves;
    job.shuffle = options.shuffle;
    // The edge: the API's seconds become the call's budget here.
    job.limits.budget =
        Budget::fromLimits(options.timeoutSeconds, options.stop, options.maxMemoryBytes);
    auto e = runEncode(p, job);
    if (!e) {
      pegsat::Error err = e.error();
      if (err.file == "--encoding") err.file = "encoding";
      return detail::toPublic(err);
    }
    // A limit stopped the encoder: no CNF, and the Error says which limit
    // (the reasons of [Stopping]).
    if (e->outcome != Outcome::Solved) return Error{"", 0, std::string(stopWord(e->stop))};
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
    auto d = readCnfText(dimacs, file);
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
    auto d = runDecodeModel(dimacs, model);
    if (!d) return detail::toPublic(d.error());
    Answer a;
    switch (d->outcome) {
      case Outcome::Solved:
        a.status = Status::Solved;
        a.solution = std::move(d->solution);
        a.moves = d->moves;
        a.jumps = std::move(d->jumpNames);
        break;
      case Outcome::NoSolution:
        a.status = Status::Impossible;
        if (d->maxMoves >= 0)
          a.reason = "no solution in at most " + std::to_string(d->maxMoves) + " moves";
        break;
      case Outcome::Unknown:
        // Unsatisfiable proves "no solution" only for a complete horizon.
        a.reason = "no plan of " + std::to_string(d->shortHorizonSteps) +
                   " parallel steps; a longer horizon may have one";
        break;
    }
    return a;
  } catch (const std::exception& e) {
    return Error{"", 0, detail::describeFailure(e)};
  }
}

}  // namespace pegsat::api
