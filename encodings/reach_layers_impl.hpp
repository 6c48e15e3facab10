// SPDX-License-Identifier: GPL-3.0-or-later
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

template <class PegVar>
void addLayerTriples(Cnf& cnf, const Board& board, const std::vector<Cells>& layer,
                     PegVar&& pegVar) {
  if (layer.empty()) return;
  const Cells holes = board.holes;
  Cells somePeg = 0, someEmpty = 0;
  for (Cells p : layer) somePeg |= p, someEmpty |= holes & ~p;
  std::vector<int> open;  // holes whose value varies
  forEachBit(somePeg & someEmpty, [&](int h) { open.push_back(h); });
  const size_t n = open.size();
  // seen[a][b] bit (va | vb << 1): some position has those values in open[a], open[b].
  std::vector<std::vector<unsigned>> seen(n, std::vector<unsigned>(n, 0));
  for (Cells p : layer)
    for (size_t a = 0; a < n; ++a)
      for (size_t b = a + 1; b < n; ++b)
        seen[a][b] |= 1u << ((p >> open[a] & 1) | (p >> open[b] & 1) << 1);
  auto lit = [&](size_t i, unsigned value) {
    return value ? -pegVar(open[i]) : pegVar(open[i]);  // false when the hole has `value`
  };
  for (size_t a = 0; a < n; ++a)
    for (size_t b = a + 1; b < n; ++b)
      for (unsigned va = 0; va < 2; ++va)
        for (unsigned vb = 0; vb < 2; ++vb) {
          if (!(seen[a][b] >> (va | vb << 1) & 1)) continue;
          // The values of every later hole next to open[a] = va and open[b] = vb:
          // one pass over the layer for each pair of values, not one per triple.
          Cells withPeg = 0, withEmpty = 0;
          for (Cells p : layer)
            if ((p >> open[a] & 1) == va && (p >> open[b] & 1) == vb)
              withPeg |= p, withEmpty |= holes & ~p;
          for (size_t c = b + 1; c < n; ++c)
            for (unsigned vc = 0; vc < 2; ++vc) {
              if ((vc ? withPeg : withEmpty) >> open[c] & 1) continue;  // occurs
              if (!(seen[a][c] >> (va | vc << 1) & 1) || !(seen[b][c] >> (vb | vc << 1) & 1))
                continue;  // a binary clause says it
              cnf.add({lit(a, va), lit(b, vb), lit(c, vc)});
            }
        }
}

}  // namespace pegsat
