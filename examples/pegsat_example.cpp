// SPDX-License-Identifier: GPL-3.0-or-later
// A small program on pegsat's public API: it parses a board, solves the
// English central game, checks the solution with the independent verifier,
// and counts the solutions of a problem on the 15-hole triangle. It exits 0
// when every answer is the published one, 1 otherwise.
#include <pegsat/pegsat.hpp>

#include <iostream>

namespace pg = pegsat::api;

namespace {

// The 15-hole triangle as a board file (docs/FORMATS.md): rows
// left-aligned, six jump directions, the apex a1 empty.
constexpr const char* kTriangle =
    "name: triangle15\n"
    "directions: 6\n"
    ".\n"
    "oo\n"
    "ooo\n"
    "oooo\n"
    "ooooo\n";

int fail(const pg::Error& e) {
  std::cerr << "pegsat_example: " << e.str() << "\n";
  return 1;
}

}  // namespace

int main() {
  std::cout << "pegsat " << pg::version() << "\n";

  // The central game of the English board: the centre empty, and the last
  // peg back in the centre.
  auto english = pg::loadBoard("english");
  if (!english) return fail(english.error());
  auto game = pg::makeProblem(*english);
  if (!game) return fail(game.error());
  const pg::Answer answer = pg::solve(*game);
  if (answer.status != pg::Status::Solved) {
    std::cerr << "pegsat_example: the central game was not solved: " << answer.reason << "\n";
    return 1;
  }
  std::cout << "english " << game->start() << " -> " << game->finish() << ": solved in "
            << answer.jumps.size() << " jumps, " << answer.moves << " moves\n"
            << answer.solution;

  // The solution file, read back and replayed by the verifier.
  auto verdict = pg::verify(answer.solution, "central.sol");
  if (!verdict) return fail(verdict.error());
  std::cout << "verify: " << (verdict->ok ? "ok" : "wrong: " + verdict->message) << ", "
            << verdict->jumps << " jumps\n";

  // A board given as text, and the exact count of one of its problems.
  auto triangle = pg::parseBoard(kTriangle, "triangle15.txt");
  if (!triangle) return fail(triangle.error());
  auto apex = pg::makeProblem(*triangle, "a1", "a1");
  if (!apex) return fail(apex.error());
  const pg::Count count = pg::count(*apex);
  if (!count.complete) {
    std::cerr << "pegsat_example: the count stopped: " << count.reason << "\n";
    return 1;
  }
  std::cout << triangle->name() << " a1 -> a1: " << count.solutions << " solutions\n";

  // A mistake in a board file comes back as an error naming its line.
  auto broken = pg::parseBoard("ooo\no*o\nooo\n", "broken.txt");
  std::cout << "broken board: " << (broken ? "read" : broken.error().str()) << "\n";

  // Bell's figure for the triangle: 6,816 solutions from the apex back to it.
  const bool right = verdict->ok && verdict->jumps == 31 && count.solutions == "6816" && !broken;
  return right ? 0 : 1;
}
