// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/slide_verify.hpp"

#include <fmt/format.h>

#include "util/input_file.hpp"

namespace pegsat {

using namespace pegsat::slide;

Result<SlideVerifyResult> runSlideVerify(const SlideVerifyJob& job, const char* verb) {
  // The same confined reader as `verify`: regular files only, each opened
  // beneath its own folder, so a FIFO or a link cannot hang or widen the run.
  InputRoots roots;
  roots.add(job.puzzle);
  roots.add(job.solution);
  auto puzzleText = readInput(job.puzzle, roots, kMaxPuzzleFileBytes);
  if (!puzzleText) return puzzleText.error();
  auto file = parsePuzzles(*puzzleText, job.puzzle);
  if (file && file->puzzles.size() != 1)
    return Error{job.puzzle, 0,
                 fmt::format("{} puzzles in the file; {} takes one", file->puzzles.size(), verb)};
  if (!file) return file.error();
  auto text = readInput(job.solution, roots, kMaxPuzzleFileBytes);
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
