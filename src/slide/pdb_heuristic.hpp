// SPDX-License-Identifier: GPL-3.0-or-later
// The heuristic of several disjoint pattern databases: their sum is admissible
// because each counts only its own tiles' moves (Korf & Felner 2002). It is
// looked up a second time through the reflection about the main diagonal, which
// maps the goal onto itself, and the larger sum taken (Culberson & Schaeffer
// 1998; Felner, Korf & Hanan 2004: 7-8 gives 44.75 on average, 45.63 with the
// reflection).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "slide/pattern_db.hpp"
#include "slide/state.hpp"

namespace pegsat::slide {

// The named partitions of the non-blank goal cells: "4-4" (8-puzzle),
// "5-5-5", "6-6-3", "7-8" (15-puzzle), "6-6-6-6" (24-puzzle), and "auto", the
// default for the side (4-4, 7-8, 6-6-6-6). Shapes are drawn for the blank in the top-left corner
// and turned by 180 degrees when the blank's goal is the bottom-right.
Result<std::vector<std::vector<uint8_t>>> namedPartition(const std::string& name, int n,
                                                         int blankLabel);

struct PdbLoadReport {
  struct Entry {
    std::string key;
    bool loaded = false;  // read from the cache rather than built
    double seconds = 0;
    std::string warning;  // a cache file that was bad or could not be written
  };
  std::vector<Entry> entries;
  // The budget's limit that stopped a build (the set is then an Error).
  Stop stopped = Stop::None;
};

class PdbSet {
 public:
  PdbSet(int n, int blankLabel, std::vector<PatternDb> dbs);
  int n() const { return n_; }
  int blankLabel() const { return blankLabel_; }
  const std::vector<PatternDb>& dbs() const { return dbs_; }
  int groupOf(int label) const { return groupOf_[label]; }

 private:
  int n_, blankLabel_;
  std::vector<PatternDb> dbs_;
  std::vector<int> groupOf_;
};

// Loads each database of the partition from cacheDir (checksum verified), or
// builds it and writes it there. An empty cacheDir builds without caching.
// The databases are handled in parallel, so progress may be called from
// several threads at once. A build polls `budget`; when it stops one, the
// Error says so and the report's `stopped` says which limit.
Result<PdbSet> loadOrBuildPdbs(int n, int blankLabel, const std::string& partition,
                               const std::string& cacheDir, PdbLoadReport* report = nullptr,
                               const PdbProgress& progress = {}, const Budget& budget = {});

class PdbHeuristic {
 public:
  static constexpr size_t kMaxGroups = 8;
  // reflect is ignored when the blank's goal cell is off the main diagonal.
  PdbHeuristic(const PdbSet& set, bool reflect);
  int reset(const State& s);
  int moved(const State& s, int label, int from, int to);
  // As moved(), except that when the direct sum alone exceeds limit it is
  // returned without the reflected lookup: IDA* then prunes the position and
  // restores the saved lookups, so the stale reflected sum is never used. It
  // saves about a third of the random memory accesses.
  int movedWithin(const State& s, int label, int limit);
  int value() const { return reflect_ ? std::max(sum_, reflSum_) : sum_; }
  bool reflects() const { return reflect_; }

  // The lookups of the current position, so that IDA* can take a move back by
  // copying them rather than looking the databases up again.
  struct Saved {
    std::array<uint8_t, kMaxGroups> vals, reflVals;
    int sum, reflSum;
  };
  Saved save() const { return {vals_, reflVals_, sum_, reflSum_}; }
  void restore(const Saved& s) {
    vals_ = s.vals;
    reflVals_ = s.reflVals;
    sum_ = s.sum;
    reflSum_ = s.reflSum;
  }

 private:
  int direct(const State& s, int group) const;
  int reflected(const State& s, int group) const;

  const PdbSet& set_;
  size_t groups_;
  bool reflect_;
  std::vector<uint8_t> refl_;                  // cell -> its mirror image
  std::vector<std::vector<uint8_t>> reflSrc_;  // group -> labels whose mirrors it holds
  std::vector<int> reflGroupOf_;               // label -> mirrored group it feeds
  std::array<uint8_t, kMaxGroups> vals_{}, reflVals_{};
  int sum_ = 0, reflSum_ = 0;
};

}  // namespace pegsat::slide
