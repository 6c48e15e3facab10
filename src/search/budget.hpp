// SPDX-License-Identifier: GPL-3.0-or-later
// How the native solver (solver.cpp) shares out its effort: the schedule of
// depth-first runs (rounds of restarts with a doubling budget, over the jump
// orders, the two directions, the pagoda sets and the slack order), when the
// pagoda cases, the beam and new pagoda sets come in, how a round's budget is
// split between the directions, and the clock the time limit is read on. Kept
// apart from the search itself, which only runs what it is given: the
// schedule decides how long each try may take, the search how to spend it.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "search/solver.hpp"

namespace pegsat {

// The solver's limits in time: the options' budget (wall clock, stop flag),
// and the CPU time of the solving thread (SolveOptions::cpuTime), which runs
// from construction.
class SolveDeadline {
 public:
  explicit SolveDeadline(const SolveOptions& opt)
      : opt_(opt), cpuAt_(opt.cpuTime.count() > 0 ? threadCpu() + opt.cpuTime : kNever) {}
  // The limit passed, or None.
  Stop passed() const {
    if (const Stop s = opt_.budget.poll(); s != Stop::None) return s;
    return cpuAt_ != kNever && threadCpu() > cpuAt_ ? Stop::TimeLimit : Stop::None;
  }

 private:
  static constexpr std::chrono::nanoseconds kNever = std::chrono::nanoseconds::max();
  static std::chrono::nanoseconds threadCpu();
  const SolveOptions& opt_;
  std::chrono::nanoseconds cpuAt_;
};

// One depth-first run of a round.
struct Attempt {
  bool back = false;     // the backward problem's search
  bool bySlack = false;  // children tried most pagoda slack first
  size_t order = 0;      // which jump order (jumpOrders)
  size_t guide = 0;      // which set of pagodas
  uint64_t budget = 0;   // positions it may visit
};

// The rounds of a solve. A round's steps, in order: rebalance() (when
// learning()), the pagoda cases (when pagodaCasesNow()), the beam (when
// beamNow()), a new pagoda set (when addsGuide()), then the runs attempt(k)
// for k < runs(), each followed by searched(); then nextRound().
//
// Depth-first search has a heavy tail: one order finds a solution at once
// where another wanders for millions of positions. So every order of both
// searches gets a budget in turn, doubled each round (restarts, Gomes et al.
// 1998); the memos of dead positions carry over, so no proof is lost.
//
// Once pagodas are learned, every order is also tried with the children
// sorted by their pagoda slack (the search's slackScore): a second, dynamic
// heuristic whose tail differs from the static orders'. On the Wiegleb
// board it solves d2 -> d2 in 1.1 M positions instead of 90 M, and d3 -> d3
// in 1.0 M where the static orders had no answer after 19 s; where a static
// order was better, as on e3 -> e3, it costs up to twice the positions
// (docs/lab/2026-12.md).
//
// The two directions need not share each round equally: once both have
// learned pagodas, the one whose pagodas cut more children a position is
// given more, its share growing with the fourth power of the ratio of the
// two rates in the last round, within 1/4 and 7/4 of an equal share. On
// diamond e3 -> b4 (solved backward) it halved the positions, 64 M -> 32 M;
// on the other hard pairs measured it changed little (docs/lab/2026-12.md).
//
// And each search keeps several sets of pagodas, one more each round up to
// opt.pagodaSets, every set given all the runs of a round: the pagodas random
// play draws are a lottery of their own. The first set keeps the whole budget
// and the others get kLaterGuideShare of it, so that what the first set would
// have solved late is not pushed past a limit by the others. Wiegleb pairs
// unknown at 10 s: 28 with one set, 22 with four on equal budgets, 16 with
// four on these (docs/lab/2026-12.md).
//
// When the backward problem is the forward one seen through a symmetry
// (backwardIsImage), its search would repeat the forward one's work, run
// for run when start and finish are the same hole: it is left out, and the
// forward search gets the time. Wiegleb pairs unknown at 10 s: 24 -> 18
// (docs/lab/2026-12.md).
class Schedule {
 public:
  // `orders`: the number of jump orders; `mirrored`: the backward search is
  // left out.
  Schedule(const SolveOptions& opt, size_t orders, bool mirrored)
      : opt_(opt), orders_(orders), mirrored_(mirrored) {}

  // This round's budget of positions, before the shares.
  uint64_t budget() const { return budget_; }
  void nextRound() { budget_ *= 2; }

  // Whether the searches learn pagodas from their dead positions before this
  // round's runs (after rebalance).
  bool learning() const { return budget_ > opt_.prepareBudget; }
  // Sets the directions' shares of this round from the children their
  // pagodas cut per position in the last one; `cuts` are each direction's
  // cuts so far.
  void rebalance(const std::array<uint64_t, 2>& cuts);
  // Whether to look for a pagoda for each first and last jump now: once, as
  // pagodas start.
  bool pagodaCasesNow() const { return opt_.pagodas && budget_ == opt_.prepareBudget; }
  // Whether to try the beam search now: once, after the first pagodas.
  bool beamNow() const {
    return opt_.pagodas && opt_.beamWidth && budget_ == 2 * opt_.prepareBudget;
  }
  // Whether each search gets a new set of pagodas before this round's runs,
  // having `guides` sets.
  bool addsGuide(size_t guides) const {
    return opt_.pagodas && budget_ >= opt_.prepareBudget &&
           (budget_ == opt_.prepareBudget || int(guides) < opt_.pagodaSets);
  }

  // The number of runs in this round with `guides` pagoda sets, and run k of
  // them; none for a run left out (the backward one when mirrored).
  size_t runs(size_t guides) const { return 4 * orders_ * guides; }
  std::optional<Attempt> attempt(size_t k) const;
  // Records the positions a run of direction `back` visited.
  void searched(bool back, uint64_t positions) { searched_[back] += positions; }
  // Whether the solve's node limit is spent, `nodes` visited in all.
  bool outOfNodes(uint64_t nodes) const { return opt_.maxNodes && nodes >= opt_.maxNodes; }

 private:
  // The share of a round's budget each pagoda set after the first gets.
  static constexpr double kLaterGuideShare = 0.5;

  const SolveOptions& opt_;
  size_t orders_;
  bool mirrored_;
  uint64_t budget_ = 2048;
  std::array<uint64_t, 2> searched_{}, searchedBefore_{}, cutsBefore_{};
  std::array<double, 2> share_{1, 1};
};

}  // namespace pegsat
