// SPDX-License-Identifier: GPL-3.0-or-later
// The table of fewest moves, from searches shared between its problems.
//
// Every problem "vacate s, finish with one peg at f" is the image under some
// symmetry g of the board of a problem whose start vacancy s0 = g(s) is the
// representative of its orbit. So one forward search by moves is run per
// start orbit (from s0, up to the symmetries that keep s0) and one backward
// search per finish orbit (from f0, up to those that keep f0); the problem
// (s0, f') with f' = h(f0) is decided where the forward levels from s0 meet
// the backward levels from f0 mapped by h. Each search serves every problem
// it is part of, and the searches grow, the smallest frontier first (Pohl's
// cardinality rule), until every problem is met. The argument that the first
// meeting gives the minimum is the one of the single problem (min_moves.cpp):
// while no level of one side has met any level of the other, no solution has
// fewer moves than the two depths together.
#include "search/min_moves_table.hpp"

#include <fmt/format.h>
#include <tbb/info.h>

#include <atomic>
#include <climits>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include "peg/engine.hpp"
#include "peg/position_class.hpp"
#include "search/move_search.hpp"
#include "search/solver.hpp"

namespace pegsat {
namespace {

using move_search::Meter;
using move_search::PagodaTest;
using move_search::Side;
using move_search::walk;

// The board's symmetries as a group: indices of compositions and inverses.
class SymmetryGroup {
 public:
  explicit SymmetryGroup(const Board& b) : n_(int(b.symmetries.size())) {
    const auto& sym = b.symmetries;
    auto index = [&](const std::vector<int>& perm) {
      for (int s = 0; s < n_; ++s)
        if (sym[s] == perm) return s;
      return -1;
    };
    compose_.assign(size_t(n_) * n_, -1);
    for (int a = 0; a < n_; ++a)
      for (int c = 0; c < n_; ++c) {
        std::vector<int> perm(sym[0].size(), -1);
        forEachBit(b.holes, [&](int x) { perm[x] = sym[a][sym[c][x]]; });
        compose_[size_t(a) * n_ + c] = index(perm);
      }
    inverse_.assign(n_, 0);
    for (int a = 0; a < n_; ++a)
      for (int c = 0; c < n_; ++c)
        if (compose(a, c) == 0) inverse_[a] = c;  // the identity comes first
  }
  // The symmetry "c, then a".
  int compose(int a, int c) const { return compose_[size_t(a) * n_ + c]; }
  int inverse(int a) const { return inverse_[a]; }

 private:
  int n_;
  std::vector<int> compose_, inverse_;
};

// Images of positions under any symmetry of the board, one table lookup per
// byte of the position: the meeting tests map every position of a level.
template <class B>
class ImageTable {
 public:
  explicit ImageTable(const Board& b) : bytes_((b.cells() + 7) / 8) {
    table_.assign(b.symmetries.size() * size_t(bytes_) * 256, B(0));
    for (size_t s = 0; s < b.symmetries.size(); ++s)
      for (int k = 0; k < bytes_; ++k)
        for (int v = 0; v < 256; ++v) {
          B out = 0;
          for (int i = 0; i < 8; ++i)
            if ((v >> i & 1) && b.isHole(8 * k + i)) out |= bitAt<B>(b.symmetries[s][8 * k + i]);
          table_[(s * bytes_ + k) * 256 + v] = out;
        }
  }
  B apply(int s, B p) const {
    const B* t = table_.data() + size_t(s) * bytes_ * 256;
    B out = 0;
    for (int k = 0; k < bytes_; ++k) out |= t[k * 256 + int((p >> (8 * k)) & 255)];
    return out;
  }

 private:
  int bytes_;
  std::vector<B> table_;
};

// One search of the table, forward from a start vacancy or backward from a
// finish, with the problems it serves.
template <class B>
struct SharedSide {
  SharedSide(const Engine<B>& e, std::vector<int> syms, bool fwd, B root, int end)
      : moves(e, std::move(syms)), side(moves, fwd, root, nullptr), forward(fwd), hole(end) {}
  ChainMoves<B> moves;  // before `side`, which refers to it
  Side<B> side;
  bool forward;
  int hole;  // the start's vacancy or the finish's peg
  std::vector<size_t> problems;
  std::vector<int> targets;                // the other ends the pruning is for
  std::optional<PagodaTest<B>> pruning;
};

// How a position z of one side is looked up in the other: for each way the
// problem's symmetry can carry z's orbit over, `canonical` lists the
// symmetries whose smallest image of z is the other side's key, `here` gives
// z's actual position on its own side and `there` the same position as the
// other side sees it.
struct Probe {
  int here = 0, there = 0;
  std::vector<int> canonical;
};

struct SharedProblem {
  int fwd = 0, bwd = 0;  // the two searches
  int toFinish = 0;      // the symmetry h taking the backward search's finish to this one's
  std::vector<Probe> fromForward, fromBackward;
  bool open = true;
  MinMovesTableProblem result;
};

// The table's searches and problems, and the steps that run them: plan the
// problems and their searches, close the impossible ones at once, then grow
// the searches until every problem has met, and read the table off.
template <class B>
class SharedTable {
 public:
  SharedTable(const Engine<B>& e, const MinMovesOptions& opt)
      : e_(e),
        opt_(opt),
        board_(e.board()),
        sym_(board_.symmetries),
        cells_(board_.cells()),
        group_(board_),
        images_(board_),
        budget_(opt),
        arena_(opt.threads > 0 ? opt.threads : tbb::info::default_concurrency()) {}

  MinMovesTableResult run() {
    planProblems();
    t_.searches = int(sides_.size());
    closeImpossible();
    search();
    return result();
  }

 private:
  // The problems, one per class: (s0, f') with s0 its start's
  // representative and f' the smallest finish among the images that take s
  // to s0; and the searches they share.
  void planProblems() {
    const PositionClasses classes(board_);
    // The representative of each hole's orbit, and a symmetry taking it there.
    std::vector<int> rep(cells_, -1), fromRep(cells_, 0);
    forEachBit(board_.holes, [&](int h) {
      rep[h] = h;
      for (const auto& perm : sym_) rep[h] = std::min(rep[h], perm[h]);
      for (int g = 0; g < int(sym_.size()); ++g)
        if (sym_[g][rep[h]] == h) {
          fromRep[h] = g;
          break;
        }
    });
    std::map<std::pair<int, int>, size_t> problemOf;
    entry_.assign(size_t(cells_) * cells_, -1);
    forEachBit(board_.holes, [&](int s) {
      forEachBit(board_.holes, [&](int f) {
        if (board_.holeCount() < 2 ||
            !classes.sameClass(board_.holes & ~bitAt<Cells>(s), bitAt<Cells>(f)))
          return;
        const int s0 = rep[s];
        int f1 = INT_MAX;
        for (const auto& perm : sym_)
          if (perm[s] == s0) f1 = std::min(f1, perm[f]);
        auto [it, fresh] = problemOf.try_emplace({s0, f1}, problems_.size());
        entry_[size_t(s) * cells_ + f] = long(it->second);
        if (fresh) addProblem(s0, f1, rep[f1], fromRep[f1]);
      });
    });
  }

  void addProblem(int s0, int f1, int f0, int toFinish) {
    SharedProblem p;
    p.result.start = s0, p.result.finish = f1;
    p.fwd = sideFor(true, s0);
    p.bwd = sideFor(false, f0);
    p.toFinish = toFinish;
    const int h = p.toFinish, hinv = group_.inverse(h);
    const auto& keepStart = sides_[p.fwd]->moves.symmetries();
    const auto& keepFinish = sides_[p.bwd]->moves.symmetries();
    // A forward position x is in the problem's backward set when h^-1(x)
    // is in the backward search of f0; the forward search holds x only up
    // to the symmetries k that keep s0, so every k(x) is tried.
    for (int k : keepStart) {
      Probe pr{k, group_.compose(hinv, k), {}};
      for (int m : keepFinish) pr.canonical.push_back(group_.compose(m, pr.there));
      p.fromForward.push_back(std::move(pr));
    }
    for (int m : keepFinish) {
      Probe pr{m, group_.compose(h, m), {}};
      for (int k : keepStart) pr.canonical.push_back(group_.compose(k, pr.there));
      p.fromBackward.push_back(std::move(pr));
    }
    sides_[p.fwd]->problems.push_back(problems_.size());
    sides_[p.bwd]->problems.push_back(problems_.size());
    problems_.push_back(std::move(p));
  }

  int sideFor(bool forward, int hole) {
    std::vector<int>& of = forward ? forwardOf_ : backwardOf_;
    if (of.empty()) of.assign(cells_, -1);
    int& k = of[hole];
    if (k < 0) {
      const B root = forward ? e_.full() & ~bitAt<B>(hole) : bitAt<B>(hole);
      k = int(sides_.size());
      sides_.push_back(std::make_unique<SharedSide<B>>(
          e_, board_.symmetriesKeeping({Cells(root)}), forward, root, hole));
    }
    return k;
  }

  // Problems that the depth-first solver proves impossible are closed before
  // the searches: otherwise a search would have to run to exhaustion.
  // They run under the table's budget: on a board of 128 holes they are
  // 16,384 searches, minutes in all.
  void closeImpossible() {
    for (SharedProblem& p : problems_) {
      if (budget_.poll()) return;  // the rest stay open, and the search stops at once
      SolveOptions so;
      so.maxNodes = 1 << 16;
      so.budget = opt_.budget;
      const SolveResult sr = solve(board_, board_.holes & ~bitAt<Cells>(p.result.start),
                                   bitAt<Cells>(p.result.finish), so);
      if (sr.status == Outcome::NoSolution) p.open = false, p.result.status = Outcome::NoSolution;
    }
  }

  // Closes problem p, met at position x (as the forward search holds it, at
  // its depth fd) = y (as the backward search holds it, at depth bd): the
  // solution is the walk from the start to x, then from y to the finish
  // mapped by the problem's symmetry.
  void resolve(SharedProblem& p, B x, int fd, B y, int bd) {
    const SharedSide<B>& fwd = *sides_[p.fwd];
    const SharedSide<B>& bwd = *sides_[p.bwd];
    std::vector<int> there, back;
    std::vector<Jump> jumps;
    p.open = false;
    if (!walk(fwd.moves, fwd.side, true, x, fd, there) ||
        !walk(bwd.moves, bwd.side, false, y, bd, back))
      return;  // unreachable if the levels are right; left unknown, never wrong
    for (int j : there) jumps.push_back(board_.jumps[j]);
    const auto& h = sym_[p.toFinish];
    for (int j : back) {
      const Jump& jp = board_.jumps[j];
      jumps.push_back({h[jp.from], h[jp.over], h[jp.to]});
    }
    if (countMoves(jumps) != fd + bd) return;
    p.result.status = Outcome::Solved;
    p.result.jumps = std::move(jumps);
    p.result.moves = p.result.lowerBound = fd + bd;
  }

  // Where `z`, a position of side s, meets the other side of problem p in
  // that side's last level: (z as s holds it, z as the other side holds it).
  std::optional<std::pair<B, B>> probe(const SharedProblem& p, const SharedSide<B>& s,
                                       B z) const {
    const Side<B>& other = (s.forward ? sides_[p.bwd] : sides_[p.fwd])->side;
    for (const Probe& pr : s.forward ? p.fromForward : p.fromBackward) {
      B key = ~B(0);
      for (int c : pr.canonical) key = std::min(key, images_.apply(c, z));
      // A position the other side pruned is held but in no level.
      if (other.contains(key) && other.inLevel(other.depth(), key))
        return std::pair{images_.apply(pr.here, z), images_.apply(pr.there, z)};
    }
    return std::nullopt;
  }

  // Pruning for a search shared by several problems: a position goes only
  // when no open problem can use it. Forward from s0 that is a position from
  // which no open finish (nor its image under the symmetries kept) can be
  // reached; backward to f0, one that no open start can reach, which
  // pagodas of the problem "vacate f0, finish at the start's vacancy" prove
  // on the complemented position (the reverse of a game from X to Y is a
  // game from Y's complement to X's).
  const std::vector<Pagoda>& pagodasFor(int vacancy, int survivor) {
    auto [it, fresh] = pagodaCache_.try_emplace({vacancy, survivor});
    if (fresh) {
      const Cells start = board_.holes & ~bitAt<Cells>(vacancy), finish = bitAt<Cells>(survivor);
      PagodaOptions po;
      po.symmetries = board_.symmetriesKeeping({start, finish});
      po.maxPagodas = 16;
      po.budget = opt_.budget;
      it->second = learnPagodas(board_, start, finish, po);
    }
    return it->second;
  }

  void prepare(SharedSide<B>& s) {
    std::vector<int> targets;
    for (size_t i : s.problems) {
      const SharedProblem& p = problems_[i];
      if (!p.open) continue;
      const int other =
          s.forward ? p.result.finish : sym_[group_.inverse(p.toFinish)][p.result.start];
      for (int k : s.moves.symmetries()) targets.push_back(sym_[k][other]);
    }
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
    if (targets == s.targets && s.pruning) return;
    s.targets = targets;
    std::vector<std::vector<Pagoda>> groups;
    for (int t : targets) groups.push_back(pagodasFor(s.hole, t));
    s.pruning.emplace(board_, groups, !s.forward);
    s.side.setPruning(&*s.pruning);
  }

  bool anyOpen(const SharedSide<B>& s) const {
    return std::any_of(s.problems.begin(), s.problems.end(),
                       [&](size_t i) { return problems_[i].open; });
  }

  void release(std::unique_ptr<SharedSide<B>>& s) {
    t_.positions += s->side.positions();
    s.reset();
  }

  // Grows the searches, the smallest frontier first, until every problem
  // has met or a limit stops them.
  void search() {
    // The starts and finishes themselves (level 0 of both sides).
    for (SharedProblem& p : problems_)
      if (p.open)
        if (auto hit = probe(p, *sides_[p.fwd], sides_[p.fwd]->side.frontier()[0]))
          resolve(p, hit->first, 0, hit->second, 0);
    while (true) {
      for (auto& s : sides_)
        if (s && !anyOpen(*s)) release(s);
      // The smallest frontier among the searches that still serve a problem.
      int next = -1;
      for (int i = 0; i < int(sides_.size()); ++i)
        if (sides_[i] && (next < 0 || sides_[i]->side.frontier().size() <
                                          sides_[next]->side.frontier().size()))
          next = i;
      if (next < 0 || !expand(*sides_[next])) break;
    }
    for (SharedProblem& p : problems_)
      if (p.open) {
        p.result.status = Outcome::Unknown;
        p.result.lowerBound = sides_[p.fwd]->side.depth() + sides_[p.bwd]->side.depth() + 1;
      }
    for (auto& s : sides_)
      if (s) release(s);
  }

  // One level of search s; false when a limit stopped it.
  bool expand(SharedSide<B>& s) {
    if (opt_.pagodas) prepare(s);
    uint64_t otherBytes = 0;
    for (const auto& o : sides_)
      if (o && o.get() != &s) otherBytes += o->side.bytes();
    // Every new position is probed against the other side of each open
    // problem as it is generated; the expansion stops once all have met.
    std::vector<size_t> open;
    for (size_t i : s.problems)
      if (problems_[i].open) open.push_back(i);
    std::vector<std::atomic<bool>> done(open.size());
    std::vector<std::pair<B, B>> hits(open.size());
    std::atomic<size_t> met = 0;
    std::mutex lock;
    const std::function<bool(B)> stop = [&](B z) {
      for (size_t k = 0; k < open.size(); ++k) {
        if (done[k]) continue;
        const auto hit = probe(problems_[open[k]], s, z);
        if (!hit) continue;
        std::lock_guard<std::mutex> g(lock);
        if (!done[k]) hits[k] = *hit, done[k] = true, ++met;
      }
      return met == open.size();
    };
    budget_.startLevel(fmt::format("{} {} level {}", s.forward ? "forward from" : "backward to",
                                   board_.holeName(s.hole), s.side.depth() + 1));
    const auto step = s.side.expand(nullptr, budget_, otherBytes, false, arena_, &stop);
    if (step == Side<B>::Step::Stopped) return false;
    // Met: the expansion stopped early and its level was not kept.
    const int depth = s.side.depth() + (step == Side<B>::Step::Met ? 1 : 0);
    for (size_t k = 0; k < open.size(); ++k) {
      if (!done[k]) continue;
      SharedProblem& p = problems_[open[k]];
      const auto [here, there] = hits[k];
      if (s.forward)
        resolve(p, here, depth, there, sides_[p.bwd]->side.depth());
      else
        resolve(p, there, sides_[p.fwd]->side.depth(), here, depth);
    }
    // A search that ran out of positions without meeting the other side's
    // end (which is in the other's level 0) proves the problem impossible.
    if (s.side.frontier().empty())
      for (size_t i : s.problems)
        if (problems_[i].open)
          problems_[i].open = false, problems_[i].result.status = Outcome::NoSolution;
    if (opt_.progress) {
      const size_t stillOpen = size_t(std::count_if(
          problems_.begin(), problems_.end(), [](const SharedProblem& p) { return p.open; }));
      opt_.progress(fmt::format("{} {} level {}: {} positions; {} of {} problems open",
                                s.forward ? "forward from" : "backward to",
                                board_.holeName(s.hole), s.side.depth(),
                                s.side.frontier().size(), stillOpen, problems_.size()));
    }
    return true;
  }

  // The rows: each entry is its problem's answer, or that of the problem it
  // is an image of.
  MinMovesTableResult result() {
    forEachBit(board_.holes, [&](int s) {
      MinMovesTableRow row;
      row.start = s;
      row.moves.assign(cells_, -1);
      forEachBit(board_.holes, [&](int f) {
        const long k = entry_[size_t(s) * cells_ + f];
        if (k < 0) return;
        const MinMovesTableProblem& r = problems_[size_t(k)].result;
        if (r.status == Outcome::Solved) row.moves[f] = r.moves;
        if (r.status == Outcome::Unknown) row.moves[f] = -2, t_.status = r.status;
      });
      t_.rows.push_back(std::move(row));
    });
    for (SharedProblem& p : problems_) t_.problems.push_back(std::move(p.result));
    if (t_.status == Outcome::Unknown) t_.stop = budget_.why();
    return std::move(t_);
  }

  const Engine<B>& e_;
  const MinMovesOptions& opt_;
  const Board& board_;
  const std::vector<std::vector<int>>& sym_;
  const int cells_;
  const SymmetryGroup group_;
  const ImageTable<B> images_;
  Meter budget_;
  tbb::task_arena arena_;
  std::vector<std::unique_ptr<SharedSide<B>>> sides_;
  std::vector<int> forwardOf_, backwardOf_;  // a hole's search, or -1
  std::vector<SharedProblem> problems_;
  std::vector<long> entry_;  // entry_[s * cells + f]: the problem of (s, f), or -1
  std::map<std::pair<int, int>, std::vector<Pagoda>> pagodaCache_;
  MinMovesTableResult t_;
};

}  // namespace

MinMovesTableResult minMovesTable(const Board& board, const MinMovesOptions& options) {
  return withEngine(board, [&](const auto& e) {
    using B = std::decay_t<decltype(e.full())>;
    return SharedTable<B>(e, options).run();
  });
}

}  // namespace pegsat
