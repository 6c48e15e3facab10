// SPDX-License-Identifier: GPL-3.0-or-later
// Properties over random inputs (RapidCheck): every writer's output reads back
// as what was written, a model of an encoded end game decodes to a solution
// that the verifier accepts, and the verifier accepts a random legal game and
// rejects it with any one jump changed.
// rapidcheck/gtest.h needs GoogleTest's macros declared first.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cryptominisat5/cryptominisat.h>
#include <fmt/format.h>

#include "encodings/dimacs.hpp"
#include "encodings/model_decode.hpp"
#include "encodings/peg_encoding.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

const std::vector<Board>& builtinBoards() {
  static const std::vector<Board> boards = [] {
    std::vector<Board> v;
    for (const auto& n : builtinBoardNames()) v.push_back(test::board(n));
    return v;
  }();
  return boards;
}

// The legal jumps in a position, from the board's jump table.
std::vector<Jump> legalJumps(const Board& b, Cells pegs) {
  std::vector<Jump> out;
  for (const Jump& j : b.jumps)
    if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1)) out.push_back(j);
  return out;
}

Cells play(Cells pegs, const Jump& j) {
  return pegs ^ bitAt<Cells>(j.from) ^ bitAt<Cells>(j.over) ^ bitAt<Cells>(j.to);
}

// A random game of up to `most` legal jumps from `pegs`; it stops early where
// no jump is left.
std::vector<Jump> randomGame(const Board& b, Cells& pegs, int most) {
  std::vector<Jump> game;
  for (int i = 0; i < most; ++i) {
    const auto legal = legalJumps(b, pegs);
    if (legal.empty()) break;
    const Jump j = legal[*rc::gen::inRange<size_t>(0, legal.size())];
    pegs = play(pegs, j);
    game.push_back(j);
  }
  return game;
}

// Random rows of 'o', '.' and no hole (one cell in five), from 3 by 3 to 8 by
// 8, in any direction set.
RC_GTEST_PROP(RoundTrip, BoardAndPositionReadBackAsWritten, ()) {
  const int width = *rc::gen::inRange(3, 9), height = *rc::gen::inRange(3, 9);
  const int directions = *rc::gen::element(4, 6, 8);
  std::string text = fmt::format("name: random\ndirections: {}\n", directions);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) text += *rc::gen::element('o', 'o', '.', '.', ' ');
    text += '\n';
  }
  auto b = parseBoard(text, "random.txt");
  RC_PRE(b.ok());  // no hole, or no jump: not a board
  // Any position on it, rendered and read back as the board's start.
  const Cells pegs = (Cells(*rc::gen::arbitrary<uint64_t>()) << 64 |
                      Cells(*rc::gen::arbitrary<uint64_t>())) &
                     b->holes;
  const std::string written = fmt::format("name: {}\ndirections: {}\n{}", b->name, b->directions,
                                          renderPosition(*b, pegs));
  auto again = parseBoard(written, "again.txt");
  RC_ASSERT(again.ok());
  RC_ASSERT(again->holes == b->holes);
  RC_ASSERT(again->initial == pegs);
  RC_ASSERT(again->directions == b->directions);
  RC_ASSERT(again->jumps == b->jumps);
  for (int c = 0; c < b->cells(); ++c)
    if (b->isHole(c)) RC_ASSERT(again->parseHole(b->holeName(c)) == std::optional<int>(c));
}

// A random CNF written in DIMACS (comments, blank lines, clauses over several
// lines) reads back clause for clause.
RC_GTEST_PROP(RoundTrip, CnfReadsBackAsWritten, ()) {
  const int vars = *rc::gen::inRange(1, 60);
  const auto clauses = *rc::gen::container<std::vector<Clause>>(rc::gen::container<Clause>(
      rc::gen::map(rc::gen::pair(rc::gen::inRange(1, vars + 1), rc::gen::arbitrary<bool>()),
                   [](std::pair<int, bool> p) { return p.second ? p.first : -p.first; })));
  std::string text = "c random\n\np cnf " + std::to_string(vars) + " " +
                     std::to_string(clauses.size()) + "\n";
  for (const Clause& c : clauses) {
    for (Lit l : c) text += std::to_string(l) + (*rc::gen::inRange(0, 4) == 0 ? "\n" : " ");
    text += "0\n";
  }
  auto d = parseDimacs(text, "random.cnf");
  RC_ASSERT(d.ok());
  RC_ASSERT(d->vars == vars);
  RC_ASSERT(d->clauses == clauses);
}

// A random legal game on a built-in board: its solution file reads back as
// the same jumps, the verifier accepts it, and rejects it with any one jump
// replaced by another jump of the board.
RC_GTEST_PROP(RoundTrip, VerifierAcceptsARandomGameAndRejectsItWithAJumpChanged, ()) {
  const Board& b = *rc::gen::elementOf(builtinBoards());
  Cells pegs = b.initial;
  const std::vector<Jump> game = randomGame(b, pegs, *rc::gen::inRange(1, 40));
  RC_PRE(!game.empty());
  const std::string text = formatSolution(b, b.initial, pegs, game);
  auto st = parseSolutionText(text, "game.sol");
  RC_ASSERT(st.ok());
  auto sol = resolveSolution(*st, b);
  RC_ASSERT(sol.ok());
  RC_ASSERT(sol->start == b.initial);
  RC_ASSERT(sol->finish == pegs);
  const VerifyReport r = verifySolution(b, *sol);
  RC_ASSERT(r.ok);
  RC_ASSERT(r.jumps == int(game.size()));
  // Any one jump changed: the positions before it agree, so the new jump is
  // illegal there, or the two plays differ by the two jumps' masks from then
  // on and cannot end in the same finish.
  const size_t k = *rc::gen::inRange<size_t>(0, game.size());
  const Jump other = *rc::gen::elementOf(b.jumps);
  RC_PRE(!(other == game[k]));
  Solution changed = *sol;
  changed.moves.clear();
  for (size_t i = 0; i < game.size(); ++i) {
    const Jump& j = i == k ? other : game[i];
    changed.moves.push_back({{j.from, j.to}, b.holeName(j.from) + "-" + b.holeName(j.to), 1});
  }
  const VerifyReport bad = verifySolution(b, changed);
  RC_ASSERT(!bad.ok);
  RC_ASSERT(bad.jump == 0 || bad.pass != "forward" || bad.jump >= int(k) + 1);
}

// A random solvable end game on the English board: from a random position
// reached by play, the position a few random jumps later. Encoded, written as
// DIMACS, solved by CryptoMiniSat, its model written as a solver's s/v lines
// and decoded: the verifier accepts the solution, from that start to that
// finish.
RC_GTEST_PROP(RoundTrip, DecodedModelOfAnEncodedEndGameVerifies, ()) {
  const Board& b = builtinBoards().front();
  Cells start = b.initial;
  randomGame(b, start, *rc::gen::inRange(10, 26));
  Cells finish = start;
  const auto tail = randomGame(b, finish, *rc::gen::inRange(1, 6));
  RC_PRE(!tail.empty());
  EncodingOptions options;
  options.parallel = *rc::gen::arbitrary<bool>();
  options.steps = options.parallel ? int(tail.size()) : -1;  // long enough either way
  auto e = encodePegSolitaire(b, start, finish, options);
  RC_ASSERT(e.ok());
  const std::string dimacs = formatDimacs(b, start, finish, *e);
  auto cnf = parseDimacs(dimacs, "endgame.cnf");
  RC_ASSERT(cnf.ok());
  CMSat::SATSolver solver;
  solver.new_vars(size_t(cnf->vars));
  for (const Clause& c : cnf->clauses) {
    std::vector<CMSat::Lit> lits;
    for (Lit l : c) lits.emplace_back(uint32_t(std::abs(l) - 1), l < 0);
    solver.add_clause(lits);
  }
  RC_ASSERT(solver.solve() == CMSat::l_True);
  std::string answer = "s SATISFIABLE\nv";
  for (int v = 1; v <= cnf->vars; ++v)
    answer += fmt::format(" {}", solver.get_model()[size_t(v - 1)] == CMSat::l_True ? v : -v);
  answer += " 0\n";
  auto model = parseSolverOutput(answer, "endgame.out", cnf->vars);
  RC_ASSERT(model.ok());
  auto d = decodeModel(*cnf, *model, "endgame.out");
  RC_ASSERT(d.ok());
  RC_ASSERT(d->report.ok);
  auto st = parseSolutionText(d->solution, "decoded.sol");
  RC_ASSERT(st.ok());
  auto sol = resolveSolution(*st, b);
  RC_ASSERT(sol.ok());
  RC_ASSERT(sol->start == start);
  RC_ASSERT(sol->finish == finish);
  RC_ASSERT(verifySolution(b, *sol).ok);
}

}  // namespace
}  // namespace pegsat
