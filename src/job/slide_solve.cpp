// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/slide_solve.hpp"

#include <chrono>

namespace pegsat {

using namespace pegsat::slide;

Result<SlideSolveReport> runSlideSolve(const SlideSolveJob& job) {
  auto file = loadPuzzles(job.file);
  if (!file) return file.error();
  const GoalKind goal = slideGoal(job.search.goal, file->format);
  SlideSolveReport report;
  report.puzzles = file->puzzles.size();
  std::unique_ptr<SlidePreparation> prep;
  int prepN = 0;
  for (const Puzzle& p : file->puzzles) {
    // The puzzle the time limit stops at is listed as unknown, with the
    // reason, whether it was cut short (below) or not begun (here).
    Stop stop = job.limits.budget.poll();
    if (stop == Stop::None && (!prep || prepN != p.n)) {
      auto pr = prepareSlideSearch(job.search, p.n, goal, job.limits.progress, job.limits.budget);
      if (!pr) return pr.error();
      prep = std::move(*pr);
      prepN = p.n;
      for (auto& w : prep->warnings) report.warnings.push_back(w);
      stop = prep->stopped;
      if (stop != Stop::None) prep.reset();
    }
    if (stop != Stop::None) {
      SlidePuzzleAnswer a;
      a.line = p.line, a.stop = stop, a.begun = false;
      report.answers.push_back(a);
      report.outcome = Outcome::Unknown, report.stop = stop;
      break;
    }
    const auto t0 = std::chrono::steady_clock::now();
    auto r = solvePuzzle(p, prep->solve);
    if (!r) return Error{job.file, p.line, r.error().message};
    SlidePuzzleAnswer a;
    a.line = p.line;
    a.outcome = r->status;
    a.nodes = r->nodes;
    a.initialH = r->initialH;
    a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (r->status == Outcome::NoSolution) report.outcome = Outcome::NoSolution;
    if (r->status == Outcome::Unknown) report.outcome = Outcome::Unknown;
    // A puzzle the job's limit cut short is reported as unknown, and is the
    // last; the search says which limit (its own node or time limits stop
    // only that puzzle).
    stop = r->stop;
    if (r->status == Outcome::Solved) {
      a.moves = r->moves;
      a.movesText = slideMovesText(r->moves);
      Puzzle b = p;
      a.boards = princetonBoard(b) + "\n";
      for (Dir d : r->moves) {
        b.move(d);
        a.boards += princetonBoard(b) + "\n";
      }
    }
    a.stop = stop;
    report.answers.push_back(std::move(a));
    if (stop != Stop::None) {
      report.stop = stop;
      break;
    }
    ++report.done;
  }
  return report;
}

}  // namespace pegsat
