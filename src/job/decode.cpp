// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/decode.hpp"

#include "encodings/dimacs.hpp"
#include "encodings/model_decode.hpp"
#include "peg/solution_file.hpp"

namespace pegsat {
namespace {

// The decoded model as the report gives it, its jumps named "from-to".
Result<DecodeReport> decodedReport(const DimacsFile& cnf, const SolverOutput& out,
                                   const std::string& modelFile) {
  auto d = decodeModel(cnf, out, modelFile);
  if (!d) return d.error();
  DecodeReport r;
  r.maxMoves = cnf.maxMoves;
  r.outcome = Outcome::Solved;
  r.board = d->board.name;
  r.solution = d->solution;
  r.jumps = d->report.jumps;
  r.moves = d->report.moves;
  auto text = parseSolutionText(d->solution, "(decoded)");
  auto sol = text ? resolveSolution(*text, d->board) : Result<Solution>(text.error());
  if (!sol || !d->report.ok)
    return Error{modelFile, 0, "internal error: the decoded solution does not verify"};
  for (const WrittenMove& m : sol->moves)
    for (size_t i = 1; i < m.cells.size(); ++i)
      r.jumpNames.push_back(d->board.holeName(m.cells[i - 1]) + "-" +
                            d->board.holeName(m.cells[i]));
  return r;
}

// What an answer without a model means for `cnf`: "no solution" only for a
// complete horizon.
DecodeReport unsatisfiable(const DimacsFile& cnf, bool unsat) {
  DecodeReport r;
  r.maxMoves = cnf.maxMoves;
  const bool none = unsat && cnf.complete();
  r.outcome = none ? Outcome::NoSolution : Outcome::Unknown;
  if (unsat && !none) r.shortHorizonSteps = cnf.steps;
  return r;
}

}  // namespace

Result<DecodeReport> runDecode(const DecodeJob& job) {
  auto cnfText = readFile(job.cnf, kMaxDimacsFileBytes);
  if (!cnfText) return cnfText.error();
  auto cnf = parseDimacs(*cnfText, job.cnf);
  if (!cnf) return cnf.error();
  auto modelText = readFile(job.model, kMaxDimacsFileBytes);
  if (!modelText) return modelText.error();
  auto out = parseSolverOutput(*modelText, job.model, cnf->vars);
  if (!out) return out.error();
  if (out->answer != SatAnswer::Satisfiable)
    return unsatisfiable(*cnf, out->answer == SatAnswer::Unsatisfiable);
  return decodedReport(*cnf, *out, job.model);
}

Result<DecodeReport> runDecodeModel(std::string_view dimacs,
                                    const std::optional<std::vector<int>>& model) {
  auto cnf = parseDimacs(dimacs, "cnf");
  if (!cnf) return cnf.error();
  if (!model) return unsatisfiable(*cnf, true);
  SolverOutput out;
  out.answer = SatAnswer::Satisfiable;
  out.value.assign(size_t(cnf->vars) + 1, 0);
  for (int lit : *model) {
    if (lit == 0) continue;  // a DIMACS "v" line's terminator
    const int64_t v = lit < 0 ? -int64_t(lit) : lit;
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
  return decodedReport(*cnf, out, "model");
}

Result<DimacsClauses> readCnfText(std::string_view dimacs, const std::string& file) {
  auto d = parseDimacs(dimacs, file);
  if (!d) return d.error();
  return DimacsClauses{d->vars, d->steps, std::move(d->clauses)};
}

}  // namespace pegsat
