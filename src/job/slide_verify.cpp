#include "job/slide_verify.hpp"

namespace pegsat {

using namespace pegsat::slide;

Result<SlideVerifyResult> runSlideVerify(const SlideVerifyJob& job, const char* verb) {
  auto file = loadOnePuzzle(job.puzzle, verb);
  if (!file) return file.error();
  auto text = readFile(job.solution, kMaxPuzzleFileBytes);
  if (!text) return text.error();
  auto sol = parseSlideSolution(*text, job.solution);
  if (!sol) return sol.error();
  const Puzzle& start = file->puzzles.front();
  SlideVerifyResult r;
  r.check = verifySlide(start, slideGoal(job.goal, file->format), *sol);
  r.noSolution = sol->kind == SlideSolution::Kind::NoSolution;
  if (!r.check.ok) return r;
  r.states = {start};
  if (sol->kind == SlideSolution::Kind::Boards) {
    r.states = sol->boards;
  } else if (sol->kind == SlideSolution::Kind::Moves) {
    for (char c : sol->moves) {
      Puzzle next = r.states.back();
      for (Dir d : kDirs)
        if (dirLetter(d) == c) next.move(d);
      r.states.push_back(next);
    }
  }
  return r;
}

}  // namespace pegsat
