// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for IPC pegsol problem files: any bytes parse to a problem or
// to an error that names the file; a problem read as a peg solitaire problem
// either fails at a line of the file or gives a board whose problem file, as
// pegsat writes it, reads back as the same holes, jumps, start and finish.
#include "fuzz/fuzz_check.hpp"
#include "pddl/pddl_board.hpp"
#include "pddl/pddl_problem.hpp"
#include "pddl/pddl_writer.hpp"

using namespace pegsat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto problem = parsePddlProblem(fuzz::asText(data, size), "fuzz.pddl");
  if (!problem) {
    PEGSAT_FUZZ_CHECK(problem.error().file == "fuzz.pddl", problem.error().str());
    return 0;
  }
  for (const auto& f : problem->inLine)
    for (int h : f.holes) PEGSAT_FUZZ_CHECK(h >= 0 && h < int(problem->holes.size()), "fact");
  for (const auto& g : problem->goal)
    PEGSAT_FUZZ_CHECK(g.kind == PddlGoal::MoveEnded || (g.hole >= 0 &&
                      g.hole < int(problem->holes.size())), "goal");
  auto peg = pegProblemOf(*problem);
  if (!peg) {
    PEGSAT_FUZZ_CHECK(peg.error().file == "fuzz.pddl", peg.error().str());
    return 0;
  }
  const Board& b = peg->board;
  PEGSAT_FUZZ_CHECK(b.holeCount() == int(problem->holes.size()), "holes");
  PEGSAT_FUZZ_CHECK((peg->start & ~b.holes) == 0 && (peg->finish & ~b.holes) == 0, "cells");
  const std::string text = formatPegsolProblem(b, peg->start, peg->finish, "again");
  auto again = parsePddlProblem(text, "again.pddl");
  PEGSAT_FUZZ_CHECK(again.ok(), text + (again ? "" : again.error().str()));
  auto peg2 = pegProblemOf(*again);
  PEGSAT_FUZZ_CHECK(peg2.ok(), text + (peg2 ? "" : peg2.error().str()));
  PEGSAT_FUZZ_CHECK(peg2->board.holes == b.holes && peg2->board.jumps == b.jumps, text);
  PEGSAT_FUZZ_CHECK(peg2->start == peg->start && peg2->finish == peg->finish, text);
  return 0;
}
