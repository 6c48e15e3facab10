#include "search/solver.hpp"

#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <array>

#include "peg/engine.hpp"
#include "peg/position_class.hpp"

namespace pegsat {
namespace {

constexpr int kMaxSymmetries = 12;

template <class B>
class Search {
 public:
  Search(const Engine<B>& e, B finish, const std::vector<int>& syms, const SolveOptions& opt)
      : e_(e), finish_(finish), finishPegs_(popcount(finish)), syms_(syms), opt_(opt) {}

  SolveStatus run(B start, std::vector<Jump>& out, SolveStats& stats) {
    std::array<B, kMaxSymmetries> img{};
    for (size_t i = 0; i < syms_.size(); ++i) img[i] = B(e_.board().apply(syms_[i], Cells(start)));
    bool found = go(start, img.data(), popcount(start));
    stats.nodes = nodes_;
    stats.deadPositions = dead_.size();
    if (aborted_) return SolveStatus::Aborted;
    if (!found) return SolveStatus::NoSolution;
    for (int j : path_) out.push_back(e_.board().jumps[j]);
    return SolveStatus::Solved;
  }

 private:
  bool go(B pegs, const B* img, int count) {
    ++nodes_;
    if (count == finishPegs_) return pegs == finish_;
    B key = img[0];
    for (size_t i = 1; i < syms_.size(); ++i) key = std::min(key, img[i]);
    if (dead_.contains(key)) return false;
    if (limitReached()) return false;

    std::array<B, kMaxSymmetries> child;
    bool found = e_.anyJump(pegs, [&](int j) {
      for (size_t i = 0; i < syms_.size(); ++i) child[i] = img[i] ^ e_.imageMask(syms_[i], j);
      path_.push_back(j);
      if (go(pegs ^ e_.mask(j), child.data(), count - 1)) return true;
      path_.pop_back();
      return aborted_;
    });
    if (!found && !aborted_) dead_.insert(key);
    return found && !aborted_;
  }

  bool limitReached() {
    if (opt_.maxNodes && nodes_ > opt_.maxNodes) aborted_ = true;
    // The table's slots are its memory; checked only when it may have grown.
    if (opt_.maxMemoryBytes && (nodes_ & 0xFFFF) == 0 &&
        dead_.capacity() * (sizeof(B) + 1) > opt_.maxMemoryBytes)
      aborted_ = true;
    return aborted_;
  }

  const Engine<B>& e_;
  B finish_;
  int finishPegs_;
  const std::vector<int>& syms_;
  const SolveOptions& opt_;
  absl::flat_hash_set<B, Hash128> dead_;
  std::vector<int> path_;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
};

}  // namespace

SolveResult solve(const Board& board, Cells start, Cells finish, const SolveOptions& options) {
  SolveResult r;
  if (popcount(finish) > popcount(start) || (start & ~board.holes) || (finish & ~board.holes) ||
      !PositionClasses(board).sameClass(start, finish)) {
    r.status = SolveStatus::NoSolution;
    r.stats.classRejected = true;
    return r;
  }
  // A dead position stays dead under a symmetry only if the symmetry keeps the
  // finish: the memo may share results across exactly those symmetries.
  std::vector<int> syms;
  for (int s = 0; s < int(board.symmetries.size()); ++s)
    if (board.apply(s, finish) == finish) syms.push_back(s);
  r.stats.symmetries = int(syms.size());
  r.status = withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    Search<B> search(e, B(finish), syms, options);
    return search.run(B(start), r.jumps, r.stats);
  });
  return r;
}

}  // namespace pegsat
