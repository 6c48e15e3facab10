// SPDX-License-Identifier: GPL-3.0-or-later
// Partitions, the cached set of databases and the reflected lookup.
#include "slide/pdb_heuristic.hpp"

#include <fmt/core.h>
#include <tbb/parallel_for.h>

#include <chrono>
#include <filesystem>
#include <optional>

namespace pegsat::slide {

Result<std::vector<std::vector<uint8_t>>> namedPartition(const std::string& name, int n,
                                                         int blankLabel) {
  std::string wanted = name;
  // 7-8 is the 15-puzzle's default: built once (about a minute of CPU, 680 MB
  // at the peak) and cached, it solves Korf's 100 instances with a tenth of
  // the nodes of 6-6-3 and in a third of the time, loading included.
  if (wanted == "auto") wanted = n == 3 ? "4-4" : n == 4 ? "7-8" : n == 5 ? "6-6-6-6" : "";
  // Goal cells of each group for the blank top-left. 6-6-3 and 7-8 follow
  // Korf & Felner (2002) and Felner, Korf & Hanan (2004); no group is its own
  // mirror image, so the reflected lookup sees different groupings.
  std::vector<std::vector<uint8_t>> groups;
  if (n == 3 && wanted == "4-4") {
    groups = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  } else if (n == 4 && wanted == "5-5-5") {
    groups = {{1, 2, 3, 6, 7}, {4, 5, 8, 9, 12}, {10, 11, 13, 14, 15}};
  } else if (n == 4 && wanted == "6-6-3") {
    groups = {{1, 4, 5, 8, 9, 12}, {2, 3, 6, 7, 10, 11}, {13, 14, 15}};
  } else if (n == 4 && wanted == "7-8") {
    groups = {{1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}};
  } else if (n == 5 && wanted == "6-6-6-6") {
    groups = {{1, 2, 5, 6, 7, 12},
              {3, 4, 8, 9, 13, 14},
              {10, 11, 15, 16, 20, 21},
              {17, 18, 19, 22, 23, 24}};
  } else {
    return Error{"", 0,
                 fmt::format("no pattern partition '{}' for a {}x{} puzzle (3x3: 4-4; 4x4: 5-5-5, "
                             "6-6-3, 7-8; 5x5: 6-6-6-6)",
                             name, n, n)};
  }
  const int last = n * n - 1;
  if (blankLabel == last) {
    for (auto& g : groups)
      for (auto& c : g) c = static_cast<uint8_t>(last - c);
  } else if (blankLabel != 0) {
    return Error{"", 0, "pattern databases need the blank's goal in a corner cell 0 or n*n-1"};
  }
  return groups;
}

PdbSet::PdbSet(int n, int blankLabel, std::vector<PatternDb> dbs)
    : n_(n), blankLabel_(blankLabel), dbs_(std::move(dbs)), groupOf_(n * n, -1) {
  for (size_t g = 0; g < dbs_.size(); ++g)
    for (uint8_t l : dbs_[g].spec().labels) groupOf_[l] = static_cast<int>(g);
}

Result<PdbSet> loadOrBuildPdbs(int n, int blankLabel, const std::string& partition,
                               const std::string& cacheDir, PdbLoadReport* report,
                               const PdbProgress& progress, const Budget& budget) {
  auto groups = namedPartition(partition, n, blankLabel);
  if (!groups) return groups.error();
  // The databases are independent: load or build them side by side.
  const size_t count = groups->size();
  std::vector<std::optional<PatternDb>> dbs(count);
  std::vector<PdbLoadReport::Entry> entries(count);
  std::vector<std::optional<Error>> errors(count);
  std::vector<Stop> stops(count, Stop::None);
  tbb::parallel_for(size_t(0), count, [&](size_t gi) {
    PatternSpec spec{n, blankLabel, (*groups)[gi]};
    PdbLoadReport::Entry& entry = entries[gi];
    entry.key = spec.key();
    const auto t0 = std::chrono::steady_clock::now();
    std::string path;
    std::optional<PatternDb>& db = dbs[gi];
    if (!cacheDir.empty()) {
      path = (std::filesystem::path(cacheDir) / ("slide-" + spec.key() + ".pdb")).string();
      std::error_code ec;
      if (std::filesystem::exists(path, ec)) {
        auto loaded = PatternDb::load(path, spec);
        if (loaded) {
          db = std::move(*loaded);
          entry.loaded = true;
        } else {
          entry.warning = loaded.error().str() + "; rebuilt";
        }
      }
    }
    if (!db) {
      PdbBuildOptions options;
      options.budget = budget;
      auto built = PatternDb::build(spec, progress, options, &stops[gi]);
      if (!built) {
        errors[gi] = built.error();
        return;
      }
      db = std::move(*built);
      if (!path.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(cacheDir, ec);
        auto saved = db->save(path);
        if (!saved) entry.warning = saved.error().str();
      }
    }
    entry.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  });
  std::vector<PatternDb> out;
  for (size_t gi = 0; gi < count; ++gi) {
    if (errors[gi]) {
      if (report) report->stopped = stops[gi];
      return *errors[gi];
    }
    if (report) report->entries.push_back(entries[gi]);
    out.push_back(std::move(*dbs[gi]));
  }
  return PdbSet(n, blankLabel, std::move(out));
}

PdbHeuristic::PdbHeuristic(const PdbSet& set, bool reflect)
    : set_(set), groups_(std::min(set.dbs().size(), kMaxGroups)) {
  const int n = set.n();
  refl_.resize(n * n);
  for (int c = 0; c < n * n; ++c) refl_[c] = static_cast<uint8_t>((c % n) * n + c / n);
  reflect_ = reflect && refl_[set.blankLabel()] == set.blankLabel();
  // Mirrored, the state holds label m on cell refl(c) when label refl(m) is on
  // c; group g then reads the cells of the labels refl(l) for its labels l.
  reflGroupOf_.assign(n * n, -1);
  for (size_t g = 0; g < set.dbs().size(); ++g) {
    std::vector<uint8_t> src;
    for (uint8_t l : set.dbs()[g].spec().labels) {
      src.push_back(refl_[l]);
      reflGroupOf_[refl_[l]] = static_cast<int>(g);
    }
    reflSrc_.push_back(src);
  }
}

int PdbHeuristic::direct(const State& s, int group) const {
  const PatternDb& db = set_.dbs()[group];
  // Sized by the rank's own bound and zeroed (one 8-byte store): the rank reads
  // as many cells as the database has tiles, a count the compiler cannot tie to
  // the loop below.
  uint8_t cells[PlacementRank::kMaxTiles] = {};
  const auto& labels = db.spec().labels;
  for (size_t i = 0; i < labels.size(); ++i) cells[i] = s.pos[labels[i]];
  return db.lookup(cells);
}

int PdbHeuristic::reflected(const State& s, int group) const {
  const PatternDb& db = set_.dbs()[group];
  uint8_t cells[PlacementRank::kMaxTiles] = {};  // as in direct()
  const auto& src = reflSrc_[group];
  for (size_t i = 0; i < src.size(); ++i) cells[i] = refl_[s.pos[src[i]]];
  return db.lookup(cells);
}

int PdbHeuristic::reset(const State& s) {
  sum_ = reflSum_ = 0;
  for (size_t g = 0; g < groups_; ++g) {
    vals_[g] = static_cast<uint8_t>(direct(s, static_cast<int>(g)));
    sum_ += vals_[g];
    if (reflect_) {
      reflVals_[g] = static_cast<uint8_t>(reflected(s, static_cast<int>(g)));
      reflSum_ += reflVals_[g];
    }
  }
  return value();
}

int PdbHeuristic::movedWithin(const State& s, int label, int limit) {
  const int g = set_.groupOf(label);
  const int v = direct(s, g);
  sum_ += v - vals_[g];
  vals_[g] = static_cast<uint8_t>(v);
  if (!reflect_ || sum_ > limit) return sum_;
  const int r = reflGroupOf_[label];
  const int w = reflected(s, r);
  reflSum_ += w - reflVals_[r];
  reflVals_[r] = static_cast<uint8_t>(w);
  return value();
}

int PdbHeuristic::moved(const State& s, int label, int /*from*/, int /*to*/) {
  const int g = set_.groupOf(label);
  const int v = direct(s, g);
  sum_ += v - vals_[g];
  vals_[g] = static_cast<uint8_t>(v);
  if (reflect_) {
    const int r = reflGroupOf_[label];
    const int w = reflected(s, r);
    reflSum_ += w - reflVals_[r];
    reflVals_[r] = static_cast<uint8_t>(w);
  }
  return value();
}

}  // namespace pegsat::slide
