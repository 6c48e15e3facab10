// One additive pattern database (Culberson & Schaeffer 1998; Korf & Felner
// 2002): for every placement of a few tiles, the fewest moves *of those tiles*
// that bring them home, with the blank kept in the abstract state during the
// breadth-first search and the minimum over blank positions stored. Counting
// only the pattern's own moves makes databases over disjoint tile sets
// additive. Entries are one byte, indexed by a perfect hash of the placement.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "util/result.hpp"

namespace pegsat::slide {

struct PatternSpec {
  int n = 4;                    // board side; n*n must be at most 32
  int blankLabel = 0;           // the blank's goal cell
  std::vector<uint8_t> labels;  // the pattern's tiles, named by their goal cells

  bool operator==(const PatternSpec&) const = default;
  std::string key() const;  // "n4-b0-t1.4.5.8.9.12", for file names and headers
};

// Called once per finished BFS level: depth, states in the next level, entries set.
using PdbProgress = std::function<void(int depth, uint64_t frontier, uint64_t filled)>;

// Bits set in x. Written out because without -mpopcnt the builtin becomes a
// library call, which showed as 10% of a database build.
inline uint32_t bitCount(uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return (x * 0x01010101u) >> 24;
}

// The rank of k distinct cells among the k-permutations of `cells` cells.
inline uint64_t placementIndex(const uint8_t* at, int k, int cells) {
  uint32_t used = 0;
  uint64_t idx = 0;
  for (int i = 0; i < k; ++i) {
    const uint32_t c = at[i];
    const uint32_t below = used & ((1u << c) - 1);
    idx = idx * static_cast<uint64_t>(cells - i) + (c - bitCount(below));
    used |= 1u << c;
  }
  return idx;
}

class PatternDb {
 public:
  PatternDb() = default;

  // Breadth-first search from the goal over (placement, blank region) pairs.
  // The blank's exact cell does not matter in the abstraction, only which
  // connected region of non-pattern cells it is in, since moving it there moves
  // no pattern tile; each region is named by its lowest cell.
  static Result<PatternDb> build(const PatternSpec& spec, const PdbProgress& progress = {});

  // Reads a database written by save(); checks the header against spec and the
  // CRC-32 of the entries.
  static Result<PatternDb> load(const std::string& path, const PatternSpec& spec);
  Result<bool> save(const std::string& path) const;

  const PatternSpec& spec() const { return spec_; }
  uint64_t size() const { return table_.size(); }
  uint32_t checksum() const;

  // The perfect hash of a placement: cells[i] is the cell of spec().labels[i].
  // It ranks the k-permutation of the n*n cells in the mixed radix
  // (n*n)(n*n-1)...(n*n-k+1), so the table holds no hole.
  uint64_t index(const uint8_t* cells) const {
    return placementIndex(cells, static_cast<int>(spec_.labels.size()), cells_);
  }
  uint8_t operator[](uint64_t index) const { return table_[index]; }
  // Fewest pattern moves from the placement; the goal placement gives 0.
  uint8_t lookup(const uint8_t* cells) const { return table_[index(cells)]; }

 private:
  PatternSpec spec_;
  int cells_ = 0;
  std::vector<uint8_t> table_;
};

}  // namespace pegsat::slide
