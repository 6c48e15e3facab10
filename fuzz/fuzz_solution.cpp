// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for solution files: any bytes parse to a solution or to an error
// that names the file; a solution is replayed by the verifier; one the
// verifier accepts, written back by formatSolution, parses and verifies again
// as the same jumps, and with any one of its jumps changed it is rejected.

#include "fuzz/fuzz_check.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "verifier/verifier.hpp"

using namespace pegsat;

namespace {

std::vector<Jump> jumpsOf(const Board& b, const Solution& s) {
  std::vector<Jump> out;
  for (const auto& m : s.moves)
    for (size_t i = 1; i < m.cells.size(); ++i) {
      const Point f = b.point(m.cells[i - 1]), t = b.point(m.cells[i]);
      out.push_back({m.cells[i - 1], b.cell({(f.x + t.x) / 2, (f.y + t.y) / 2}), m.cells[i]});
    }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto st = parseSolutionText(fuzz::asText(data, size), "fuzz.sol");
  if (!st) {
    PEGSAT_FUZZ_CHECK(st.error().file == "fuzz.sol", st.error().str());
    return 0;
  }
  const Board* board = fuzz::builtin(st->board ? st->board->value : "english");
  if (!board) return 0;
  auto sol = resolveSolution(*st, *board);
  if (!sol) {
    PEGSAT_FUZZ_CHECK(sol.error().file == "fuzz.sol" && sol.error().line > 0, sol.error().str());
    return 0;
  }
  const VerifyReport r = verifySolution(*board, *sol);
  if (!r.ok) {
    PEGSAT_FUZZ_CHECK(!r.reason.empty() && (r.pass == "forward" || r.pass == "backward"), r.reason);
    return 0;
  }
  const std::vector<Jump> jumps = jumpsOf(*board, *sol);
  PEGSAT_FUZZ_CHECK(int(jumps.size()) == r.jumps, std::to_string(r.jumps));
  const std::string text = formatSolution(*board, sol->start, sol->finish, jumps);
  auto st2 = parseSolutionText(text, "again.sol");
  PEGSAT_FUZZ_CHECK(st2.ok(), text);
  auto sol2 = resolveSolution(*st2, *board);
  PEGSAT_FUZZ_CHECK(sol2.ok(), text);
  PEGSAT_FUZZ_CHECK(sol2->start == sol->start && sol2->finish == sol->finish, text);
  PEGSAT_FUZZ_CHECK(jumpsOf(*board, *sol2) == jumps, text);
  const VerifyReport r2 = verifySolution(*board, *sol2);
  PEGSAT_FUZZ_CHECK(r2.ok && r2.jumps == r.jumps && r2.moves <= r.moves, text);
  // Another jump in place of jump k: the position before it is the same, so
  // either the new jump is illegal there or the positions after it differ by
  // the two jumps' masks, which no later legal play can undo into the same
  // finish (only a jump and its reverse share a mask, and the reverse is
  // never legal where the jump was).
  // One replacement a jump (all of them would take seconds a solution under
  // the sanitizers), chosen by the input's size so that runs vary it.
  for (size_t k = 0; k < jumps.size(); ++k) {
    const Jump& other = board->jumps[(k + size) % board->jumps.size()];
    if (other == jumps[k]) continue;
    Solution changed = *sol2;
    changed.moves.clear();
    for (size_t i = 0; i < jumps.size(); ++i) {
      const Jump& j = i == k ? other : jumps[i];
      changed.moves.push_back({{j.from, j.to}, "", int(i) + 1});
    }
    PEGSAT_FUZZ_CHECK(!verifySolution(*board, changed).ok,
                      text + "\nchanged jump " + std::to_string(k + 1));
  }
  return 0;
}
