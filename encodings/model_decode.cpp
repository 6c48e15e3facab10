// Model decoding; see model_decode.hpp.
#include "encodings/model_decode.hpp"

#include <fmt/format.h>

#include "peg/solution_file.hpp"

namespace pegsat {

Result<DecodedModel> decodeModel(const DimacsFile& cnf, const SolverOutput& model,
                                 const std::string& modelFile) {
  if (cnf.board.empty() || cnf.steps < 0 || (cnf.steps > 0 && cnf.jumpVars.empty()))
    return Error{cnf.file, 0,
                 "not written by pegsat encode: no 'c board:', 'c steps:' and 'c var' lines"};
  if (model.answer != SatAnswer::Satisfiable)
    return Error{modelFile, 0, "the answer is not satisfiable: no model"};
  // A model of another problem (or a wrong one) falsifies some clause; say
  // which, rather than decode nonsense.
  for (size_t i = 0; i < cnf.clauses.size(); ++i) {
    bool sat = false;
    for (Lit l : cnf.clauses[i])
      if (model.value[size_t(std::abs(l))] == (l > 0 ? 1 : -1)) {
        sat = true;
        break;
      }
    if (!sat)
      return Error{
          modelFile, 0,
          fmt::format(
              "the model falsifies the clause on line {} of {}: a model of another problem?",
              cnf.clauseLines[i], cnf.file)};
  }
  // A parallel step may hold several jumps on disjoint holes; they commute,
  // so they are written in the order of their comment lines.
  const bool parallel = cnf.options.find("parallel=on") != std::string::npos;
  std::vector<std::string> jumps(size_t(cnf.steps));
  for (const auto& jv : cnf.jumpVars) {
    if (jv.step > cnf.steps)
      return Error{cnf.file, 0,
                   fmt::format("jump variable {} at step {} > steps", jv.var, jv.step)};
    if (model.value[size_t(jv.var)] != 1) continue;
    std::string& slot = jumps[size_t(jv.step - 1)];
    if (!slot.empty() && !parallel)
      return Error{modelFile, 0,
                   fmt::format("step {} has two jumps, {} and {}", jv.step, slot, jv.jump)};
    slot += (slot.empty() ? "" : " ") + jv.jump;
  }
  std::string text =
      "board: " + cnf.board + "\nstart: " + cnf.start + "\nfinish: " + cnf.finish + "\n";
  for (size_t t = 0; t < jumps.size(); ++t) {
    if (jumps[t].empty()) return Error{modelFile, 0, fmt::format("step {} has no jump", t + 1)};
    text += jumps[t] + (t % 10 == 9 || t + 1 == jumps.size() ? "\n" : " ");
  }
  // Board files are named relative to the CNF, as solution files name theirs.
  auto st = parseSolutionText(text, cnf.file);
  if (!st) return Error{cnf.file, 0, "its comments do not form a solution: " + st.error().message};
  auto board = loadSolutionBoard(*st, "english");
  if (!board) return Error{cnf.file, cnf.boardLine, board.error().str()};
  auto sol = resolveSolution(*st, *board);
  if (!sol) return Error{cnf.file, 0, "its comments do not fit the board: " + sol.error().message};
  DecodedModel d{std::move(*board), "", {}};
  d.report = verifySolution(d.board, *sol);
  d.solution = text;
  return d;
}

}  // namespace pegsat
