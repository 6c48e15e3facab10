// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for sliding-tile puzzle files (Princeton's and Korf's formats):
// any bytes parse to puzzles or to an error that names the file; every puzzle
// is a permutation of its tiles, and written back in its file's format it
// parses to the same puzzles.
#include <fmt/format.h>

#include "fuzz/fuzz_check.hpp"
#include "slide/puzzle.hpp"

using namespace pegsat;
using namespace pegsat::slide;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto f = parsePuzzles(fuzz::asText(data, size), "fuzz.txt");
  if (!f) {
    PEGSAT_FUZZ_CHECK(f.error().file == "fuzz.txt", f.error().str());
    return 0;
  }
  PEGSAT_FUZZ_CHECK(!f->puzzles.empty(), "no puzzles");
  std::string text;
  for (const Puzzle& p : f->puzzles) {
    PEGSAT_FUZZ_CHECK(p.n >= 2 && p.n <= kMaxSide && int(p.tiles.size()) == p.cells(), "size");
    std::vector<bool> seen(size_t(p.cells()), false);
    for (uint8_t t : p.tiles) {
      PEGSAT_FUZZ_CHECK(t < p.cells() && !seen[t], "not a permutation");
      seen[t] = true;
    }
    // The two goals differ by a cycle of all n*n cells with the blank moved
    // 2(n-1) cells: an even permutation on odd sides, an odd one on even
    // sides, so a position reaches both goals or, on even sides, exactly one.
    PEGSAT_FUZZ_CHECK((isSolvable(p, GoalKind::BlankFirst) == isSolvable(p, GoalKind::BlankLast)) ==
                          (p.n % 2 == 1),
                      princetonBoard(p));
    if (f->format == PuzzleFile::Format::Princeton) {
      text += princetonBoard(p);
    } else {
      text += fmt::format("{}", fmt::join(p.tiles, " "));
      if (p.optimal >= 0) text += fmt::format(" {}", p.optimal);
      text += "\n";
    }
  }
  auto again = parsePuzzles(text, "again.txt");
  PEGSAT_FUZZ_CHECK(again.ok(), text + (again ? "" : again.error().str()));
  PEGSAT_FUZZ_CHECK(again->format == f->format, text);
  PEGSAT_FUZZ_CHECK(again->puzzles.size() == f->puzzles.size(), text);
  for (size_t i = 0; i < f->puzzles.size(); ++i) {
    PEGSAT_FUZZ_CHECK(again->puzzles[i] == f->puzzles[i], text);
    PEGSAT_FUZZ_CHECK(again->puzzles[i].optimal == f->puzzles[i].optimal, text);
  }
  return 0;
}
