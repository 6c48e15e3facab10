// SPDX-License-Identifier: GPL-3.0-or-later
// The beam search (search/beam.hpp): every solution it returns passes the
// independent verifier, it returns none for a problem the complete solver
// proves impossible, and it finds solutions on its own.
#include "search/beam.hpp"

#include <gtest/gtest.h>

#include "peg/position_class.hpp"
#include "peg/solution_file.hpp"
#include "search/solver.hpp"
#include "test_util.hpp"
#include "verifier/verifier.hpp"

namespace pegsat {
namespace {

bool verifies(const Board& b, Cells start, Cells finish, const std::vector<Jump>& jumps) {
  auto st = parseSolutionText(formatSolution(b, start, finish, jumps), "beam");
  if (!st.ok()) return false;
  auto sol = resolveSolution(*st, b);
  return sol.ok() && verifySolution(b, *sol).ok;
}

// Every pair of the 21-hole triangle that passes the class test, with a
// narrow beam and no pagodas: what the beam returns is checked against the
// complete solver's answer.
TEST(Beam, SolutionsVerifyAndImpossibleProblemsGetNone) {
  Board b = test::board("triangle21");
  const PositionClasses classes(b);
  int found = 0, solvable = 0;
  forEachBit(b.holes, [&](int s) {
    forEachBit(b.holes, [&](int f) {
      const Cells start = b.holes & ~bitAt<Cells>(s), finish = bitAt<Cells>(f);
      if (!classes.sameClass(start, finish)) return;
      const BeamResult beam = beamSearch(b, start, finish, PagodaPrune(), 100);
      const bool solved = solve(b, start, finish).status == Outcome::Solved;
      solvable += solved;
      EXPECT_GT(beam.positions, 0u);
      if (beam.jumps.empty()) return;
      ++found;
      EXPECT_TRUE(solved) << b.holeName(s) << " -> " << b.holeName(f);
      EXPECT_TRUE(verifies(b, start, finish, beam.jumps))
          << b.holeName(s) << " -> " << b.holeName(f);
    });
  });
  EXPECT_GT(found, solvable / 2) << "of " << solvable << " solvable pairs";
}

// A width of one is a greedy descent; a stop asked before the first depth
// ends the search at once.
TEST(Beam, WidthOneAndStop) {
  Board b = test::board("english");
  const BeamResult greedy = beamSearch(b, b.initial, b.initialVacancies(), PagodaPrune(), 1);
  EXPECT_LE(greedy.positions, 31u * 4u * 8u);
  if (!greedy.jumps.empty()) {
    EXPECT_TRUE(verifies(b, b.initial, b.initialVacancies(), greedy.jumps));
  }
  const BeamResult stopped =
      beamSearch(b, b.initial, b.initialVacancies(), PagodaPrune(), 1000, [] { return true; });
  EXPECT_TRUE(stopped.jumps.empty());
  EXPECT_EQ(stopped.positions, 0u);
}

}  // namespace
}  // namespace pegsat
