// SPDX-License-Identifier: GPL-3.0-or-later
// Problems of the IPC planning competitions' peg solitaire domain
// (pegsolitaire-sequential, IPC 2008 and 2011) as written: the holes (objects
// named pos-ROW-COL), the IN-LINE facts, the start (occupied and free facts)
// and the goal. The reader is bounded (file size, nesting) and names the file
// and line of every fault; it checks names and predicates, not geometry (that
// is pddl_board.hpp's job), so the plan checker can judge any such problem.
// Shared by the solvers and the verifier, like the solution-file parser.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "util/result.hpp"

namespace pegsat {

// A problem file larger than this is not a pegsol problem: one of 128 holes
// with eight directions is under 100 KB.
constexpr size_t kMaxPddlBytes = 1 << 20;
// A plan has one action a jump and one an end of move: under 300 lines.
constexpr size_t kMaxPlanBytes = 1 << 20;

struct PddlHole {
  std::string name;  // "pos-3-4", lower case
  int row = 0, col = 0;
  int line = 0;
};

struct PddlGoal {
  enum Kind { Occupied, Free, MoveEnded } kind;
  int hole = -1;  // index into holes; -1 for move-ended
  int line = 0;
};

struct PddlProblem {
  std::string file;
  std::string name;
  std::vector<PddlHole> holes;
  std::unordered_map<std::string, int> index;  // hole name -> index into holes
  struct InLine {
    std::array<int, 3> holes;  // from, over, to
    int line;
  };
  std::vector<InLine> inLine;
  std::vector<char> occupied, free;  // per hole, from :init
  bool moveEnded = false;
  int initLine = 0;
  std::vector<PddlGoal> goal;
  int goalLine = 0;

  // The index of a hole by its name (any case), or -1.
  int hole(std::string_view name) const;
};

// Parses a problem file's text.
Result<PddlProblem> parsePddlProblem(std::string_view text, const std::string& file);

// A plan as planners write it: one action a line, "(name arg ...)", with
// optional "N:" step numbers and "[D]" durations, ';' comments.
struct PddlAction {
  std::string name;               // lower case
  std::vector<std::string> args;  // lower case
  std::string text;               // as written, for messages
  int line = 0;
};

struct PddlPlan {
  std::string file;
  std::vector<PddlAction> actions;
};

Result<PddlPlan> parsePddlPlan(std::string_view text, const std::string& file);

}  // namespace pegsat
