// SPDX-License-Identifier: GPL-3.0-or-later
// IDA* over the labelled state, instantiated for each heuristic.
#include "slide/ida_star.hpp"

#include <chrono>
#include <limits>

#include "slide/heuristics.hpp"
#include "slide/pdb_heuristic.hpp"

namespace pegsat::slide {

namespace {

template <class H>
class Ida {
 public:
  Ida(State& s, H& h, const SearchLimits& limits) : s_(s), h_(h), grid_(s.n), limits_(limits) {}

  SearchResult run() {
    SearchResult r;
    int h0 = h_.reset(s_);
    r.initialH = h0;
    int bound = h0;
    while (true) {
      ++r.iterations;
      next_ = std::numeric_limits<int>::max();
      path_.clear();
      if (dfs(0, h0, bound, -1)) {
        r.status = Outcome::Solved;
        r.moves = path_;
        break;
      }
      if (stopped_ || next_ == std::numeric_limits<int>::max()) {
        r.status = Outcome::Unknown;
        r.stop = stop_;
        break;
      }
      bound = next_;
    }
    r.nodes = nodes_;
    return r;
  }

 private:
  // A heuristic that can save its lookups (PdbHeuristic) takes a move back by
  // restoring them; the others (Manhattan) are updated by the reverse move.
  static constexpr bool kSaves = requires(H & h) { h.save(); };
  auto save() const {
    if constexpr (kSaves)
      return h_.save();
    else
      return 0;
  }
  template <class S>
  void undo(const S& saved, int label, int from, int to) {
    if constexpr (kSaves)
      h_.restore(saved);
    else
      h_.moved(s_, label, from, to);
  }

  // Returns true when the goal is found; path_ then holds the moves.
  bool dfs(int g, int h, int bound, int prev) {
    if (h == 0 && s_.isGoal()) return true;
    const int blank = s_.blank;
    for (Dir d : kDirs) {
      // Undoing the previous move only returns to the parent.
      if (static_cast<int>(opposite(d)) == prev) continue;
      const int to = grid_.nb(blank, d);
      if (to < 0) continue;
      ++nodes_;
      [[maybe_unused]] const auto saved = save();
      const int label = s_.slide(to);
      int h2;
      if constexpr (requires(H & h) { h.movedWithin(s_, label, 0); })
        h2 = h_.movedWithin(s_, label, bound - g - 1);
      else
        h2 = h_.moved(s_, label, to, blank);
      const int f = g + 1 + h2;
      bool found = false;
      if (f <= bound) {
        path_.push_back(d);
        found = dfs(g + 1, h2, bound, static_cast<int>(d));
        if (!found) path_.pop_back();
      } else if (f < next_) {
        next_ = f;
      }
      s_.slide(blank);
      undo(saved, label, blank, to);
      if (found) return true;
      if (stopped_) return false;
      if (limits_.maxNodes && nodes_ >= limits_.maxNodes) {
        stopped_ = true;
        return false;
      }
      if (nodes_ >= nextClock_ && (limits_.maxSeconds > 0 || limits_.budget.limited())) {
        nextClock_ = nodes_ + (1u << 20);
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start_;
        stop_ = limits_.budget.poll();
        if ((limits_.maxSeconds > 0 && spent.count() >= limits_.maxSeconds) ||
            stop_ != Stop::None) {
          stopped_ = true;
          return false;
        }
      }
    }
    return false;
  }

  State& s_;
  H& h_;
  Grid grid_;
  SearchLimits limits_;
  uint64_t nodes_ = 0, nextClock_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  int next_ = 0;
  bool stopped_ = false;
  Stop stop_ = Stop::None;  // the budget's limit that stopped it
  std::vector<Dir> path_;
};

}  // namespace

template <class H>
SearchResult idaStar(State start, H& heuristic, const SearchLimits& limits) {
  Ida<H> ida(start, heuristic, limits);
  return ida.run();
}

template SearchResult idaStar<Manhattan>(State, Manhattan&, const SearchLimits&);
template SearchResult idaStar<PdbHeuristic>(State, PdbHeuristic&, const SearchLimits&);

}  // namespace pegsat::slide
