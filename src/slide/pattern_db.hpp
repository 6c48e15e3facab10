// SPDX-License-Identifier: GPL-3.0-or-later
// One additive pattern database (Culberson & Schaeffer 1998; Korf & Felner
// 2002): for every placement of a few tiles, the fewest moves *of those tiles*
// that bring them home, with the blank kept in the abstract state during the
// breadth-first search and the minimum over blank positions stored. Counting
// only the pattern's own moves makes databases over disjoint tile sets
// additive.
//
// Entries take 4 bits. Every pattern move changes the Manhattan distance of the
// pattern's tiles by exactly one, so a value and that distance have the same
// parity, and the entry stores half their difference (the moves spent beyond
// Manhattan); the lookup adds the distance back. This halves the 7-8 and
// 6-6-6-6 databases (Felner, Korf & Hanan 2004 also keep 4 bits per entry).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "slide/big_table.hpp"
#include "slide/placement_rank.hpp"
#include "util/budget.hpp"
#include "util/result.hpp"

namespace pegsat::slide {

struct PatternSpec {
  int n = 4;                    // board side; n*n must be at most 32
  int blankLabel = 0;           // the blank's goal cell
  std::vector<uint8_t> labels;  // the pattern's tiles, named by their goal cells

  bool operator==(const PatternSpec&) const = default;
  std::string key() const;  // "n4-b0-t1.4.5.8.9.12", for file names and headers
};

// Called once per finished BFS level, from the thread that called build:
// depth, abstract states found at depth + 1, placements given a value so far.
using PdbProgress = std::function<void(int depth, uint64_t frontier, uint64_t filled)>;

struct PdbBuildOptions {
  // The build refuses a database whose tables would exceed this many bytes
  // (the entries plus the search's 2 bits per (placement, blank region)).
  uint64_t maxBytes = uint64_t(1) << 30;
  // Worker threads for the level scans; 0 lets TBB choose.
  int threads = 0;
  // The job's limits, polled within each level's scan.
  Budget budget;
};

class PatternDb {
 public:
  PatternDb() = default;

  // Breadth-first search from the goal over (placement, blank region) pairs;
  // see pdb_build.cpp.
  // An Error too when the options' budget stops it, with the limit in
  // `stopped`.
  static Result<PatternDb> build(const PatternSpec& spec, const PdbProgress& progress = {},
                                 const PdbBuildOptions& options = {}, Stop* stopped = nullptr);

  // Reads a database written by save(); checks the header against spec and the
  // CRC-32 of the entries.
  static Result<PatternDb> load(const std::string& path, const PatternSpec& spec);
  Result<bool> save(const std::string& path) const;

  const PatternSpec& spec() const { return spec_; }
  uint64_t size() const { return size_; }  // placements: cells! / (cells - k)!
  uint64_t bytes() const { return table_.size(); }
  uint32_t checksum() const;

  // The perfect hash of a placement (placement_rank.hpp): cells[i] is the cell
  // of spec().labels[i].
  uint64_t index(const uint8_t* cells) const { return kPlacementRank.rank(cells, k_, kFactorial_); }
  // The pattern tiles' Manhattan distance from home.
  int manhattan(const uint8_t* cells) const {
    int md = 0;
    for (int i = 0; i < k_; ++i) md += dist_[i * cells_ + cells[i]];
    return md;
  }
  // Half the moves beyond Manhattan at a placement index.
  int excessHalf(uint64_t index) const { return table_[index >> 1] >> ((index & 1) * 4) & 15; }
  // Fewest pattern moves from the placement; the goal placement gives 0.
  int lookup(const uint8_t* cells) const { return manhattan(cells) + 2 * excessHalf(index(cells)); }

 private:
  friend class PdbBuilder;
  void init(const PatternSpec& spec);

  PatternSpec spec_;
  int cells_ = 0, k_ = 0;
  uint32_t kFactorial_ = 1;
  uint64_t size_ = 0;
  std::vector<uint8_t> dist_;  // tile i, cell c -> taxicab distance from c to tile i's home
  BigTable table_;             // two entries a byte, the even index in the low nibble
};

}  // namespace pegsat::slide
