// The end-game table: every position of up to k pegs from which the finish can
// be reached, built by a search from the finish. Undoing a jump on P is a jump
// on the complement of P, so layer n+1 is the set of positions one jump before
// layer n, found with the forward move generator on complements. The forward
// search then stops at k pegs with one lookup: a position there reaches the
// finish exactly when it is in the table (the two searches meet), and the
// table's lower layers give the rest of the solution.
//
// Positions are stored up to the symmetries that keep the finish, as the
// solver's memo keys them. k grows while the table stays under its size limit.
#pragma once

#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <array>
#include <vector>

#include "peg/engine.hpp"

namespace pegsat {

template <class B>
class EndgameTable {
 public:
  // `syms`: the symmetries that keep `finish`. Stops adding layers once the
  // table would hold more than `maxEntries` positions.
  EndgameTable(const Engine<B>& e, B finish, const std::vector<int>& syms, size_t maxEntries)
      : e_(e), syms_(syms) {
    layers_.push_back({key(finish)});
    std::vector<B> frontier{finish};
    const int most = popcount(e.full()) - 1;
    for (int pegs = popcount(finish); pegs < most; ++pegs) {
      absl::flat_hash_set<B, Hash128> next;
      std::vector<B> grown;
      for (B p : frontier) {
        const B comp = e.full() & ~p;
        e.anyJump(comp, [&](int j) {
          const B q = p ^ e.mask(j);
          if (next.insert(key(q)).second) grown.push_back(q);
          return false;
        });
        if (entries_ + next.size() > maxEntries) return;
      }
      entries_ += next.size();
      layers_.push_back(std::move(next));
      frontier = std::move(grown);
    }
  }

  // The peg count at which the search stops and looks up.
  int pegs() const { return popcount(finishOf()) + int(layers_.size()) - 1; }
  size_t entries() const { return entries_ + 1; }
  size_t bytes() const {
    size_t n = 0;
    for (const auto& layer : layers_) n += layer.capacity() * (sizeof(B) + 1);
    return n;
  }
  // Whether a position of pegs() pegs, keyed under the symmetries, reaches the finish.
  bool containsKey(B k) const { return layers_.back().contains(k); }

  // Jumps from a position of the table down to the finish.
  std::vector<int> finishFrom(B p) const {
    std::vector<int> jumps;
    for (size_t layer = layers_.size() - 1; layer > 0; --layer) {
      e_.anyJump(p, [&](int j) {
        if (!layers_[layer - 1].contains(key(p ^ e_.mask(j)))) return false;
        jumps.push_back(j), p ^= e_.mask(j);
        return true;
      });
    }
    return jumps;
  }

  B key(B p) const {
    B k = p;
    for (int s : syms_) k = std::min(k, B(e_.board().apply(s, Cells(p))));
    return k;
  }

 private:
  B finishOf() const { return *layers_.front().begin(); }

  const Engine<B>& e_;
  std::vector<int> syms_;
  std::vector<absl::flat_hash_set<B, Hash128>> layers_;  // layers_[i]: finish's pegs + i
  size_t entries_ = 0;
};

}  // namespace pegsat
