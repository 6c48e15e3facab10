// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/pagoda_prune.hpp"

#include <algorithm>
#include <cstdlib>

namespace pegsat {

PagodaPrune::PagodaPrune(const Board& board, const std::vector<Pagoda>& pagodas)
    : delta_(board.jumps.size(), Slack{}) {
  for (const Pagoda& g : pagodas) {
    if (count_ == kLanes) break;
    // Every value a position can take lies within the sum of |weights|.
    int64_t reach = std::abs(int64_t(g.threshold));
    for (int w : g.weight) reach += std::abs(w);
    if (reach > 16000) continue;
    for (size_t j = 0; j < board.jumps.size(); ++j) {
      const Jump& jp = board.jumps[j];
      delta_[j][count_] = int16_t(g.weight[jp.to] - g.weight[jp.from] - g.weight[jp.over]);
    }
    pagodas_.push_back(g);
    ++count_;
  }
}

PagodaPrune::Slack PagodaPrune::slack(Cells pegs) const {
  Slack s{};
  for (int k = 0; k < count_; ++k) s[k] = int16_t(pagodas_[k].value(pegs) - pagodas_[k].threshold);
  return s;
}

std::vector<Pagoda> searchPagodas(const Board& board, Cells start, Cells finish, uint64_t seed,
                                  const Budget& budget) {
  PagodaOptions po;
  po.budget = budget;
  po.seed = seed;
  po.maxPagodas = PagodaPrune::kFromPlay;
  po.samples = 64;
  for (int s = 0; s < int(board.symmetries.size()); ++s)
    if (board.apply(s, start) == start && board.apply(s, finish) == finish)
      po.symmetries.push_back(s);
  return learnPagodas(board, start, finish, po);
}

std::vector<Pagoda> separatingPagodas(const Board& board, Cells position, Cells finish,
                                      const std::vector<int>& symmetries) {
  std::vector<Pagoda> out;
  auto w = findPagoda(board, position, finish);
  if (!w) return out;
  for (int sym : symmetries) {
    Pagoda g;
    g.weight.assign(board.cells(), 0);
    forEachBit(board.holes, [&](int h) { g.weight[board.symmetries[sym][h]] = (*w)[h]; });
    g.threshold = g.value(finish);
    if (std::find(out.begin(), out.end(), g) == out.end()) out.push_back(g);
  }
  return out;
}

}  // namespace pegsat
