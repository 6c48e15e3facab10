// SPDX-License-Identifier: GPL-3.0-or-later
// Model decoding; see model_decode.hpp.
#include "encodings/model_decode.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "peg/solution_file.hpp"
#include "util/text.hpp"

namespace pegsat {

Result<DecodedModel> decodeModel(const DimacsFile& cnf, const SolverOutput& model,
                                 const std::string& modelFile) {
  if (cnf.board.empty() || cnf.steps < 0 || (cnf.steps > 0 && cnf.jumpVars.empty()))
    return Error{cnf.file, 0,
                 "not written by pegsat encode: no 'c board:', 'c steps:' and 'c var' lines"};
  if (model.answer != SatAnswer::Satisfiable)
    return Error{modelFile, 0, "the answer is not satisfiable: no model"};
  // Board files are named relative to the CNF, as solution files name theirs.
  SolutionText named;
  named.file = cnf.file;
  named.board = SolutionText::Field{cnf.board, cnf.boardLine};
  auto board = loadSolutionBoard(named, "english");
  if (!board) return Error{cnf.file, cnf.boardLine, board.error().message};
  // Every step holds a jump and every jump removes a peg: more steps than
  // the board has holes is no pegsat CNF, and would size the tables below
  // by the comment alone (2^26 steps took 4 GB).
  if (cnf.steps >= board->holeCount())
    return Error{cnf.file, cnf.stepsLine,
                 fmt::format("'c steps: {}': a board of {} holes allows at most {} jumps",
                             cnf.steps, board->holeCount(), board->holeCount() - 1)};
  // Every comment's holes and jumps, on that board.
  for (const auto& c : cnf.pegVars)
    if (!board->parseHole(c.what))
      return Error{cnf.file, c.line,
                   fmt::format("{} is not a hole of the board", quoteInput(c.what))};
  for (const auto& c : cnf.jumpVars) {
    const size_t dash = c.what.find('-');
    auto from = board->parseHole(c.what.substr(0, dash));
    auto to = dash == std::string::npos ? std::nullopt : board->parseHole(c.what.substr(dash + 1));
    if (!from || !to || std::none_of(board->jumps.begin(), board->jumps.end(), [&](const Jump& j) {
          return j.from == *from && j.to == *to;
        }))
      return Error{cnf.file, c.line,
                   fmt::format("{} is not a jump of the board", quoteInput(c.what))};
  }
  // A model of another problem (or a wrong one) falsifies some clause; say
  // which, rather than decode nonsense.
  for (size_t i = 0; i < cnf.clauses.size(); ++i) {
    bool sat = false;
    for (Lit l : cnf.clauses[i])
      if (model.valueOf(std::abs(l)) == (l > 0 ? 1 : -1)) {
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
  // parseDimacs checked every step against "c steps:". The clauses hold
  // here, so a step without a jump (or with two where one is allowed), or a
  // count of jumps other than "c jumps:", means that the comments do not
  // describe the clauses.
  std::vector<std::string> jumps(size_t(cnf.steps));
  std::vector<std::vector<int>> jumpLines(size_t(cnf.steps));  // their `c var` lines
  int made = 0;
  for (const auto& jv : cnf.jumpVars) {
    if (model.valueOf(jv.var) != 1) continue;
    ++made;
    std::string& slot = jumps[size_t(jv.step - 1)];
    if (!slot.empty() && !parallel)
      return Error{cnf.file, jv.line,
                   fmt::format("the model has two jumps at step {}, {} and {}: the comments do "
                               "not describe the clauses",
                               jv.step, slot, jv.what)};
    slot += (slot.empty() ? "" : " ") + jv.what;
    jumpLines[size_t(jv.step - 1)].push_back(jv.line);
  }
  if (cnf.jumps >= 0 && made != cnf.jumps)
    return Error{cnf.file, cnf.jumpsLine,
                 fmt::format("the model has {} jumps, not {}: the comments do not describe the "
                             "clauses",
                             made, cnf.jumps)};
  std::string text =
      "board: " + cnf.board + "\nstart: " + cnf.start + "\nfinish: " + cnf.finish + "\n";
  for (size_t t = 0; t < jumps.size(); ++t) {
    if (jumps[t].empty())
      return Error{cnf.file, cnf.stepsLine,
                   fmt::format("the model has no jump at step {}: the comments do not describe "
                               "the clauses",
                               t + 1)};
    text += jumps[t] + (t % 10 == 9 || t + 1 == jumps.size() ? "\n" : " ");
  }
  // The solution is checked as a file of its own; its faults are told at the
  // CNF lines they come from: its line 2 is `c start:`, 3 `c finish:`, and
  // jump k the k-th true jump variable's `c var` line.
  std::vector<int> lineOfJump;
  for (const auto& step : jumpLines) lineOfJump.insert(lineOfJump.end(), step.begin(), step.end());
  auto at = [&](int solutionLine) {
    return solutionLine == 2 ? cnf.startLine : solutionLine == 3 ? cnf.finishLine : 0;
  };
  auto st = parseSolutionText(text, cnf.file);
  if (!st)
    return Error{cnf.file, at(st.error().line),
                 "its comments do not form a solution: " + st.error().message};
  auto sol = resolveSolution(*st, *board);
  if (!sol)
    return Error{cnf.file, at(sol.error().line),
                 "its comments do not fit the board: " + sol.error().message};
  // The clauses fix the first and the last position, and the model, which
  // satisfies them, shows both: a `c start:` or `c finish:` that differs is
  // named at its own line (the verifier would meet it only at a later jump).
  Cells first = 0, last = 0, firstSeen = 0, lastSeen = 0;
  for (const auto& c : cnf.pegVars) {
    const Cells bit = bitAt<Cells>(*board->parseHole(c.what));
    const bool peg = model.valueOf(c.var) == 1;
    if (c.step == 0) firstSeen |= bit, first |= peg ? bit : 0;
    if (c.step == cnf.steps) lastSeen |= bit, last |= peg ? bit : 0;
  }
  auto differs = [&](const char* when, Cells clauses, Cells named,
                     int line) -> std::optional<Error> {
    if (clauses == named) return std::nullopt;
    std::string what;
    if (Cells extra = clauses & ~named) what += " a peg in " + board->holeNames(extra);
    if (Cells missing = named & ~clauses)
      what += std::string(what.empty() ? "" : " and") + " no peg in " + board->holeNames(missing);
    return Error{cnf.file, line,
                 fmt::format("the clauses {} with{}, not as this line says: the comments do not "
                             "describe the clauses",
                             when, what)};
  };
  if (firstSeen == board->holes)
    if (auto e = differs("start", first, sol->start, cnf.startLine)) return *e;
  if (lastSeen == board->holes)
    if (auto e = differs("end", last, sol->finish, cnf.finishLine)) return *e;
  DecodedModel d{std::move(*board), "", {}};
  d.report = verifySolution(d.board, *sol);
  if (!d.report.ok) {
    const size_t k = size_t(d.report.jump);
    return Error{cnf.file,
                 k == 0                   ? cnf.finishLine
                 : k <= lineOfJump.size() ? lineOfJump[k - 1]
                                          : 0,
                 fmt::format("the comments do not describe the clauses: the decoded solution "
                             "fails the verifier ({}{}: {})",
                             d.report.pass, k ? fmt::format(" jump {}", k) : "", d.report.reason)};
  }
  if (cnf.maxMoves >= 0 && d.report.moves > cnf.maxMoves)
    return Error{cnf.file, cnf.maxMovesLine,
                 fmt::format("the decoded solution has {} moves, more than 'c max-moves: {}': "
                             "the comments do not describe the clauses",
                             d.report.moves, cnf.maxMoves)};
  d.solution = text;
  return d;
}

}  // namespace pegsat
