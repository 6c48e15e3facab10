// SPDX-License-Identifier: GPL-3.0-or-later
// How every job ends, in one vocabulary for every method and every front end:
// an outcome, and when there is no answer, the limit that stopped the work.
// The command line's exit codes, its JSON "status" words and the public
// API's Status all come from here.
#pragma once

#include <string_view>

namespace pegsat {

enum class Outcome {
  Solved,      // an answer: a solution (checked by the verifier), or a count
  NoSolution,  // proved to have none
  Unknown,     // stopped before an answer; the Stop says why
};

enum class Stop {
  None,         // not stopped: the job ran to its answer
  TimeLimit,    // --timeout passed
  MemoryLimit,  // the tables would have passed --max-memory
  Interrupted,  // the caller's stop flag (Ctrl-C)
  CpuLimit,     // the process's CPU time passed the budget's (an API option)
};

// The "status" of every JSON report and the first word of every summary.
constexpr std::string_view outcomeWord(Outcome o) {
  switch (o) {
    case Outcome::Solved: return "solved";
    case Outcome::NoSolution: return "no solution";
    case Outcome::Unknown: break;
  }
  return "unknown";
}

// The "reason" of a JSON report that stopped.
constexpr std::string_view stopWord(Stop s) {
  switch (s) {
    case Stop::TimeLimit: return "time limit";
    case Stop::MemoryLimit: return "memory limit";
    case Stop::Interrupted: return "interrupted";
    case Stop::CpuLimit: return "CPU time limit";
    case Stop::None: break;
  }
  return "";
}

// The SAT competition's exit codes: 10 for a solution, 20 for proved
// impossible, 0 for unknown. (The command line adds 1 for a wrong solution,
// 2 for bad input and 3 for an internal error: src/cli/command.hpp.)
constexpr int exitCode(Outcome o) {
  switch (o) {
    case Outcome::Solved: return 10;
    case Outcome::NoSolution: return 20;
    case Outcome::Unknown: break;
  }
  return 0;
}

}  // namespace pegsat
