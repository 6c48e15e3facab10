// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation by chains, forward and backward. A *move* is one or more
// consecutive jumps by the same peg (FORMATS.md: `d2-d4-f4` is one move), the
// unit in which Bergholt's 18-move solution and Bell's levels B[n] are counted.
//
// Forward, a move from p is a peg jumping again and again; every position
// after one or more of its jumps is a child. Backward, a move into q undoes
// such a chain from its end: a peg at h un-jumps (from c back to a, over an
// empty b that becomes a peg again, into an empty a), and the same peg may
// un-jump again from a. This is not the forward chain of the complemented
// position: in the complement, each reversed jump would land in the hole that
// the previous one's peg has just left, so the "chain" would belong to a
// different peg. Bell ("Solving peg solitaire in the fewest moves") warns of
// this; the complement trick gives 21 moves for the English central game
// instead of 18.
#pragma once

#include <array>
#include <vector>

#include "peg/engine.hpp"

namespace pegsat {

template <class B>
class ChainMoves {
 public:
  // `syms` are the board.symmetries indices under which positions are
  // identified; every generated position comes with its image under each.
  ChainMoves(const Engine<B>& e, std::vector<int> syms) : e_(e), syms_(std::move(syms)) {
    const Board& b = e.board();
    jumpsFrom_.resize(b.cells());
    jumpsTo_.resize(b.cells());
    for (int j = 0; j < int(b.jumps.size()); ++j) {
      jumpsFrom_[b.jumps[j].from].push_back(j);
      jumpsTo_[b.jumps[j].to].push_back(j);
    }
  }

  const Engine<B>& engine() const { return e_; }
  int imageCount() const { return int(syms_.size()); }
  const std::vector<int>& symmetries() const { return syms_; }

  // The images of a position under the symmetries, the identity first.
  std::array<B, kMaxSymmetries> images(B pegs) const {
    std::array<B, kMaxSymmetries> img{};
    for (size_t s = 0; s < syms_.size(); ++s) img[s] = B(e_.board().apply(syms_[s], Cells(pegs)));
    return img;
  }
  // The smallest image: the position's representative up to symmetry.
  B canonical(const B* img) const {
    B key = img[0];
    for (size_t s = 1; s < syms_.size(); ++s) key = std::min(key, img[s]);
    return key;
  }

  // Calls f(child, images, chain) for every position one move after `pegs`
  // (with repeats when two chains lead to the same position); `chain` holds
  // the jump indices of the move, in order.
  template <class F>
  void forward(B pegs, const B* img, F&& f) const {
    std::vector<int> chain;
    forEachBit(pegs, [&](int c) { extend(pegs, img, c, true, chain, f); });
  }

  // Calls f(parent, images, chain) for every position one move before `pegs`:
  // the move `chain` (jump indices in forward order) leads from parent to pegs.
  template <class F>
  void backward(B pegs, const B* img, F&& f) const {
    std::vector<int> chain;
    forEachBit(pegs, [&](int c) { extend(pegs, img, c, false, chain, f); });
  }

 private:
  // The peg now at `c` jumps on (forward) or un-jumps (backward) once more.
  // A jump flips its three cells either way, so parent and child differ by
  // the jump's mask, and their images by the mask's images.
  template <class F>
  void extend(B pegs, const B* img, int c, bool fwd, std::vector<int>& chain, F& f) const {
    std::array<B, kMaxSymmetries> child;
    for (int j : fwd ? jumpsFrom_[c] : jumpsTo_[c]) {
      const Jump& jp = e_.board().jumps[j];
      const B over = bitAt<B>(jp.over), land = bitAt<B>(fwd ? jp.to : jp.from);
      if (!(pegs & over) != !fwd || (pegs & land)) continue;
      const B next = pegs ^ e_.mask(j);
      for (size_t s = 0; s < syms_.size(); ++s) child[s] = img[s] ^ e_.imageMask(syms_[s], j);
      if (fwd)
        chain.push_back(j);
      else
        chain.insert(chain.begin(), j);
      f(next, child.data(), std::as_const(chain));
      extend(next, child.data(), fwd ? jp.to : jp.from, fwd, chain, f);
      if (fwd)
        chain.pop_back();
      else
        chain.erase(chain.begin());
    }
  }

  const Engine<B>& e_;
  std::vector<int> syms_;
  std::vector<std::vector<int>> jumpsFrom_, jumpsTo_;
};

}  // namespace pegsat
