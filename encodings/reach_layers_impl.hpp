// The template part of reach_layers.hpp.
#pragma once

namespace pegsat {

template <class PegVar>
void addLayerFacts(Cnf& cnf, const Board& board, const std::vector<Cells>& layer, PegVar&& pegVar) {
  if (layer.empty()) return;
  const Cells holes = board.holes;
  Cells somePeg = 0, someEmpty = 0;
  for (Cells p : layer) somePeg |= p, someEmpty |= holes & ~p;
  forEachBit(holes, [&](int h) {
    if (!(somePeg >> h & 1)) cnf.add({-pegVar(h)});
    if (!(someEmpty >> h & 1)) cnf.add({pegVar(h)});
  });
  const Cells open = somePeg & someEmpty;  // holes whose value varies
  // For each varying hole a, which values the other holes take next to a peg
  // in a and next to an empty a: four unions of positions, not a loop over pairs.
  forEachBit(open, [&](int a) {
    Cells pegWithPeg = 0, emptyWithPeg = 0, pegWithEmpty = 0, emptyWithEmpty = 0;
    for (Cells p : layer) {
      if (p >> a & 1)
        pegWithPeg |= p, emptyWithPeg |= holes & ~p;
      else
        pegWithEmpty |= p, emptyWithEmpty |= holes & ~p;
    }
    forEachBit(open & ~((bitAt<Cells>(a) << 1) - 1), [&](int b) {  // b > a
      if (!(pegWithPeg >> b & 1)) cnf.add({-pegVar(a), -pegVar(b)});
      if (!(emptyWithPeg >> b & 1)) cnf.add({-pegVar(a), pegVar(b)});
      if (!(pegWithEmpty >> b & 1)) cnf.add({pegVar(a), -pegVar(b)});
      if (!(emptyWithEmpty >> b & 1)) cnf.add({pegVar(a), pegVar(b)});
    });
  });
}

}  // namespace pegsat
