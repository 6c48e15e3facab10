// SPDX-License-Identifier: GPL-3.0-or-later
#include "count/memo_count.hpp"

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <array>

#include "count/checked.hpp"
#include "peg/engine.hpp"

namespace pegsat {
namespace {

using counting::addTo;

struct MemoOutcome {
  bool overflow = false;
  bool memoryLimit = false;
  Stop stop = Stop::None;
  counting::BigCount count;
  uint64_t positions = 0;
};

// N(p) = the number of jump sequences from p to the finish, memoized on p's
// canonical image: the numerically smallest image under the symmetries that
// keep the finish, which all have the same N.
template <class B, class C>
class MemoCounter {
 public:
  MemoCounter(const Engine<B>& e, B finish, const std::vector<int>& syms, const Budget& budget)
      : e_(e),
        finish_(finish),
        finishPegs_(popcount(finish)),
        syms_(syms),
        maxBytes_(budget.bytes()),
        poll_(budget) {}

  struct Outcome {
    bool overflow = false;
    bool memoryLimit = false;
    Stop stop = Stop::None;  // the time limit or flag
    C count{};
    uint64_t positions = 0;
  };

  Outcome run(B start) {
    std::array<B, kMaxSymmetries> img{};
    for (size_t i = 0; i < syms_.size(); ++i) img[i] = B(e_.board().apply(syms_[i], Cells(start)));
    Outcome o;
    o.count = go(start, img.data(), popcount(start));
    o.overflow = overflow_;
    o.memoryLimit = memoryLimit_;
    o.stop = poll_.stopped();
    o.positions = memo_.size();
    return o;
  }

 private:
  C go(B pegs, const B* img, int count) {
    if (count == finishPegs_) return C(pegs == finish_ ? 1 : 0);
    B key = img[0];
    for (size_t i = 1; i < syms_.size(); ++i) key = std::min(key, img[i]);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    if (overflow_ || memoryLimit_ || poll_.poll() != Stop::None) return C(0);

    C n = 0;
    std::array<B, kMaxSymmetries> child;
    e_.anyJump(pegs, [&](int j) {
      for (size_t i = 0; i < syms_.size(); ++i) child[i] = img[i] ^ e_.imageMask(syms_[i], j);
      if (!addTo(n, go(pegs ^ e_.mask(j), child.data(), count - 1))) overflow_ = true;
      return overflow_ || memoryLimit_ || poll_.stopped() != Stop::None;
    });
    if (overflow_ || memoryLimit_ || poll_.stopped() != Stop::None) return C(0);
    // Stop before the table's next growth would pass the limit; a flat table
    // doubles its slots when it grows, and holds the old ones until the
    // entries are moved.
    if (maxBytes_ && memo_.size() + 1 > memo_.capacity() * 7 / 8 &&
        (3 * memo_.capacity() + 1) * (sizeof(B) + sizeof(C) + 1) > maxBytes_) {
      memoryLimit_ = true;
      return C(0);
    }
    memo_.emplace(key, n);
    return n;
  }

  const Engine<B>& e_;
  B finish_;
  int finishPegs_;
  const std::vector<int>& syms_;
  uint64_t maxBytes_;
  BudgetPoll poll_;
  absl::flat_hash_map<B, C, Hash128> memo_;
  bool overflow_ = false;
  bool memoryLimit_ = false;
};

}  // namespace

CountResult countSolutionsMemo(const Board& board, Cells start, Cells finish,
                               const CountOptions& options) {
  CountResult r;
  if (popcount(finish) > popcount(start) || (start & ~board.holes) || (finish & ~board.holes)) {
    r.solutions = 0;
    return r;
  }
  const std::vector<int> syms = board.symmetriesKeeping({finish});
  r.stats.symmetries = int(syms.size());
  withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    auto o = counting::withWidening([&]<class C>() {
      MemoCounter<B, C> m(e, B(finish), syms, options.budget);
      auto out = m.run(B(start));
      return MemoOutcome{out.overflow, out.memoryLimit, out.stop, counting::toBig(out.count),
                         out.positions};
    });
    r.status = o.memoryLimit ? Stop::MemoryLimit : o.stop;
    r.solutions = o.count;
    r.stats.positions = r.stats.peakPositions = o.positions;
    return 0;
  });
  return r;
}

}  // namespace pegsat
