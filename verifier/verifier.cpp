// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/verifier.hpp"

#include <cstdlib>
#include <vector>

#include "util/text.hpp"

namespace pegsat {
namespace {

struct Step {
  int from, to;
  const WrittenMove* move;
};

class Replay {
 public:
  Replay(const Board& b, Cells pegs) : b_(b), peg_(b.cells(), 0) {
    for (int c = 0; c < b.cells(); ++c) peg_[c] = (pegs >> c & 1) ? 1 : 0;
  }

  // Plays from -> to if it is a legal jump; otherwise returns why not.
  std::string play(int from, int to) {
    Point f = b_.point(from), t = b_.point(to);
    int dx = t.x - f.x, dy = t.y - f.y;
    bool along = false;
    for (Point d : b_.directionVectors()) along |= dx == 2 * d.x && dy == 2 * d.y;
    std::string jump = b_.holeName(from) + "-" + b_.holeName(to);
    if (!along)
      return jump + " is not a jump: the holes are not two steps apart along a jump direction";
    int over = b_.cell({f.x + dx / 2, f.y + dy / 2});
    if (!b_.isHole(over))
      return jump + " jumps over " + b_.holeName(over) + ", which is not a hole";
    if (!peg_[from]) return "there is no peg in " + b_.holeName(from);
    if (!peg_[over]) return "there is no peg in " + b_.holeName(over) + " to jump over";
    if (peg_[to]) return b_.holeName(to) + " is not empty";
    peg_[from] = peg_[over] = 0;
    peg_[to] = 1;
    return "";
  }

  Cells pegs() const {
    Cells p = 0;
    for (int c = 0; c < b_.cells(); ++c)
      if (peg_[c]) p |= bitAt<Cells>(c);
    return p;
  }

 private:
  const Board& b_;
  std::vector<char> peg_;
};

}  // namespace

VerifyReport verifySolution(const Board& board, const Solution& sol) {
  VerifyReport r;
  std::vector<Step> steps;
  for (const WrittenMove& m : sol.moves)
    for (size_t i = 0; i + 1 < m.cells.size(); ++i) {
      if (!steps.empty() && steps.back().to != m.cells[i]) ++r.moves;
      if (steps.empty()) ++r.moves;
      steps.push_back({m.cells[i], m.cells[i + 1], &m});
    }
  r.jumps = int(steps.size());

  auto fail = [&](const char* pass, int index, std::string reason) {
    r.pass = pass;
    r.reason = std::move(reason);
    if (index >= 0) {
      r.jump = index + 1;
      r.jumpText = board.holeName(steps[index].from) + "-" + board.holeName(steps[index].to);
      if (steps[index].move->cells.size() > 2)
        r.jumpText += " (in " + printable(steps[index].move->text, 40) + ")";
      r.line = steps[index].move->line;
    }
    return r;
  };
  auto describe = [&](Cells got, Cells want) {
    std::string s;
    if (Cells extra = got & ~want) s += "pegs remain in " + board.holeNames(extra);
    if (Cells missing = want & ~got)
      s += std::string(s.empty() ? "" : "; ") + "no peg in " + board.holeNames(missing);
    return s;
  };

  Replay forward(board, sol.start);
  for (int i = 0; i < int(steps.size()); ++i)
    if (auto why = forward.play(steps[i].from, steps[i].to); !why.empty())
      return fail("forward", i, why);
  if (forward.pegs() != sol.finish)
    return fail("forward", -1, "wrong final position: " + describe(forward.pegs(), sol.finish));

  // The hidden backward solution: the complement of each position,
  // played with the jumps in reverse order, is again a game.
  Replay backward(board, board.holes & ~sol.finish);
  for (int i = int(steps.size()) - 1; i >= 0; --i)
    if (auto why = backward.play(steps[i].from, steps[i].to); !why.empty())
      return fail("backward", i, why);
  Cells want = board.holes & ~sol.start;
  if (backward.pegs() != want)
    return fail("backward", -1, "wrong final position: " + describe(backward.pegs(), want));

  r.ok = true;
  return r;
}

}  // namespace pegsat
