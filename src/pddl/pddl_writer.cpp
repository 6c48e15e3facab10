// SPDX-License-Identifier: GPL-3.0-or-later
// The pegsol domain, problem and plan writers; see pddl_writer.hpp.
#include "pddl/pddl_writer.hpp"

#include <fmt/format.h>

#include "pddl/pddl_board.hpp"

namespace pegsat {

std::string formatPegsolDomain() {
  // The semantics of the IPC 2008 sequential domain: a new move needs the
  // previous one ended and costs 1; a continuation needs the jumping peg to
  // be the one that jumped last and costs nothing; end-move closes a move.
  return R"(; Peg solitaire, the sequential domain of the IPC 2008 and 2011 planning
; competitions: a move is one or more jumps by the same peg, and the cost
; of a plan is its number of moves. Written by pegsat.
(define (domain pegsolitaire-sequential)
  (:requirements :typing :action-costs)
  (:types location - object)
  (:predicates
    (IN-LINE ?x ?y ?z - location)
    (occupied ?l - location)
    (free ?l - location)
    (move-ended)
    (last-visited ?l - location))
  (:functions (total-cost) - number)

  ; The first jump of a move: costs 1.
  (:action jump-new-move
    :parameters (?from - location ?over - location ?to - location)
    :precondition (and (move-ended) (IN-LINE ?from ?over ?to)
                       (occupied ?from) (occupied ?over) (free ?to))
    :effect (and (not (move-ended))
                 (not (occupied ?from)) (not (occupied ?over)) (not (free ?to))
                 (free ?from) (free ?over) (occupied ?to)
                 (last-visited ?to)
                 (increase (total-cost) 1)))

  ; Another jump by the peg that jumped last: free.
  (:action jump-continue-move
    :parameters (?from - location ?over - location ?to - location)
    :precondition (and (last-visited ?from) (IN-LINE ?from ?over ?to)
                       (occupied ?from) (occupied ?over) (free ?to))
    :effect (and (not (occupied ?from)) (not (occupied ?over)) (not (free ?to))
                 (free ?from) (free ?over) (occupied ?to)
                 (not (last-visited ?from)) (last-visited ?to)))

  ; The move is over: the next jump starts a new one.
  (:action end-move
    :parameters (?loc - location)
    :precondition (last-visited ?loc)
    :effect (and (move-ended) (not (last-visited ?loc)))))
)";
}

std::string formatPegsolProblem(const Board& board, Cells start, Cells finish,
                                const std::string& name) {
  fmt::memory_buffer out;
  auto it = std::back_inserter(out);
  fmt::format_to(it,
                 "; {} board, empty at the start: {}; pegs at the end: {}. Written by pegsat.\n",
                 board.name, board.holeNames(board.holes & ~start), board.holeNames(finish));
  fmt::format_to(it, "(define (problem {})\n  (:domain pegsolitaire-sequential)\n  (:objects\n",
                 name);
  forEachBit(board.holes,
             [&](int c) { fmt::format_to(it, "    {} - location\n", pddlHoleName(board, c)); });
  fmt::format_to(it, "  )\n  (:init\n    (= (total-cost) 0)\n    (move-ended)\n");
  for (const Jump& j : board.jumps)
    fmt::format_to(it, "    (IN-LINE {} {} {})\n", pddlHoleName(board, j.from),
                   pddlHoleName(board, j.over), pddlHoleName(board, j.to));
  forEachBit(board.holes, [&](int c) {
    fmt::format_to(it, "    ({} {})\n", start >> c & 1 ? "occupied" : "free",
                   pddlHoleName(board, c));
  });
  fmt::format_to(it, "  )\n  (:goal (and\n");
  forEachBit(board.holes, [&](int c) {
    fmt::format_to(it, "    ({} {})\n", finish >> c & 1 ? "occupied" : "free",
                   pddlHoleName(board, c));
  });
  fmt::format_to(it, "  ))\n  (:metric minimize (total-cost))\n)\n");
  return fmt::to_string(out);
}

std::string formatPegsolPlan(const Board& board, const std::vector<Jump>& jumps) {
  std::string out;
  int moves = 0;
  auto name = [&](int c) { return pddlHoleName(board, c); };
  for (size_t i = 0; i < jumps.size(); ++i) {
    const Jump& j = jumps[i];
    const bool continues = i > 0 && j.from == jumps[i - 1].to;
    if (i > 0 && !continues) out += fmt::format("(end-move {})\n", name(jumps[i - 1].to));
    moves += !continues;
    out += fmt::format("({} {} {} {})\n", continues ? "jump-continue-move" : "jump-new-move",
                       name(j.from), name(j.over), name(j.to));
  }
  if (!jumps.empty()) out += fmt::format("(end-move {})\n", name(jumps.back().to));
  out += fmt::format("; cost = {} (unit cost)\n", moves);
  return out;
}

}  // namespace pegsat
