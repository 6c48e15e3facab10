// Building, saving and loading one pattern database.
#include "slide/pattern_db.hpp"

#include <fmt/core.h>

#include <boost/crc.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "slide/state.hpp"

namespace pegsat::slide {

std::string PatternSpec::key() const {
  std::string s = fmt::format("n{}-b{}-t", n, blankLabel);
  for (size_t i = 0; i < labels.size(); ++i) s += fmt::format("{}{}", i ? "." : "", labels[i]);
  return s;
}

namespace {

uint64_t tableSize(int cells, int k) {
  uint64_t s = 1;
  for (int i = 0; i < k; ++i) s *= static_cast<uint64_t>(cells - i);
  return s;
}

Result<bool> checkSpec(const PatternSpec& spec) {
  const int cells = spec.n * spec.n;
  if (spec.n < 2 || cells > 32) return Error{"", 0, "pattern databases need n*n <= 32"};
  if (spec.labels.empty() || spec.labels.size() > 8)
    return Error{"", 0, "a pattern holds 1 to 8 tiles"};
  uint32_t seen = 0;
  for (uint8_t l : spec.labels) {
    if (l >= cells || l == spec.blankLabel || (seen >> l & 1))
      return Error{"", 0, fmt::format("bad pattern {}", spec.key())};
    seen |= 1u << l;
  }
  return true;
}

// The flood fill of the blank's region through free cells, by shifts of a bit
// mask (one bit per cell, row by row).
class Flood {
 public:
  explicit Flood(int n) : n_(n) {
    for (int c = 0; c < n * n; ++c) {
      full_ |= 1u << c;
      if (c % n != n - 1) canRight_ |= 1u << c;
      if (c % n != 0) canLeft_ |= 1u << c;
    }
  }
  uint32_t full() const { return full_; }
  uint32_t operator()(uint32_t seed, uint32_t freeCells) const {
    uint32_t r = seed;
    while (true) {
      uint32_t g = r | ((r & canRight_) << 1) | ((r & canLeft_) >> 1) | (r << n_) | (r >> n_);
      g &= freeCells & full_;
      g |= r;
      if (g == r) return r;
      r = g;
    }
  }

 private:
  int n_;
  uint32_t full_ = 0, canRight_ = 0, canLeft_ = 0;
};

}  // namespace

namespace {

// The breadth-first search behind PatternDb::build. One word per placement
// holds the regions reached (bit r: the region whose lowest cell is r) and, in
// its top byte, the depth of the first visit; keeping both in one word costs a
// single cache miss per generated state, which dominates the build time.
template <class Word>
Result<bool> bfs(const PatternSpec& spec, const PdbProgress& progress,
                 std::vector<uint8_t>& table) {
  constexpr int kDepthShift = sizeof(Word) * 8 - 8;
  const int cells = spec.n * spec.n;
  const int k = static_cast<int>(spec.labels.size());
  const uint64_t size = table.size();
  std::vector<Word> words(size, 0);
  const Grid grid(spec.n);
  const Flood flood(spec.n);

  uint8_t pos[8];
  for (int i = 0; i < k; ++i) pos[i] = spec.labels[i];
  uint32_t occ = 0;
  for (int i = 0; i < k; ++i) occ |= 1u << pos[i];
  const uint64_t start = placementIndex(pos, k, cells);
  const int startCell = __builtin_ctz(flood(1u << spec.blankLabel, ~occ));
  words[start] = Word(1) << startCell;
  uint64_t filled = 1;

  // A queue entry packs the placement index and the region's lowest cell.
  std::vector<uint64_t> cur{start << 5 | startCell}, next, batch;
  Word depthBits = 0;
  // Successors are generated in batches whose words are prefetched, so that
  // their cache misses overlap instead of stalling one by one.
  auto settle = [&] {
    for (uint64_t e : batch) {
      const int cell2 = static_cast<int>(e & 31);
      Word& w = words[e >> 5];
      if (!(w >> cell2 & 1)) {
        if ((w & ((Word(1) << kDepthShift) - 1)) == 0) {
          w = depthBits;  // first visit: the least pattern moves over all blank regions
          ++filled;
        }
        w |= Word(1) << cell2;
        next.push_back(e);
      }
    }
    batch.clear();
  };
  for (int depth = 0; !cur.empty(); ++depth) {
    if (depth >= 254) return Error{"", 0, "pattern database depth overflows a byte"};
    next.clear();
    depthBits = static_cast<Word>(depth + 1) << kDepthShift;
    for (uint64_t e : cur) {
      // Unrank the placement: digits in the mixed radix, then the digit-th free cell.
      uint64_t idx = e >> 5;
      int digits[8];
      for (int i = k - 1; i >= 0; --i) {
        digits[i] = static_cast<int>(idx % static_cast<uint64_t>(cells - i));
        idx /= static_cast<uint64_t>(cells - i);
      }
      occ = 0;
      for (int i = 0; i < k; ++i) {
        int skip = digits[i];
        int c = 0;
        for (;; ++c) {
          if (occ >> c & 1) continue;
          if (skip-- == 0) break;
        }
        pos[i] = static_cast<uint8_t>(c);
        occ |= 1u << c;
      }
      const uint32_t region = flood(1u << (e & 31), ~occ);
      for (int i = 0; i < k; ++i) {
        const int a = pos[i];
        for (Dir d : kDirs) {
          // The tile on a slides to b, where the blank can get for free.
          const int b = grid.nb(a, d);
          if (b < 0 || !(region >> b & 1)) continue;
          pos[i] = static_cast<uint8_t>(b);
          const uint32_t occ2 = occ ^ (1u << a) ^ (1u << b);
          const int cell2 = __builtin_ctz(flood(1u << a, ~occ2));
          const uint64_t idx2 = placementIndex(pos, k, cells);
          __builtin_prefetch(&words[idx2], 1);
          batch.push_back(idx2 << 5 | static_cast<uint64_t>(cell2));
          pos[i] = static_cast<uint8_t>(a);
        }
      }
      if (batch.size() >= 128) settle();
    }
    settle();
    if (progress) progress(depth, next.size(), filled);
    cur.swap(next);
  }
  if (filled != size)
    return Error{
        "", 0,
        fmt::format("pattern database {} reached {} of {} placements", spec.key(), filled, size)};
  for (uint64_t i = 0; i < size; ++i) table[i] = static_cast<uint8_t>(words[i] >> kDepthShift);
  return true;
}

}  // namespace

Result<PatternDb> PatternDb::build(const PatternSpec& spec, const PdbProgress& progress) {
  if (auto ok = checkSpec(spec); !ok) return ok.error();
  PatternDb db;
  db.spec_ = spec;
  db.cells_ = spec.n * spec.n;
  db.table_.assign(tableSize(db.cells_, static_cast<int>(spec.labels.size())), 0);
  auto ok = db.cells_ <= 24 ? bfs<uint32_t>(spec, progress, db.table_)
                            : bfs<uint64_t>(spec, progress, db.table_);
  if (!ok) return ok.error();
  return db;
}

uint32_t PatternDb::checksum() const {
  boost::crc_32_type crc;
  crc.process_bytes(table_.data(), table_.size());
  return crc.checksum();
}

namespace {
std::string header(const PatternSpec& spec, uint64_t size, uint32_t crc) {
  return fmt::format("pegsat-pdb 1 {} {} {:08x}\n", spec.key(), size, crc);
}
}  // namespace

Result<bool> PatternDb::save(const std::string& path) const {
  // A temporary file renamed into place, so a crash never leaves half a file.
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << header(spec_, size(), checksum());
    out.write(reinterpret_cast<const char*>(table_.data()), static_cast<std::streamsize>(size()));
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      return Error{path, 0, "cannot write the pattern database"};
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return Error{path, 0, "cannot write the pattern database"};
  }
  return true;
}

Result<PatternDb> PatternDb::load(const std::string& path, const PatternSpec& spec) {
  if (auto ok = checkSpec(spec); !ok) return ok.error();
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, 0, "cannot open the pattern database"};
  std::string line;
  std::getline(in, line);
  std::istringstream h(line);
  std::string magic, key;
  int version = 0;
  uint64_t size = 0;
  std::string crcText;
  h >> magic >> version >> key >> size >> crcText;
  const uint64_t want = tableSize(spec.n * spec.n, static_cast<int>(spec.labels.size()));
  if (magic != "pegsat-pdb" || version != 1 || key != spec.key() || size != want)
    return Error{path, 1, "not the expected pattern database " + spec.key()};
  PatternDb db;
  db.spec_ = spec;
  db.cells_ = spec.n * spec.n;
  db.table_.resize(size);
  in.read(reinterpret_cast<char*>(db.table_.data()), static_cast<std::streamsize>(size));
  if (static_cast<uint64_t>(in.gcount()) != size || in.peek() != EOF)
    return Error{path, 0, "pattern database has the wrong length"};
  if (fmt::format("{:08x}", db.checksum()) != crcText)
    return Error{path, 0, "pattern database checksum mismatch"};
  return db;
}

}  // namespace pegsat::slide
