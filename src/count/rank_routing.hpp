// SPDX-License-Identifier: GPL-3.0-or-later
// How a layered count shared by ranks (CountOptions::exchange) moves its
// children between processes: which rank owns a position, the buffers the
// children travel in through the Exchange, and the collectives that keep every
// rank's loop over chunks in step. LayerSearch (layer_search.hpp) holds the
// layer algorithm and calls these at fixed points of each pass; kept apart so
// that the algorithm reads the same with one process or many, and so that the
// wire format of a chunk lives in one place.
//
// Every collective here must be called by every rank at the same point of the
// count, in the same order. With no exchange (one process) the rank count is
// 1, every key is this rank's, and no collective is ever called.
#pragma once

#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "count/bucket_layer.hpp"
#include "count/exchange.hpp"

namespace pegsat::counting {

template <class B, class C>
class RankRouting {
 public:
  using E = Entry<B, C>;
  // A thread's children, by target slot: (owning rank << bucket bits) | bucket.
  using Buf = std::vector<std::vector<E>>;
  using ThreadBufs = tbb::enumerable_thread_specific<Buf>;

  // `ex` null, or of one rank, means one process.
  explicit RankRouting(Exchange* ex)
      : ex_(ex && ex->size() > 1 ? ex : nullptr),
        ranks_(ex_ ? uint64_t(ex_->size()) : 1),
        rank_(ex_ ? size_t(ex_->rank()) : 0) {}

  Exchange* exchange() const { return ex_; }
  bool shared() const { return ex_ != nullptr; }
  uint64_t ranks() const { return ranks_; }
  size_t rank() const { return rank_; }

  // The rank that owns a mixed key: its low 32 bits scaled to the rank count
  // (0 with one rank). The top bits pick the bucket, so they must not.
  size_t ownerOf(B h) const { return size_t((uint64_t(uint32_t(h)) * ranks_) >> 32); }
  bool mine(B h) const { return ownerOf(h) == rank_; }
  // The buffer a child goes to: its owner's run of buckets, then its bucket.
  size_t route(B h, int bits) const { return (ownerOf(h) << bits) | bucketOf(h, bits); }

  // What stopped a rank's pass, or overflowed its counts.
  struct Stops {
    bool memory = false, overflow = false, time = false;
  };
  // Whether any rank has parents left in this pass, after every rank learns
  // whether any has stopped (memory, time) or overflowed: `stops` comes back
  // as the OR over ranks. Collective.
  bool agree(bool more, Stops& stops) {
    const uint64_t all =
        orAcross(ex_, uint64_t(more) | uint64_t(stops.memory) << 1 | uint64_t(stops.overflow) << 2 |
                          uint64_t(stops.time) << 3);
    stops.memory = all & 2, stops.overflow = all & 4, stops.time = all & 8;
    return (all & 1) && !(all & 14);
  }

  // Sends the children in the threads' buffers that other ranks own to them.
  // Collective. A rank's part for another is, unless it has no children for
  // it, that rank's nb bucket sizes (entries, 64 bits each) and then the
  // entries bucket by bucket: the receiver finds each bucket's entries where
  // they landed, and eachReceived reads them in place, so that gatherBucket
  // orders them with the rank's own children in one pass. (Unpacked entry by
  // entry into vectors by bucket, one thread, and merged in the order they
  // came, they were a second copy of each chunk: a 2-rank English count
  // peaked at 96 MB a rank with it, 81 MB without.)
  void sendAway(ThreadBufs& local, int bits) {
    const size_t nb = size_t(1) << bits;
    // entries[r * nb + tb]: the children for rank r's bucket tb, all threads'.
    std::vector<uint64_t> entries(ranks_ * nb, 0);
    for (const Buf& buf : local)
      for (size_t slot = 0; slot < std::min(buf.size(), entries.size()); ++slot)
        entries[slot] += buf[slot].size();
    std::vector<size_t> sizes(ranks_, 0), offsets(ranks_ + 1, 0);
    auto each = [&](size_t r, size_t tb, auto&& f) {
      for (Buf& buf : local)
        if (const size_t slot = (r << bits) | tb; slot < buf.size()) f(buf[slot]);
    };
    auto putHeader = [&](size_t r, size_t at) {
      std::memcpy(send_.data() + at, &entries[r * nb], nb * sizeof(uint64_t));
    };
    if constexpr (std::is_trivially_copyable_v<E>) {
      for (size_t r = 0; r < ranks_; ++r) {
        uint64_t n = 0;
        for (size_t tb = 0; tb < nb && r != rank_; ++tb) n += entries[r * nb + tb];
        sizes[r] = n ? nb * sizeof(uint64_t) + n * sizeof(E) : 0;
        offsets[r + 1] = offsets[r] + sizes[r];
      }
      send_.resize(offsets[ranks_]);
      // Each run copied straight into the kept send buffer, run by run in parallel.
      // Both bounds size_t: ranks_ is 64-bit, and size_t is 32 bits on wasm32.
      tbb::parallel_for(size_t(0), size_t(ranks_ * nb), [&](size_t slot) {
        const size_t r = slot >> bits, tb = slot & (nb - 1);
        if (!sizes[r]) return;
        if (tb == 0) putHeader(r, offsets[r]);
        size_t at = offsets[r] + nb * sizeof(uint64_t);
        for (size_t t = r * nb; t < slot; ++t) at += entries[t] * sizeof(E);
        each(r, tb, [&](std::vector<E>& v) {
          if (!v.empty()) std::memcpy(send_.data() + at, v.data(), v.size() * sizeof(E));
          at += v.size() * sizeof(E);
          v.clear();
        });
      });
    } else {
      send_.clear();
      for (size_t r = 0; r < ranks_; ++r) {
        uint64_t n = 0;
        for (size_t tb = 0; tb < nb && r != rank_; ++tb) n += entries[r * nb + tb];
        if (n) {
          send_.resize(send_.size() + nb * sizeof(uint64_t));
          putHeader(r, offsets[r]);
          for (size_t tb = 0; tb < nb; ++tb)
            each(r, tb, [&](std::vector<E>& v) {
              putEntries(send_, v);
              v.clear();
            });
        }
        sizes[r] = send_.size() - offsets[r];
        offsets[r + 1] = send_.size();
      }
    }
    sent_ += send_.size();
    ex_->allToAll(send_, sizes, received_, receivedSizes_);
    // Where each rank's run of each bucket starts in received_.
    runs_.assign(ranks_ * nb, Run{});
    if constexpr (!std::is_trivially_copyable_v<E>) incoming_.resize(nb);
    const auto malformed = [] { return std::runtime_error("a rank sent a malformed exchange"); };
    size_t part = 0;
    for (size_t r = 0; r < ranks_; ++r) {
      const size_t end = part + receivedSizes_[r];
      if (part < end) {
        if (receivedSizes_[r] < nb * sizeof(uint64_t)) throw malformed();
        size_t head = part, at = part + nb * sizeof(uint64_t);
        for (size_t tb = 0; tb < nb; ++tb) {
          const uint64_t n = getValue<uint64_t>(received_, head);
          if constexpr (std::is_trivially_copyable_v<E>) {
            if (n > (end - at) / sizeof(E)) throw malformed();
            runs_[r * nb + tb] = Run{at, n};
            at += n * sizeof(E);
          } else {
            for (uint64_t i = 0; i < n; ++i) {
              if (at >= end) throw malformed();
              incoming_[tb].push_back(getEntry(received_, at));
            }
          }
        }
        if (at != end) throw malformed();
      }
      part = end;
    }
  }

  // Calls f on each child other ranks sent for this rank's bucket tb (of nb)
  // in the last sendAway, read in place (memcpy: the receive buffer holds
  // bytes, not entries); with big counts, moved out of their vectors. None in
  // one process.
  template <class F>
  void eachReceived(size_t tb, size_t nb, F&& f) {
    if constexpr (std::is_trivially_copyable_v<E>) {
      for (size_t r = 0; r * nb + tb < runs_.size(); ++r)
        for (size_t i = 0, at = runs_[r * nb + tb].at; i < runs_[r * nb + tb].entries; ++i)
          f(getValue<E>(received_, at));
    } else if (tb < incoming_.size()) {
      for (E& x : incoming_[tb]) f(std::move(x));
    }
  }
  // Done with bucket tb's received children (big counts held them apart).
  void releaseReceived(size_t tb) {
    if constexpr (!std::is_trivially_copyable_v<E>)
      if (tb < incoming_.size()) incoming_[tb].clear();
  }

  // Sends each rank r the keys in questions[r] (putValue'd), answers the
  // questions received with answer(key) (0 or 1, a byte each), and returns
  // the replies to this rank's questions, by rank, in the order asked.
  // Collective.
  template <class Answer>
  std::vector<Bytes> ask(const std::vector<Bytes>& questions, Answer&& answer) {
    for (const Bytes& q : questions) sent_ += q.size();
    const std::vector<Bytes> received = ex_->allToAll(questions);
    std::vector<Bytes> answers(ranks_);
    for (size_t r = 0; r < ranks_; ++r)
      for (size_t at = 0; at < received[r].size();)
        answers[r].push_back(answer(getValue<B>(received[r], at)) ? 1 : 0);
    return ex_->allToAll(answers);
  }

  // Every rank's positions, in rank order, on every rank (`mine` alone in one
  // process). Collective.
  std::vector<B> gathered(std::vector<B> mine) {
    if (!ex_) return mine;
    Bytes bytes;
    for (B x : mine) putValue(bytes, x);
    std::vector<B> all;
    for (const Bytes& b : ex_->allGather(bytes))
      for (size_t at = 0; at < b.size();) all.push_back(getValue<B>(b, at));
    return all;
  }

  // Bytes sent to other ranks since the last call.
  uint64_t takeSent() { return std::exchange(sent_, 0); }
  // The send and receive buffers, kept from chunk to chunk.
  uint64_t bufferBytes() const {
    uint64_t n = 0;
    for (const auto& v : incoming_) n += v.capacity() * sizeof(E);
    return n + send_.capacity() + received_.capacity();
  }

 private:
  // A rank's entries for another, as bytes: fixed-width counts as they are,
  // big counts as limbs.
  static void putEntries(Bytes& out, const std::vector<E>& v) {
    if constexpr (std::is_trivially_copyable_v<E>) {
      const size_t at = out.size();
      out.resize(at + v.size() * sizeof(E));
      if (!v.empty()) std::memcpy(out.data() + at, v.data(), v.size() * sizeof(E));
    } else {
      for (const E& en : v) {
        putValue(out, en.h);
        putBig(out, toBig(en.count));
      }
    }
  }
  // Reads one entry put by putEntries at `at`, and moves `at` past it.
  static E getEntry(const Bytes& in, size_t& at) {
    if constexpr (std::is_trivially_copyable_v<E>) {
      return getValue<E>(in, at);
    } else {
      E en;
      en.h = getValue<B>(in, at);
      en.count = C(getBig(in, at));
      return en;
    }
  }

  Exchange* ex_;           // null in one process
  uint64_t ranks_;         // 1 in one process
  size_t rank_;            // 0 in one process
  uint64_t sent_ = 0;      // bytes sent to other ranks since takeSent()
  Bytes send_, received_;  // the exchange's buffers, kept
  // Where the children received from rank r for bucket tb lie in received_
  // (runs_[r * buckets + tb]), or with big counts, the children received, by
  // bucket.
  struct Run {
    size_t at = 0;
    uint64_t entries = 0;
  };
  std::vector<Run> runs_;
  std::vector<std::vector<E>> incoming_;
  std::vector<size_t> receivedSizes_;
};

}  // namespace pegsat::counting
