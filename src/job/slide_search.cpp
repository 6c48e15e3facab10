// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/slide_search.hpp"

#include <fmt/format.h>

#include <cstdlib>

namespace pegsat {

using namespace pegsat::slide;

namespace {

std::string defaultCacheDir() {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/pegsat";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/pegsat";
  return "";
}

}  // namespace

GoalKind slideGoal(const std::string& goal, PuzzleFile::Format f) {
  if (goal == "first") return GoalKind::BlankFirst;
  if (goal == "last") return GoalKind::BlankLast;
  return f == PuzzleFile::Format::Princeton ? GoalKind::BlankLast : GoalKind::BlankFirst;
}

Result<std::unique_ptr<SlidePreparation>> prepareSlideSearch(
    const SlideSearch& o, int n, GoalKind goal,
    const std::function<void(const std::string&)>& progress, const Budget& budget) {
  auto oneOf = [](const std::string& word, std::initializer_list<const char*> words) {
    for (const char* w : words)
      if (word == w) return true;
    return false;
  };
  if (!oneOf(o.goal, {"auto", "first", "last"}))
    return Error{"goal", 0, fmt::format("'{}' is not auto, first or last", o.goal)};
  if (!oneOf(o.algorithm, {"ida", "astar", "sat"}))
    return Error{"algorithm", 0, fmt::format("'{}' is not ida, astar or sat", o.algorithm)};
  if (!oneOf(o.heuristic, {"auto", "manhattan", "lc", "pdb"}))
    return Error{"heuristic", 0,
                 fmt::format("'{}' is not auto, manhattan, lc or pdb", o.heuristic)};
  auto p = std::make_unique<SlidePreparation>();
  SolveOptions& s = p->solve;
  s.goal = goal;
  s.algorithm = o.algorithm == "astar" ? Algorithm::AStar
                : o.algorithm == "sat" ? Algorithm::Sat
                                       : Algorithm::IdaStar;
  s.reflect = o.reflect;
  s.limits.maxNodes = o.maxNodes;
  s.limits.maxSeconds = o.puzzleTimeoutSeconds;
  s.limits.budget = budget;
  s.maxSatSteps = o.maxSatSteps;
  std::string h = o.heuristic;
  if (h == "auto") {
    if (s.algorithm == Algorithm::AStar)
      h = "manhattan";
    else
      h = (s.algorithm == Algorithm::IdaStar && (n == 4 || n == 5)) ? "pdb" : "lc";
  }
  s.heuristic = h == "manhattan" ? HeuristicKind::Manhattan
                : h == "lc"      ? HeuristicKind::LinearConflict
                                 : HeuristicKind::PatternDb;
  if (s.heuristic == HeuristicKind::PatternDb && s.algorithm == Algorithm::IdaStar) {
    const std::string dir = o.pdbDir == "none" ? ""
                            : o.pdbDir.empty() ? defaultCacheDir()
                                               : o.pdbDir;
    auto set = loadOrBuildPdbs(n, goalCell(n, goal, 0), o.pdb, dir, &p->pdbReport,
                               [&progress](int depth, uint64_t frontier, uint64_t filled) {
                                 if (progress)
                                   progress(fmt::format(
                                       "pattern database: depth {}, {} new, {} filled", depth,
                                       frontier, filled));
                               },
                               budget);
    if (!set && p->pdbReport.stopped != Stop::None) {
      p->stopped = p->pdbReport.stopped;
      return p;
    }
    if (!set) return Error{"--pdb", 0, set.error().message};
    p->pdbs = std::make_unique<PdbSet>(std::move(*set));
    s.pdbs = p->pdbs.get();
    for (const auto& e : p->pdbReport.entries)
      if (!e.warning.empty()) p->warnings.push_back(e.warning);
  }
  return p;
}

std::string slideMovesText(const std::vector<Dir>& moves) {
  std::string s;
  for (Dir d : moves) s += dirLetter(d);
  return s;
}

Result<PuzzleFile> loadOnePuzzle(const std::string& path, const char* verb) {
  auto file = loadPuzzles(path);
  if (file && file->puzzles.size() != 1)
    return Error{path, 0,
                 fmt::format("{} puzzles in the file; {} takes one", file->puzzles.size(), verb)};
  return file;
}

}  // namespace pegsat
