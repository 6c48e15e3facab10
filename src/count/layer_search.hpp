// SPDX-License-Identifier: GPL-3.0-or-later
// Breadth-first layers of positions up to symmetry, each position carrying the
// number of jump sequences that reach its orbit from the start. The engine of
// every layered count (solutions, levels, games, table).
//
// Why orbit totals: if W(O) is the number of paths from the start into orbit O
// (the sum of N(p) over p in O), then for the canonical parent r of O every
// move r -> q adds W(O) to the orbit of q, because each p = g(r) in O has the
// same moves, mapped by g. So W needs no orbit sizes while layers are built;
// N(p) = W(O) / |O| is taken only where a count is read out.
//
// Shared by ranks (CountOptions::exchange): each position belongs to the rank
// picked by its mixed key's low 32 bits (the top bits pick its bucket within
// the rank, so a rank's buckets stay even), a rank expands the parents it owns
// and sends each chunk's children to their owners, and every loop over chunks
// runs in step on all ranks, which agree after each chunk whether to go on.
// How the children travel is rank_routing.hpp; this file calls it at those
// points and is otherwise the same for one process or many.
#pragma once

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <atomic>
#include <bit>
#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "count/bucket_layer.hpp"
#include "count/count.hpp"
#include "count/exchange.hpp"
#include "count/join_side.hpp"
#include "count/pagoda_filter.hpp"
#include "count/rank_routing.hpp"
#include "count/symmetry_images.hpp"
#include "count/vector_lanes.hpp"
#include "peg/engine.hpp"
#include "util/time_left.hpp"

namespace pegsat::counting {

template <class B, class C>
class LayerSearch {
 public:
  using E = Entry<B, C>;
  using L = Layer<B, C>;

  LayerSearch(const Engine<B>& engine, const SymmetryImages<B>& group, const CountOptions& options)
      : e_(engine),
        group_(group),
        opt_(options),
        routing_(options.exchange),
        ex_(routing_.exchange()),
        start_(std::chrono::steady_clock::now()) {
    stats_.ranks = int(routing_.ranks());
    // The jump masks seen through each group element, jump by jump, so a
    // child's images read one short run of memory.
    for (int j = 0; j < e_.jumpCount(); ++j)
      for (int g = 0; g < group_.size(); ++g) masks_.push_back(e_.imageMask(group_.symmetry(g), j));
  }

  bool overflow() const { return overflow_; }
  // None, or the limit (memory, then time) the search stopped at.
  Stop limit() const {
    return memoryLimit_ ? Stop::MemoryLimit
           : timeLimit_ ? (timeStop_ != Stop::None ? timeStop_.load() : Stop::TimeLimit)
                        : Stop::None;
  }
  bool stopped() const { return overflow_ || memoryLimit_ || timeLimit_; }
  // This rank's figures, or with ranks those of all ranks (collective).
  CountStats stats() {
    if (!ex_) return stats_;
    CountStats s = stats_;
    s.positions = sumAcross(ex_, s.positions);
    s.peakPositions = sumAcross(ex_, s.peakPositions);
    s.peakBytes = maxAcross(ex_, s.peakBytes);
    s.bytesSent = sumAcross(ex_, s.bytesSent);
    return s;
  }
  // The positions of a layer over all ranks (collective with ranks).
  uint64_t globalSize(const L& l) { return sumAcross(ex_, l.size()); }
  // Whether this rank owns a mixed key.
  bool mine(B h) const { return routing_.mine(h); }
  Exchange* exchange() const { return ex_; }
  // Memory the caller holds in other layers, counted against the limit.
  void setHeldBytes(uint64_t b) { held_ = b; }
  // Drops children that some pagoda cuts off from the finish, while layers are
  // built. Only for counts toward one finish.
  void setFilter(const PagodaFilter* f) { filter_ = f && f->size() ? f : nullptr; }
  // Text put before progress lines ("start", "finish side").
  void setPhase(std::string p) { phase_ = std::move(p); }

  // (Both zero their images: GCC cannot see that images() fills the group's
  // share, and neither is on a hot path.)
  B canonical(B pegs) const {
    B img[kMaxSymmetries] = {};
    group_.images(pegs, img);
    return group_.smallest(img);
  }
  uint64_t orbitSize(B pegs) const {
    B img[kMaxSymmetries] = {};
    group_.images(pegs, img);
    return uint64_t(group_.size() / group_.stabilizer(img));
  }

  // The layer holding only `pegs`, reached by one (empty) sequence.
  L single(B pegs) const {
    L l;
    l.buckets.resize(1);
    const B h = Mixer<B>::mix(canonical(pegs));
    if (mine(h)) l.buckets[0].push_back(E{h, C(1)});
    l.index(0);
    return l;
  }

  // The layer `l` seen through `image` (a group of one symmetry, which must
  // normalize this search's group, so that orbits map to orbits): each
  // position's image, in canonical form, with the same count. One rank only.
  // It takes as much memory as `l`, on top of what setHeldBytes() says is held.
  L mapped(const L& l, const SymmetryImages<B>& image) {
    L out;
    if (opt_.budget.overBytes(held_ + l.bytes() * 9 / 8) != Stop::None) {
      memoryLimit_ = true;
      return out;
    }
    out.bits = l.bits;
    out.buckets.resize(l.buckets.size());
    out.dirs.resize(l.buckets.size());
    // Keys are uniform, so each bucket receives about as many as it had.
    for (size_t b = 0; b < l.buckets.size(); ++b)
      out.buckets[b].reserve(l.buckets[b].size() * 17 / 16 + 16);
    for (const auto& bucket : l.buckets)
      for (const E& x : bucket) {
        B img[1];
        image.images(Mixer<B>::unmix(x.h), img, 1);
        const B h = Mixer<B>::mix(canonical(img[0]));
        out.buckets[bucketOf(h, out.bits)].push_back(E{h, x.count});
      }
    tbb::parallel_for(size_t(0), out.buckets.size(), [&](size_t b) {
      auto& es = out.buckets[b];
      std::sort(es.begin(), es.end(), [](const E& x, const E& y) { return x.h < y.h; });
      out.index(b);
    });
    return out;
  }

  // The next layer. onParent(entry, images, moves) sees every parent, from
  // any thread; `images` is a std::span of the parent's images under the group.
  template <class OnParent>
  L next(const L& cur, int depth, OnParent&& onParent) {
    // At most 256 buckets (more would scatter the writes over too many pages
    // for the TLB), of about 16,000 positions: a bucket table fits in L2 cache.
    // Every rank cuts the layer into the same buckets, since children travel
    // bucket by bucket: the estimate is the largest rank's. (Each rank's own
    // made two ranks of a --levels count disagree, and the receiver refuse
    // the exchange, when their shares fell on two sides of a power of two.)
    const uint64_t estimate =
        maxAcross(ex_, std::max<uint64_t>(uint64_t(double(cur.size()) * growth_), 1));
    const int bits = std::clamp(int(std::bit_width(estimate / 16384)), 0, 8);
    const size_t nb = size_t(1) << bits;
    // The tables may take what the limit leaves after the layer expanded, the
    // layers held elsewhere, the children's buffers (with room for them to
    // grow by a chunk), and a bucket's sorted array per thread, made while
    // its table is still held (room for twice the estimate).
    TableBudget budget;
    if (const uint64_t limit = opt_.budget.bytes()) {
      const uint64_t threads = uint64_t(tbb::this_task_arena::max_concurrency());
      const uint64_t other = held_ + cur.bytes() + bufferBytes() + 2 * chunk_ * sizeof(E) +
                             threads * 2 * (estimate / nb + 1) * sizeof(E);
      budget.limit = limit > other ? limit - other : 0;
    }
    std::vector<BucketTable<B, C>> tables(nb, BucketTable<B, C>(bits, &budget));
    for (auto& t : tables) t.reserve(estimate / nb);
    depth_ = depth;
    scatter(
        cur, bits, PagodaMoves{filter_}, CanonicalKey{}, onParent,
        [&](size_t tb, std::vector<E>& buf) {
          // The slots are out of cache: asking for a slot a few children
          // ahead overlaps the misses instead of waiting on each in turn.
          BucketTable<B, C>& t = tables[tb];
          const size_t n = buf.size();
          for (size_t i = 0; i < n; ++i) {
            // A chunk's children touch fresh table pages: on one thread of
            // a busy machine a chunk took seconds, so the budget is polled
            // within it too (the layer is left unfinished when it says stop).
            if ((i & 16383) == 0 && checkTime()) return;
            if (i + kAhead < n) t.prefetch(buf[i + kAhead].h);
            if (!t.add(buf[i].h, buf[i].count)) {
              if (budget.exceeded) {
                memoryLimit_ = true;  // the layer is left unfinished
                return;
              }
              overflow_ = true;
            }
          }
        },
        [&] { return budget.used.load(); });
    L out;
    if (stopped()) return out;  // empty: nothing to look up in a layer left unfinished
    out.bits = bits;
    out.buckets.resize(nb);
    out.dirs.resize(nb);
    tbb::parallel_for(size_t(0), nb, [&](size_t b) {
      out.buckets[b] = tables[b].extractSorted();
      out.index(b);
    });
    const uint64_t n = out.size();
    // Layers grow or shrink smoothly: the last ratio sizes the next tables.
    growth_ = std::clamp(double(n) / double(std::max<uint64_t>(cur.size(), 1)), 0.25, 8.0);
    stats_.positions += n;
    stats_.peakPositions = std::max(stats_.peakPositions, n + cur.size());
    stats_.widestLayer = std::max(stats_.widestLayer, ex_ ? sumAcross(ex_, n) : n);
    if (ex_) stats_.bytesSent.push_back(routing_.takeSent());
    return out;
  }

  L next(const L& cur, int depth) {
    return next(cur, depth, [](const E&, std::span<const B>, int) {});
  }

  // Marks, entry by entry, the positions of `cur` with a move into a marked
  // position of `nxt` (the layer after it).
  using Marks = std::vector<std::vector<uint8_t>>;
  Marks markParents(const L& cur, const L& nxt, const Marks& nextMarks, int layer = 0) {
    if (ex_) return markParentsAcross(cur, nxt, nextMarks);
    Marks m(cur.buckets.size());
    const int G = group_.size();
    // A few buckets per thread at a time, so that the progress line (from
    // this thread only) comes at least every few seconds on the widest
    // layers: one pass over all of them was silent for 53 s.
    const size_t buckets = cur.buckets.size();
    const size_t step = size_t(std::max(1, tbb::this_task_arena::max_concurrency())) * 2;
    passStart_ = std::chrono::steady_clock::now();
    for (size_t first = 0; first < buckets && !stopped(); first += step) {
      tbb::parallel_for(first, std::min(buckets, first + step), [&](size_t b) {
        m[b].assign(cur.buckets[b].size(), 0);
        B img[kMaxSymmetries], child[kMaxSymmetries];
        for (size_t i = 0; i < cur.buckets[b].size(); ++i) {
          if ((i & 4095) == 0 && checkTime()) return;  // the marks are not used then
          const B pegs = Mixer<B>::unmix(cur.buckets[b][i].h);
          group_.images(pegs, img);
          m[b][i] = e_.anyJump(pegs, [&](int j) {
            for (int g = 0; g < G; ++g) child[g] = img[g] ^ e_.imageMask(group_.symmetry(g), j);
            size_t nb = 0;
            const E* hit = nxt.find(Mixer<B>::mix(group_.smallest(child)), &nb);
            return hit && nextMarks[nb][size_t(hit - nxt.buckets[nb].data())];
          });
        }
      });
      markProgress(layer, std::min(buckets, first + step), buckets);
    }
    return m;
  }

  // The number of positions a layer's orbits hold, all of them or the marked ones.
  uint64_t positionsWithoutSymmetry(const L& l, const Marks* marks = nullptr) const {
    std::atomic<uint64_t> n{0};
    tbb::parallel_for(size_t(0), l.buckets.size(), [&](size_t b) {
      uint64_t k = 0;
      for (size_t i = 0; i < l.buckets[b].size(); ++i)
        if (!marks || (*marks)[b][i]) k += orbitSize(Mixer<B>::unmix(l.buckets[b][i].h));
      n += k;
    });
    return n;
  }

  // The meeting of the two searches (complement duality: a solution read
  // backward, each jump reversed, solves the complemented problem). `parents`
  // holds the orbit totals W of the finish side, `other` those of the start
  // side, after the other number of jumps minus one. Returns the sum over all
  // positions r of parents, over moves r -> q, of N(r) * N_other(complement of q).
  //
  // Over an orbit that sum is W(r's orbit) times the sum over r's moves of
  // W_other(q's orbit) / |q's orbit|. The division is made exact and cheap by
  // using |orbit| = G / stabilizer: each term is multiplied by the stabilizer
  // of q (a count of equal images) and the whole sum divided by G at the end,
  // instead of a pass over both layers dividing every count by its orbit size.
  BigCount join(const L& parents, const L& other, B holes) {
    struct Acc {
      u128 sum = 0;
      BigCount big = 0;
      void add(const C& a, const C& b) {
        if constexpr (std::is_same_v<C, uint64_t>) {
          u128 p = u128(a) * b;
          if (__builtin_add_overflow(sum, p, &sum)) {
            big += toBig(sum - p);
            sum = p;
          }
        } else if constexpr (std::is_same_v<C, u128>) {
          u128 p;
          if (__builtin_mul_overflow(a, b, &p)) {
            big += toBig(a) * toBig(b);
          } else if (__builtin_add_overflow(sum, p, &sum)) {
            big += toBig(sum - p);
            sum = p;
          }
        } else {
          big += a * b;
        }
      }
    };
    std::vector<Acc> acc(size_t(1) << other.bits);
    // In a self-join (the central game: both sides are the same layer) the
    // terms pair up: r -> q by jump j matches comp(q) -> comp(r) by the same
    // jump, with the same product. So each pair is looked up once, with twice
    // the weight, from the side JoinSide puts first (a term that is its own
    // twin counts once).
    const bool self = &parents == &other;
    std::optional<JoinSide<B>> side;
    if (self) side.emplace(e_, group_, sharedSample(parents));
    // No pagoda test here: a child q whose complement is in `other` can reach
    // the finish (read backward, the path to comp(q) leads from q to the
    // finish), so it passes every pagoda. The test would only save lookups
    // that miss, and costs more than they do (the English count took 1.13 s
    // with it, median of 7, and 1.08 s without).
    scatter(
        parents, other.bits, SideMoves{side ? &*side : nullptr},
        // The complement of q in canonical form: complementing reverses the
        // order of positions, so its smallest image is the complement of q's largest.
        [&](const B* child, B r, int order, B& h, auto G) {
          const B s = holes ^ group_.largest(child, G);
          if (order == 0 && s < r) return 0;  // where f ties, the canonical order decides
          h = Mixer<B>::mix(s);
          const int stabilizer = group_.stabilizer(child, G);
          return self && (order > 0 || r < s) ? 2 * stabilizer : stabilizer;
        },
        [](const E&, std::span<const B>, int) {},
        [&](size_t tb, std::vector<E>& buf) {
          // As in next(): prefetching overlaps the lookups' cache misses.
          const size_t n = buf.size();
          for (size_t i = 0; i < n; ++i) {
            if (i + 2 * kAhead < n) other.prefetchSlot(buf[i + 2 * kAhead].h);
            if (i + kAhead < n) other.prefetchEntries(buf[i + kAhead].h);
            if (const E* hit = other.find(buf[i].h)) acc[tb].add(buf[i].count, hit->count);
          }
        },
        [] { return uint64_t(0); });
    BigCount total = 0;
    for (const Acc& a : acc) total += toBig(a.sum) + a.big;
    if (ex_) {
      // Each rank's share is exact, and only the whole sum is divisible by G.
      total = sumAcross(ex_, total);
      stats_.bytesSent.push_back(routing_.takeSent());
    }
    return total / group_.size();
  }

 private:
  // The moves next() expands: those that pass the pagoda filter, if any.
  struct PagodaMoves {
    const PagodaFilter* filter;
    using State = PagodaFilter::Slack;
    bool parent(B pegs, State& slack) const {
      if (filter) filter->slack(pegs, slack);
      return true;
    }
    int move(const State& slack, int j) const {
      return !filter || filter->keeps(slack, j) ? 1 : -1;
    }
  };
  // The moves join() expands: in a self-join, those whose term is looked up
  // from this side (JoinSide::order >= 0); the others are met from their twin.
  struct SideMoves {
    const JoinSide<B>* side;
    using State = int;  // the parent's weighted peg count
    bool parent(B pegs, int& f) const {
      if (!side) return true;
      f = side->value(pegs);
      return side->expands(pegs, f);
    }
    int move(int f, int j) const { return side ? side->order(f, j) : 1; }
  };

  // The key next() gives a child: its canonical form, mixed, with the
  // parent's count. scatter() makes these four at a time (canonicalKeys).
  struct CanonicalKey {};

  // keys[i] = the mixed canonical form of the parent's child by jumps[i], for
  // i < count <= 4; img holds the parent's G images.
  template <class N>
  void canonicalKeys(const B* img, const int* jumps, int count, B* keys, N G) const {
    constexpr bool lanes =
        std::is_same_v<B, uint64_t> && (std::is_same_v<N, std::integral_constant<int, 8>> ||
                                        std::is_same_v<N, std::integral_constant<int, 4>>);
    if constexpr (lanes) {
      const uint64_t* mask[4];
      for (int i = 0; i < 4; ++i) mask[i] = &masks_[size_t(jumps[std::min(i, count - 1)]) * G];
      const U64x4 k = Mixer<B>::mixLanes(smallestOfFour<int(G)>(img, mask));
      __builtin_memcpy(keys, &k, sizeof k);  // all four lanes: keys has room
    } else {
      B child[kMaxSymmetries];
      for (int i = 0; i < count; ++i) {
        const B* m = &masks_[size_t(jumps[i]) * G];
        for (int g = 0; g < G; ++g) child[g] = img[g] ^ m[g];
        keys[i] = Mixer<B>::mix(group_.smallest(child, G));
      }
    }
  }

  // About 256 positions spread over a layer.
  static std::vector<B> sample(const L& l) {
    std::vector<B> out;
    const uint64_t step = std::max<uint64_t>(1, l.size() / 256);
    uint64_t i = 0;
    for (const auto& bucket : l.buckets)
      for (const E& en : bucket)
        if (i++ % step == 0) out.push_back(Mixer<B>::unmix(en.h));
    return out;
  }
  // The same from every rank's share, in rank order: a self-join needs every
  // rank to pick the same side of each pair of terms, so the same weights.
  std::vector<B> sharedSample(const L& l) { return routing_.gathered(sample(l)); }

  // With ranks: whether any rank has parents left in this pass, after all
  // learn whether any has stopped (memory, time) or overflowed. Collective.
  bool agree(bool more, bool overflow) {
    typename RankRouting<B, C>::Stops stops{memoryLimit_.load(), overflow || overflow_,
                                            timeLimit_.load()};
    const bool go = routing_.agree(more, stops);
    if (stops.memory) memoryLimit_ = true;
    if (stops.overflow) overflow_ = true;
    if (stops.time) timeLimit_ = true;
    return go;
  }

  // markParents with ranks: a parent's children owned elsewhere are asked of
  // their owners, a chunk at a time, and the answers (one byte a question)
  // sent back. Collective.
  Marks markParentsAcross(const L& cur, const L& nxt, const Marks& nextMarks) {
    Marks m(cur.buckets.size());
    for (size_t b = 0; b < cur.buckets.size(); ++b) m[b].assign(cur.buckets[b].size(), 0);
    const int G = group_.size();
    struct Ask {
      size_t owner;
      B key;
      uint32_t bucket, index;
    };
    Cursor next;
    std::vector<Piece> pieces;
    for (;;) {
      const bool more = next.bucket < cur.buckets.size();
      if (!anyAcross(ex_, more)) break;
      std::vector<std::vector<Ask>> asks;
      if (more) {
        nextChunk(cur, chunk_ / 8, next, pieces);
        asks.resize(pieces.size());
        tbb::parallel_for(size_t(0), pieces.size(), [&](size_t k) {
          const Piece& pc = pieces[k];
          B img[kMaxSymmetries], child[kMaxSymmetries];
          for (size_t i = pc.begin; i < pc.end; ++i) {
            const B pegs = Mixer<B>::unmix(cur.buckets[pc.bucket][i].h);
            group_.images(pegs, img);
            const size_t before = asks[k].size();
            const bool here = e_.anyJump(pegs, [&](int j) {
              for (int g = 0; g < G; ++g) child[g] = img[g] ^ e_.imageMask(group_.symmetry(g), j);
              const B h = Mixer<B>::mix(group_.smallest(child));
              if (!mine(h)) {
                asks[k].push_back(Ask{routing_.ownerOf(h), h, uint32_t(pc.bucket), uint32_t(i)});
                return false;
              }
              size_t nb = 0;
              const E* hit = nxt.find(h, &nb);
              return hit && nextMarks[nb][size_t(hit - nxt.buckets[nb].data())];
            });
            if (here) {
              m[pc.bucket][i] = 1;
              asks[k].resize(before);  // marked already: nothing to ask
            }
          }
        });
      }
      const uint64_t ranks = routing_.ranks();
      std::vector<Bytes> questions(ranks);
      std::vector<std::vector<const Ask*>> askedOf(ranks);
      for (const auto& list : asks)
        for (const Ask& a : list) {
          putValue(questions[a.owner], a.key);
          askedOf[a.owner].push_back(&a);
        }
      const std::vector<Bytes> replies = routing_.ask(questions, [&](B key) {
        size_t nb = 0;
        const E* hit = nxt.find(key, &nb);
        return hit && nextMarks[nb][size_t(hit - nxt.buckets[nb].data())];
      });
      for (size_t r = 0; r < ranks; ++r)
        for (size_t i = 0; i < replies[r].size(); ++i)
          if (replies[r][i]) m[askedOf[r][i]->bucket][askedOf[r][i]->index] = 1;
    }
    return m;
  }

  // Expands the parents chunk by chunk: children go to per-thread buffers by
  // target bucket, then each bucket is processed by one task. `moves` says
  // which parents and moves to expand: moves.parent(pegs, state) sets a
  // parent's state, false skips the parent (onParent does not see it), and
  // moves.move(state, j) gives a verdict on jump j: negative skips it, else it
  // is passed on. keyOf(child images, parent, verdict, key, group size) sets a
  // child's mixed key and gives the factor the parent's count is taken with (0
  // skips the child), or is CanonicalKey; process(bucket, buffer) consumes the
  // children.
  template <class Moves, class KeyOf, class OnParent, class Process, class TableBytes>
  void scatter(const L& parents, int bits, const Moves& moves, KeyOf&& keyOf, OnParent&& onParent,
               Process&& process, TableBytes&& tableBytes) {
    const size_t nb = size_t(1) << bits;
    const uint64_t total = parents.size();
    std::atomic<bool> overflow{false};
    passStart_ = std::chrono::steady_clock::now();
    uint64_t done = 0;
    std::vector<Piece> pieces;
    Cursor next;
    for (;;) {
      // With ranks, a rank whose parents are done still takes part in the
      // exchanges until every rank is done.
      const bool more = next.bucket < parents.buckets.size();
      if (ex_ ? !agree(more, overflow) : !more || stopped()) break;
      uint64_t inChunk = 0;
      if (more) {
        const uint64_t want = std::max<uint64_t>(1, uint64_t(double(chunk_) / perParent_));
        inChunk = nextChunk(parents, want, next, pieces);
        const uint64_t children = expand(parents, pieces, bits, moves, keyOf, onParent, overflow);
        perParent_ = std::max(1.0, double(children) / double(std::max<uint64_t>(inChunk, 1)));
      }
      if (ex_) routing_.sendAway(local_, bits);
      tbb::parallel_for(size_t(0), nb, [&](size_t tb) {
        process(tb, gatherBucket(tb, bits));
      });
      done += inChunk;
      checkMemory(parents, tableBytes());
      checkTime();
      progress(done, total);
    }
    if (overflow) overflow_ = true;
  }

  // A chunk is a run of parents with about chunk_ children: whole buckets,
  // or a part of one larger than a chunk, cut into pieces for the threads
  // to share. (With whole buckets only, a chunk of a 200-million-position
  // layer was a bucket of 7.8 million children, and the buffers grew to
  // 350 MB, past the memory limit's room for them.)
  struct Piece {
    size_t bucket, begin, end;
  };
  struct Cursor {
    size_t bucket = 0, entry = 0;  // the next parent
  };

  // Cuts the next chunk of about `want` parents, from `next` on, into pieces;
  // returns the number of parents in it and moves `next` past them.
  static uint64_t nextChunk(const L& parents, uint64_t want, Cursor& next,
                            std::vector<Piece>& pieces) {
    const size_t np = parents.buckets.size();
    size_t& pb = next.bucket;
    size_t& pi = next.entry;
    pieces.clear();
    uint64_t inChunk = 0;
    while (pb < np) {
      const size_t left = parents.buckets[pb].size() - pi;
      if (!pieces.empty() && inChunk + left > want) break;
      const size_t take = size_t(std::min<uint64_t>(left, want));
      const size_t step = take > want / 4 ? std::max<size_t>(256, want / 16) : take;
      for (size_t s = 0; s < take; s += step)
        pieces.push_back({pb, pi + s, pi + std::min(take, s + step)});
      inChunk += take;
      pi += take;
      if (pi < parents.buckets[pb].size()) break;  // the rest in the next chunk
      ++pb, pi = 0;
    }
    return inChunk;
  }

  // Expands the parents of a chunk's pieces in parallel into this thread's
  // buffers by target bucket; returns the number of legal jumps seen.
  template <class Moves, class KeyOf, class OnParent>
  uint64_t expand(const L& parents, const std::vector<Piece>& pieces, int bits, const Moves& moves,
                  KeyOf& keyOf, OnParent& onParent, std::atomic<bool>& overflow) {
    const size_t nb = size_t(1) << bits;
    std::atomic<uint64_t> children{0};
    withGroupSize(group_.size(), [&](auto G) {
      tbb::parallel_for(tbb::blocked_range<size_t>(0, pieces.size()),
                        [&](const tbb::blocked_range<size_t>& r) {
                          children += expandPieces(parents, pieces, r.begin(), r.end(), bits, nb,
                                                   moves, keyOf, onParent, overflow, G);
                        });
    });
    return children;
  }

  // The pieces first..last of expand(), on one thread: the counter's hot loop,
  // compiled for AVX-512 and AVX2 as well where the build targets a baseline
  // (PEGSAT_VECTOR_CLONES, count/vector_lanes.hpp).
  template <class Moves, class KeyOf, class OnParent, class N>
  PEGSAT_VECTOR_CLONES uint64_t expandPieces(const L& parents, const std::vector<Piece>& pieces,
                                             size_t first, size_t last, int bits, size_t nb,
                                             const Moves& moves, KeyOf& keyOf, OnParent& onParent,
                                             std::atomic<bool>& overflow, N G) {
    Buf& out = buffers(nb * routing_.ranks());
    // 256 buffers are written in turn, each a line out of cache: ask
    // for a buffer's next lines before the stores stall on them.
    auto emit = [&](B h, const C& w) {
      std::vector<E>& o = out[routing_.route(h, bits)];
      o.push_back(E{h, w});
      // (Past the end it is harmless: a prefetch never faults, and
      // the address is made in integers.)
      const uintptr_t end = uintptr_t(o.data() + o.size());
      __builtin_prefetch(reinterpret_cast<const void*>(end + 8 * sizeof(E)), 1);
    };
    uint64_t n = 0;
    B img[kMaxSymmetries], child[kMaxSymmetries];
    std::vector<int> kept(size_t(e_.jumpCount()));
    typename Moves::State state{};
    for (size_t k = first; k != last; ++k)
      for (size_t i = pieces[k].begin; i < pieces[k].end; ++i) {
        // Polled within the chunk as well (see next()); what is left of a
        // stopped pass is not used.
        if ((i & 1023) == 0 && checkTime()) break;
        const E& en = parents.buckets[pieces[k].bucket][i];
        const B pegs = Mixer<B>::unmix(en.h);
        if (!moves.parent(pegs, state)) continue;
        group_.images(pegs, img, G);
        const C& c = en.count;
        int legal = 0;
        if constexpr (std::is_same_v<std::decay_t<KeyOf>, CanonicalKey>) {
          // The kept jumps first, without a branch on the verdicts,
          // then their children's keys four at a time.
          int nk = 0;
          e_.anyJump(pegs, [&](int j) {
            ++legal;
            kept[size_t(nk)] = j;
            nk += moves.move(state, j) >= 0;
            return false;
          });
          for (int f = 0; f < nk; f += 4) {
            B keys[4];
            const int four = std::min(4, nk - f);
            canonicalKeys(img, &kept[size_t(f)], four, keys, G);
            for (int q = 0; q < four; ++q) emit(keys[q], c);
          }
        } else {
          e_.anyJump(pegs, [&](int j) {
            ++legal;
            const int verdict = moves.move(state, j);
            if (verdict < 0) return false;
            const B* m = &masks_[size_t(j) * G];
            for (int g = 0; g < G; ++g) child[g] = img[g] ^ m[g];
            B h;
            if (const int times = keyOf(child, pegs, verdict, h, G)) {
              C w = c;
              if (times > 1 && !mulBy(w, C(times))) overflow = true;
              emit(h, w);
            }
            return false;
          });
        }
        onParent(en, std::span<const B>(img, size_t(int(G))), legal);
        n += legal;
      }
    return n;
  }

  // The children of this rank's bucket tb, from every thread and (with ranks)
  // from every rank, ordered by the 8 key bits below the bucket bits (one
  // counting-sort pass): a bucket's table and a layer's directory are indexed
  // by those bits first, so process() then walks them in address order, which
  // the cache prefetches, instead of jumping about. Empties the threads'
  // buffers for the bucket. (A thread that expanded nothing this layer may
  // hold buffers for another bucket count, all empty.)
  std::vector<E>& gatherBucket(size_t tb, int bits) {
    const size_t slot = (routing_.rank() << bits) | tb, nb = size_t(1) << bits;
    const int shift = 64 - 8 - bits;
    auto digit = [shift](B h) { return (Mixer<B>::top(h) >> shift) & 255; };
    size_t start[257] = {};
    for (Buf& buf : local_)
      if (slot < buf.size())
        for (const E& x : buf[slot]) ++start[digit(x.h) + 1];
    routing_.eachReceived(tb, nb, [&](const E& x) { ++start[digit(x.h) + 1]; });
    for (int i = 0; i < 256; ++i) start[i + 1] += start[i];
    std::vector<E>& sorted = ordered_.local();
    sorted.resize(start[256]);
    for (Buf& buf : local_) {
      if (slot >= buf.size()) continue;
      for (E& x : buf[slot]) sorted[start[digit(x.h)]++] = std::move(x);
      buf[slot].clear();
    }
    routing_.eachReceived(tb, nb, [&](E&& x) {
      const size_t d = digit(x.h);
      sorted[start[d]++] = std::move(x);
    });
    routing_.releaseReceived(tb);
    return sorted;
  }

  // Records the peak memory after a chunk, and stops while the buffers of one
  // more chunk still fit (a table stops itself at its budget).
  void checkMemory(const L& parents, uint64_t tableBytes) {
    const uint64_t bytes = held_ + parents.bytes() + tableBytes + bufferBytes();
    stats_.peakBytes = std::max(stats_.peakBytes, bytes);
    if (opt_.budget.overBytes(bytes + 2 * chunk_ * sizeof(E)) != Stop::None) memoryLimit_ = true;
  }

  // Polls the budget (from any thread): true once time or the flag has
  // stopped the search.
  bool checkTime() {
    if (timeLimit_.load(std::memory_order_relaxed)) return true;
    const Stop s = opt_.budget.poll();
    if (s == Stop::None) return false;
    timeStop_ = s;
    timeLimit_ = true;
    return true;
  }

  // The children's buffers and sorted copies, on every thread.
  uint64_t bufferBytes() const {
    uint64_t n = 0;
    for (const Buf& buf : local_)
      for (const auto& v : buf) n += v.capacity() * sizeof(E);
    for (const auto& v : ordered_) n += v.capacity() * sizeof(E);
    return n + routing_.bufferBytes();
  }

  // This thread's buffers for nb buckets (of every rank), each with room for
  // an even share of a chunk (buffers left from a layer with fewer buckets
  // would waste theirs).
  std::vector<std::vector<E>>& buffers(size_t nb) {
    Buf& out = local_.local();
    if (out.size() != nb) {
      const size_t threads = size_t(std::max(1, tbb::this_task_arena::max_concurrency()));
      const size_t share = chunk_ / nb / threads;
      out.assign(nb, {});
      for (auto& v : out) v.reserve(share + share / 8 + 16);
    }
    return out;
  }

  // "layer 14: 612000/1050924 positions expanded, 1.2M/s, 0.4 s left in this
  // layer, 2.9 s" (the last figure: since the count began). The time left is
  // this pass's alone, and shown only once util/time_left.hpp's rule says it
  // means something.
  void progress(uint64_t done, uint64_t total) {
    if (!opt_.progress) return;
    auto now = std::chrono::steady_clock::now();
    if (now - lastProgress_ < std::chrono::milliseconds(250)) return;
    lastProgress_ = now;
    const double secs = std::chrono::duration<double>(now - start_).count();
    const double inPass = std::chrono::duration<double>(now - passStart_).count();
    const double rate = inPass > 0 ? double(done) / inPass : 0;
    const std::optional<double> left = secondsLeft(done, total, inPass);
    opt_.progress(fmt::format(
        "{}layer {}: {}/{} positions expanded, {:.2f}M/s, {}{:.1f} s", phase_, depth_ + 1, done,
        total, rate / 1e6, left ? fmt::format("{:.1f} s left in this layer, ", *left) : "", secs));
  }

  // "marking layer 14: 32/256 buckets, 2.1 s in this layer, 40.3 s" while
  // markParents runs (the --levels table's backward pass).
  void markProgress(int layer, size_t done, size_t total) {
    if (!opt_.progress) return;
    auto now = std::chrono::steady_clock::now();
    if (done < total && now - lastProgress_ < std::chrono::milliseconds(250)) return;
    lastProgress_ = now;
    opt_.progress(fmt::format("{}marking layer {}: {}/{} buckets, {:.1f} s in this layer, {:.1f} s",
                              phase_, layer, done, total,
                              std::chrono::duration<double>(now - passStart_).count(),
                              std::chrono::duration<double>(now - start_).count()));
  }

  static constexpr size_t kAhead = 8;          // children prefetched ahead

  const Engine<B>& e_;
  const SymmetryImages<B>& group_;
  const CountOptions& opt_;
  RankRouting<B, C> routing_;
  Exchange* ex_;  // null in one process
  // Children buffered at once. With ranks each chunk is also copied into a
  // send buffer and out of a receive buffer, and a page touched anew costs
  // microseconds in a virtual machine: a 2-rank English count made 61,000 page
  // faults in 2.5 s of CPU with chunks of 2^20 children, 34,000 in 2.05 s with
  // 2^18. One process was 12% slower with 2^18 (more, shorter passes), so it
  // keeps 2^20.
  const uint64_t chunk_ = ex_ ? 1 << 18 : 1 << 20;
  const PagodaFilter* filter_ = nullptr;
  // The children's buffers (per thread, per target bucket) and the merged
  // bucket, kept from layer to layer: made afresh for each layer, their
  // growth cost page faults and copies, a tenth of the count's CPU time.
  using Buf = typename RankRouting<B, C>::Buf;
  typename RankRouting<B, C>::ThreadBufs local_;
  tbb::enumerable_thread_specific<std::vector<E>> ordered_;
  std::vector<B> masks_;  // [jump][group element]
  CountStats stats_;
  std::atomic<bool> overflow_{false};
  std::atomic<bool> memoryLimit_{false};
  std::atomic<bool> timeLimit_{false};
  // The budget's limit behind timeLimit_ (the clock, the stop flag, the CPU
  // time); None when another rank's came first, which reads as the clock.
  std::atomic<Stop> timeStop_{Stop::None};
  // Children per parent, learned chunk by chunk and kept from pass to pass:
  // a pass that started again from a guess made its first chunk several
  // times too big on boards with many jumps a position.
  double perParent_ = 8;
  uint64_t held_ = 0;
  double growth_ = 3;
  int depth_ = 0;
  std::string phase_;
  std::chrono::steady_clock::time_point start_, passStart_, lastProgress_{};
};

// Runs f in a TBB arena of options.threads threads (0: all cores).
template <class F>
auto inArena(const CountOptions& opt, F&& f) {
  tbb::task_arena arena(opt.threads > 0 ? opt.threads : tbb::task_arena::automatic);
  return arena.execute(std::forward<F>(f));
}

}  // namespace pegsat::counting
