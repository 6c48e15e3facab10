// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/slide_solve.hpp"

#include <chrono>

namespace pegsat {

using namespace pegsat::slide;

Result<SlideSolveReport> runSlideSolve(const SlideSolveJob& job) {
  auto file = loadPuzzles(job.file);
  if (!file) return file.error();
  const GoalKind goal = slideGoal(job.search.goal, file->format);
  JobStop deadline(job.limits.budget);
  SlideSolveReport report;
  report.puzzles = file->puzzles.size();
  std::unique_ptr<SlidePreparation> prep;
  int prepN = 0;
  for (const Puzzle& p : file->puzzles) {
    // The puzzle the time limit stops at is listed as unknown, with the
    // reason, whether it was cut short (below) or not begun (here).
    if (const Stop stop = deadline.stop(); stop != Stop::None) {
      SlidePuzzleAnswer a;
      a.line = p.line, a.stop = stop, a.begun = false;
      report.answers.push_back(a);
      report.outcome = Outcome::Unknown, report.stop = stop;
      break;
    }
    if (!prep || prepN != p.n) {
      auto pr = prepareSlideSearch(job.search, p.n, goal, job.limits.progress);
      if (!pr) return pr.error();
      prep = std::move(*pr);
      prep->solve.limits.stop = deadline.flag();
      prepN = p.n;
      for (auto& w : prep->warnings) report.warnings.push_back(w);
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
    // A puzzle the time limit cut short is reported as unknown, and is the last.
    const Stop stop = r->status == Outcome::Unknown ? deadline.stop() : Stop::None;
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
