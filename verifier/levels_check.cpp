// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifier/levels_check.hpp"

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <array>
#include <mutex>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "peg/levels_data.hpp"
#include "util/sha256.hpp"
#include "util/text.hpp"
#include "verifier/jump_lines.hpp"

namespace pegsat {
namespace {

using Key = Cells;  // a position as a set of hole numbers (peg/levels_data.hpp)

// The board in hole numbers: its jump lines, and the symmetries keeping
// start and finish as byte tables (an image is the OR of one entry per byte).
class Geometry {
 public:
  struct Line {
    int from, over, to;
    Key mask;
  };

  // Empty `error()` when every symmetry maps holes onto holes and jump lines
  // onto jump lines; the canonical form is then a sound representative.
  Geometry(const Board& b, const HoleNumbering& n, Cells start, Cells finish) {
    holes_ = n.holes();
    full_ = holes_ == 128 ? ~Key(0) : (Key(1) << holes_) - 1;
    bytes_ = (holes_ + 7) / 8;
    std::vector<int> holeOf(size_t(b.cells()), -1);
    for (int h = 0; h < holes_; ++h) holeOf[size_t(n.cellOf(h))] = h;
    byFrom_.resize(size_t(holes_));
    byTo_.resize(size_t(holes_));
    std::set<std::tuple<int, int, int>> lineSet;
    for (const JumpLine& j : jumpLines(b)) {
      const int f = holeOf[size_t(j.from)], o = holeOf[size_t(j.over)], t = holeOf[size_t(j.to)];
      byFrom_[size_t(f)].push_back(int(lines_.size()));
      byTo_[size_t(t)].push_back(int(lines_.size()));
      lines_.push_back({f, o, t, bitAt<Key>(f) | bitAt<Key>(o) | bitAt<Key>(t)});
      lineSet.insert({f, o, t});
    }
    std::vector<std::vector<int>> perms;  // but the identity
    for (int s : b.symmetriesKeeping({start, finish})) {
      std::vector<int> perm(size_t(holes_), -1);
      std::vector<bool> hit(size_t(holes_), false);
      for (int h = 0; h < holes_; ++h) {
        const Cells img = b.apply(s, bitAt<Cells>(n.cellOf(h)));
        const int c = popcount(img) == 1 ? lowestBit(img) : -1;
        const int to = c >= 0 && c < b.cells() ? holeOf[size_t(c)] : -1;
        if (to < 0 || hit[size_t(to)]) {
          error_ = fmt::format("the board's symmetry {} does not map its holes onto its holes", s);
          return;
        }
        hit[size_t(to)] = true;
        perm[size_t(h)] = to;
      }
      for (Cells ends : {start, finish}) {
        Cells img = 0;
        forEachBit(n.pack(ends), [&](int h) { img |= bitAt<Cells>(perm[size_t(h)]); });
        if (img != n.pack(ends)) {
          error_ = fmt::format("the board's symmetry {} moves the start or the finish", s);
          return;
        }
      }
      for (const Line& l : lines_)
        if (!lineSet.count({perm[size_t(l.from)], perm[size_t(l.over)], perm[size_t(l.to)]})) {
          error_ = fmt::format("the board's symmetry {} does not map jump lines onto jump lines",
                               s);
          return;
        }
      if (std::all_of(perm.begin(), perm.end(), [h = 0](int p) mutable { return p == h++; }))
        continue;  // the identity: every position is its own image
      perms.push_back(perm);
      std::vector<Key> table(size_t(bytes_) * 256, 0);
      for (int k = 0; k < bytes_; ++k)
        for (int v = 0; v < 256; ++v)
          for (int i = 0; i < 8; ++i)
            if ((v >> i & 1) && 8 * k + i < holes_)
              table[size_t(k) * 256 + size_t(v)] |= bitAt<Key>(perm[size_t(8 * k + i)]);
      tables_.push_back(std::move(table));
    }
    for (const Line& l : lines_)
      for (const std::vector<int>& perm : perms)
        lineImages_.push_back(bitAt<Key>(perm[size_t(l.from)]) | bitAt<Key>(perm[size_t(l.over)]) |
                              bitAt<Key>(perm[size_t(l.to)]));
  }

  const std::string& error() const { return error_; }
  int holes() const { return holes_; }
  Key full() const { return full_; }
  size_t symmetries() const { return tables_.size() + 1; }

  // The images of p under the symmetries but the identity.
  using Images = std::array<Key, kMaxSymmetries>;
  Images images(Key p) const {
    Images img{};
    for (size_t s = 0; s < tables_.size(); ++s) {
      const std::vector<Key>& t = tables_[s];
      for (int k = 0; k < bytes_; ++k) img[s] |= t[size_t(k) * 256 + size_t((p >> (8 * k)) & 255)];
    }
    return img;
  }
  // The smallest image of p under the symmetries keeping start and finish.
  Key canonical(Key p) const { return smallest(p, images(p)); }

  // f(q, canonical(q)) for every position q one move after p (a peg
  // jumping once, or on and on: every prefix of the chain), or one jump
  // with `single`. A jump flips its line's three holes, and each image's
  // the image of the line, so the images follow the chain without tables.
  template <class F>
  void forward(Key p, bool single, F&& f) const {
    const Images img = images(p);
    forEachBit(p, [&](int h) { onward(p, img, h, single, f); });
  }
  // f(q, canonical(q)) for every position q one move before p: the peg now
  // at h came there by a chain; un-jumping its last jump, then the one
  // before, ...
  template <class F>
  void backward(Key p, bool single, F&& f) const {
    const Images img = images(p);
    forEachBit(p, [&](int h) { back(p, img, h, single, f); });
  }

 private:
  Key smallest(Key p, const Images& img) const {
    Key best = p;
    for (size_t s = 0; s < tables_.size(); ++s) best = std::min(best, img[s]);
    return best;
  }
  Images step(const Images& img, int line) const {
    Images out{};
    const Key* li = lineImages_.data() + size_t(line) * tables_.size();
    for (size_t s = 0; s < tables_.size(); ++s) out[s] = img[s] ^ li[s];
    return out;
  }
  template <class F>
  void onward(Key p, const Images& img, int h, bool single, F& f) const {
    for (int i : byFrom_[size_t(h)]) {
      const Line& l = lines_[size_t(i)];
      if (!(p >> l.over & 1) || (p >> l.to & 1)) continue;
      const Key q = p ^ l.mask;
      const Images qi = step(img, i);
      f(q, smallest(q, qi));
      if (!single) onward(q, qi, l.to, single, f);
    }
  }
  template <class F>
  void back(Key p, const Images& img, int h, bool single, F& f) const {
    for (int i : byTo_[size_t(h)]) {
      const Line& l = lines_[size_t(i)];
      if ((p >> l.over & 1) || (p >> l.from & 1)) continue;
      const Key q = p ^ l.mask;
      const Images qi = step(img, i);
      f(q, smallest(q, qi));
      if (!single) back(q, qi, l.from, single, f);
    }
  }

  int holes_ = 0, bytes_ = 0;
  Key full_ = 0;
  std::vector<Line> lines_;
  std::vector<std::vector<int>> byFrom_, byTo_;
  std::vector<std::vector<Key>> tables_;  // by symmetry but the identity
  // By line, then symmetry: the line's holes mapped by the symmetry.
  std::vector<Key> lineImages_;
  std::string error_;
};

// One side's levels, and the level of each of their positions.
struct Side {
  std::vector<std::vector<Key>> levels;
  absl::flat_hash_map<Key, int, Hash128> index;
  // The level of `key`, or -1.
  int levelOf(Key key) const {
    auto it = index.find(key);
    return it == index.end() ? -1 : it->second;
  }
};

struct Cut {
  std::vector<std::vector<long long>> weights;  // by hole number
  std::vector<long long> thresholds;
  bool complement = false;
  bool cuts(Key p, Key full) const {
    if (complement) p = full & ~p;
    for (size_t g = 0; g < weights.size(); ++g) {
      long long sum = 0;
      forEachBit(p, [&](int h) { sum += weights[g][size_t(h)]; });
      if (sum < thresholds[g]) return true;
    }
    return false;
  }
};


// The first move out of `level` (forward) or into it (backward) whose other
// end neither `allowed(key)` accepts nor `cut` cuts: the closure of a level.
struct Failure {
  size_t at;
  Key from, to;
  int landed;  // the level it is in, or -1
};
struct Closure {
  std::optional<Failure> failure;
  Stop stopped = Stop::None;
};
template <class Landed, class Prefetch>
Closure closure(const Geometry& geo, const std::vector<Key>& level, bool fwd, bool single,
                const Cut& cut, size_t next, const Landed& landed, const Prefetch& prefetch,
                BudgetPoll& poll) {
  Closure out;
  std::mutex lock;
  constexpr size_t kBlock = 4096;
  for (size_t begin = 0; begin < level.size() && !out.failure; begin += kBlock) {
    if (poll.pollNow() != Stop::None) {
      out.stopped = poll.stopped();
      return out;
    }
    const size_t end = std::min(level.size(), begin + kBlock);
    tbb::parallel_for(tbb::blocked_range<size_t>(begin, end, 64), [&](const auto& r) {
      // A parent's moves first, each child's table slot prefetched, then
      // the lookups: their cache misses overlap.
      std::vector<std::pair<Key, Key>> kids;  // the child, its smallest image
      for (size_t at = r.begin(); at != r.end(); ++at) {
        const Key p = level[at];
        kids.clear();
        auto collect = [&](Key q, Key k) {
          kids.emplace_back(q, k);
          prefetch(k);
        };
        if (fwd)
          geo.forward(p, single, collect);
        else
          geo.backward(p, single, collect);
        for (const auto& [q, k] : kids) {
          const int l = landed(k);
          if (l >= 0 && size_t(l) <= next) continue;
          if (l < 0 && cut.cuts(k, geo.full())) continue;
          std::lock_guard<std::mutex> g(lock);
          if (!out.failure || at < out.failure->at) out.failure = Failure{at, p, q, l};
          return;
        }
      }
    });
  }
  return out;
}

}  // namespace

Result<CertificateReport> checkLevelsCertificate(const Board& board, const Certificate& c,
                                                 const std::string& certificateFile,
                                                 const CheckLimits& limits,
                                                 CertificateReport report) {
  auto fail = [&](std::string why) {
    report.reason = std::move(why);
    return report;
  };
  auto stopped = [&](Stop why) {
    return Error{certificateFile, 0,
                 fmt::format("stopped at the {} before the check finished", stopWord(why))};
  };
  const HoleNumbering numbering(board);
  const bool single = c.unitJumps;
  const char* unit = single ? "jump" : "move";
  const int removes = popcount(c.start) - popcount(c.finish);
  report.bound = c.bound;
  report.unitJumps = single;
  report.claim = c.bound > removes ? "no solution"
                                   : fmt::format("at least {} {}s", c.bound, unit);
  const Geometry geo(board, numbering, c.start, c.finish);
  if (!geo.error().empty()) return fail(geo.error());

  // The claim: a + b = k - 1.
  Side sides[2];  // forward, backward
  int depth[2] = {-1, -1};
  for (const Certificate::Level& l : c.levels) depth[l.forward ? 0 : 1] = l.depth;
  if (depth[0] + depth[1] != c.bound - 1)
    return fail(fmt::format(
        "forward levels 0..{} and backward levels 0..{} prove at least {} {}s, not the bound {}",
        depth[0], depth[1], depth[0] + depth[1] + 1, unit, c.bound));

  // Every pagoda is one; its threshold is the finish's weight (forward:
  // a position below it cannot reach the finish) or the start's complement's
  // (backward: the start cannot reach a position whose complement is below
  // it, since the complements of a game, in reverse order, are a game).
  Cut cuts[2];
  cuts[1].complement = true;
  const Key startKey = numbering.pack(c.start), finishKey = numbering.pack(c.finish);
  for (const Certificate::SidePagoda& g : c.pagodas) {
    if (std::string why = raisingJump(board, g.weights); !why.empty())
      return fail(fmt::format("line {}: not a pagoda: {}", g.line, why));
    std::vector<long long> w(size_t(geo.holes()));
    for (int h = 0; h < geo.holes(); ++h) w[size_t(h)] = g.weights[size_t(numbering.cellOf(h))];
    long long threshold = 0;
    forEachBit(g.forward ? finishKey : geo.full() & ~startKey,
               [&](int h) { threshold += w[size_t(h)]; });
    Cut& cut = cuts[g.forward ? 0 : 1];
    cut.weights.push_back(std::move(w));
    cut.thresholds.push_back(threshold);
  }

  // The data file: its size must be the levels' bytes after the magic line,
  // so the memory taken below is bounded by a file that exists.
  const std::string dataPath = resolveReference(certificateFile, c.data);
  const std::string dataName = printable(dataPath, 200);
  uint64_t total = kLevelsMagic.size(), positions = 0;
  for (const Certificate::Level& l : c.levels) total += l.bytes, positions += l.count;
  auto file = openInput(dataPath, limits.roots, uint64_t(1) << 40);
  if (!file) return file.error();
  if (file->size != total)
    return Error{dataPath, 0,
                 fmt::format("the data file has {} bytes; the level lines say {}", file->size,
                             total)};
  std::string bytes;
  if (auto ok = file->read(bytes, kLevelsMagic.size(), dataPath); !ok) return ok.error();
  if (bytes != kLevelsMagic)
    return Error{dataPath, 0, "not a pegsat levels file (it begins 'pegsat levels 1')"};
  report.positions = positions;
  auto show = [&](Key k) { return board.holeNames(numbering.unpack(k)); };
  auto closureFailure = [&](const Failure& f, bool fwd, size_t i) {
    const std::string side = fwd ? "forward" : "backward";
    const std::string step =
        fwd ? fmt::format("a {} from {} (forward level {}) leads to {}", unit, show(f.from), i,
                          show(f.to))
            : fmt::format("a {} from {} leads to {} (backward level {})", unit, show(f.to),
                          show(f.from), i);
    return f.landed >= 0 ? fmt::format("{}, which is in {} level {}, past level {}", step, side,
                                       f.landed, i + 1)
                         : fmt::format("{}, which is in no {} level and no {} pagoda cuts", step,
                                       side, side);
  };
  const Key ends[2] = {geo.canonical(startKey), geo.canonical(finishKey)};
  BudgetPoll poll(limits.budget, 1);

  // The next level of the data file, its hash, coding, holes, order and
  // canonical form checked: an Error when it cannot be read, else the reason
  // it is invalid (empty when it is not).
  auto readLevel = [&](const Certificate::Level& l, std::vector<Key>& keys) -> Result<std::string> {
    const std::string what =
        fmt::format("{} level {} (line {})", l.forward ? "forward" : "backward", l.depth, l.line);
    bytes.clear();
    if (auto ok = file->read(bytes, size_t(l.bytes), dataPath); !ok) return ok.error();
    if (bytes.size() != l.bytes)
      return Error{dataPath, 0, fmt::format("{}: the data file ends inside it", what)};
    if (sha256Hex(bytes) != l.sha256)
      return fmt::format("{}: its bytes in {} do not have the SHA-256 its line gives", what,
                         dataName);
    auto decoded = decodeLevel(bytes, l.count, dataPath, what);
    if (!decoded) return decoded.error();
    keys = std::move(*decoded);
    // With unit jumps a level's positions all have the pegs of its depth
    // (a jump removes one), so a move out of level i can only reach level
    // i + 1 and the two sides meet only at one peg count: the check below
    // then holds two levels at a time.
    const int pegs = l.forward ? popcount(startKey) - l.depth : popcount(finishKey) + l.depth;
    for (size_t i = 0; i < keys.size(); ++i) {
      const Key k = keys[i];
      if (geo.holes() < 128 && (k >> geo.holes()) != 0)
        return fmt::format("{}: position {} names a hole the board does not have", what, i + 1);
      if (i > 0 && k <= keys[i - 1])
        return fmt::format("{}: position {} is not above the one before: the level is not sorted",
                           what, i + 1);
      if (single && popcount(k) != pegs)
        return fmt::format("{}: position {} has {} pegs, not the {} of {} jumps {} the {}", what,
                           i + 1, popcount(k), pegs, l.depth,
                           l.forward ? "after" : "before", l.forward ? "start" : "finish");
      if (geo.canonical(k) != k)
        return fmt::format("{}: position {} is not the smallest of its images under the "
                           "symmetries keeping start and finish",
                           what, i + 1);
    }
    if (l.depth == 0 && keys != std::vector<Key>{ends[l.forward ? 0 : 1]})
      return fmt::format("{} level 0 is not the {} alone", l.forward ? "forward" : "backward",
                         l.forward ? "start" : "finish");
    return std::string();
  };

  MemoryReservation memory;
  uint64_t largest = 0;
  for (const Certificate::Level& l : c.levels) largest = std::max(largest, l.bytes);
  auto reserve = [&](uint64_t need) -> std::optional<Error> {
    if (memory.take(limits.memory, need)) return std::nullopt;
    return Error{certificateFile, 0,
                 fmt::format("checking it needs {} MiB, more than the memory limit of {} MiB "
                             "(--max-memory)",
                             need >> 20, limits.memory->total() >> 20)};
  };

  if (single) {
    // By jumps, streaming: level i and i + 1 of a side in memory, and the
    // forward levels that a backward level can meet (F(T - j) meets Gj, T the
    // jumps the problem removes).
    const int jumps = removes;
    uint64_t two = 0, kept = 0;
    for (size_t i = 0; i < c.levels.size(); ++i) {
      const Certificate::Level& l = c.levels[i];
      if (i + 1 < c.levels.size() && c.levels[i + 1].forward == l.forward)
        two = std::max(two, l.count + c.levels[i + 1].count);
      if (l.forward && l.depth >= jumps - depth[1]) kept += l.count;
    }
    if (auto e = reserve(largest + (two + kept) * sizeof(Key))) return *e;
    std::vector<std::vector<Key>> meeting(size_t(depth[0] + 1));  // the forward levels kept
    std::vector<Key> previous, keys;
    for (const Certificate::Level& l : c.levels) {
      if (poll.pollNow() != Stop::None) return stopped(poll.stopped());
      auto why = readLevel(l, keys);
      if (!why) return why.error();
      if (!why->empty()) return fail(*why);
      const int s = l.forward ? 0 : 1;
      if (l.depth > 0) {
        const Closure cl = closure(
            geo, previous, l.forward, true, cuts[s], size_t(l.depth),
            [&](Key k) {
              return std::binary_search(keys.begin(), keys.end(), k) ? l.depth : -1;
            },
            [](Key) {}, poll);
        if (cl.stopped != Stop::None) return stopped(cl.stopped);
        if (cl.failure) return fail(closureFailure(*cl.failure, l.forward, size_t(l.depth - 1)));
      }
      const int other = jumps - l.depth;
      if (!l.forward && other >= 0 && other <= depth[0]) {
        const std::vector<Key>& f = meeting[size_t(other)];
        for (size_t x = 0, y = 0; x < f.size() && y < keys.size();) {
          if (f[x] == keys[y])
            return fail(fmt::format("the position {} is in forward level {} and backward level {}",
                                    show(f[x]), other, l.depth));
          f[x] < keys[y] ? ++x : ++y;
        }
      }
      if (l.forward && l.depth >= jumps - depth[1]) meeting[size_t(l.depth)] = keys;
      previous.swap(keys);
    }
    report.ok = true;
    return report;
  }

  // By moves: every level in memory, with an index of each side. A hash
  // table holds a position in 32 bytes and keeps an eighth free.
  if (auto e = reserve(largest + positions * (sizeof(Key) + 40))) return *e;
  for (const Certificate::Level& l : c.levels) {
    if (poll.pollNow() != Stop::None) return stopped(poll.stopped());
    std::vector<Key> keys;
    auto why = readLevel(l, keys);
    if (!why) return why.error();
    if (!why->empty()) return fail(*why);
    sides[l.forward ? 0 : 1].levels.push_back(std::move(keys));
  }

  // Each side's index: no position twice within a side, none in both.
  for (int s = 0; s < 2; ++s) {
    Side& side = sides[s];
    uint64_t n = 0;
    for (const auto& level : side.levels) n += level.size();
    side.index.reserve(size_t(n));
    for (size_t i = 0; i < side.levels.size(); ++i)
      for (Key k : side.levels[i]) {
        auto [it, fresh] = side.index.emplace(k, int(i));
        if (!fresh)
          return fail(fmt::format("{} levels {} and {} both hold the position {}",
                                  s == 0 ? "forward" : "backward", it->second, i, show(k)));
      }
    if (poll.pollNow() != Stop::None) return stopped(poll.stopped());
  }
  for (size_t i = 0; i < sides[1].levels.size(); ++i)
    for (Key k : sides[1].levels[i])
      if (const int f = sides[0].levelOf(k); f >= 0)
        return fail(fmt::format("the position {} is in forward level {} and backward level {}",
                                show(k), f, i));

  // Closure: every move out of Fi (into Gi) for i below the last level.
  for (int s = 0; s < 2; ++s) {
    const bool fwd = s == 0;
    const Side& side = sides[s];
    for (size_t i = 0; i + 1 < side.levels.size(); ++i) {
      const Closure c = closure(
          geo, side.levels[i], fwd, single, cuts[s], i + 1,
          [&](Key k) { return side.levelOf(k); }, [&](Key k) { side.index.prefetch(k); }, poll);
      if (c.stopped != Stop::None) return stopped(c.stopped);
      if (c.failure) return fail(closureFailure(*c.failure, fwd, i));
    }
  }
  report.ok = true;
  return report;
}

}  // namespace pegsat
