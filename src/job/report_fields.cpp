// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/report_fields.hpp"

#include <array>

namespace pegsat {
namespace {

using F = ReportField;

// Every report's head (docs/JSON.md): which pegsat wrote it, for which
// command, its answer, and the problem it is about.
constexpr F kHead[] = {
    {"pegsat", "", "the version that wrote the report"},
    {"command", "", "the command: \"solve\", \"count\", \"slide bench\", ..."},
    {"status", "", "the answer, in the words of its command's vocabulary (docs/JSON.md, Status)"},
    {"reason", "", "when a limit stopped the job: \"time limit\", \"memory limit\" or "
                   "\"interrupted\"; in a wrong check (slide verify): why"},
    {"board", "", "the board's name"},
    {"start", "", "about one problem: the holes empty at the start, as a hole list"},
    {"finish", "", "about one problem: the holes holding a peg at the end"},
};

constexpr F kSolve[] = {
    {"method", "", "native or sat"},
    {"min_moves", "", "whether the fewest moves were asked for"},
    {"milliseconds", "ms", "the whole solve"},
    {"jumps", "", "when solved: the solution's jumps, \"from-to\""},
    {"moves", "moves", "with --min-moves, when solved: the fewest moves"},
    {"solution", "", "when solved: the solution file, checked by the verifier"},
    {"decided_by", "", "when there is no solution: how that was proved"},
    // The native search.
    {"nodes", "positions", "native: positions the search expanded"},
    {"dead_positions", "positions", "native: positions stored as unsolvable"},
    {"symmetries", "", "the symmetries that keep start and finish"},
    {"pagodas", "", "pagoda functions used to prune"},
    {"direction", "", "native: the search's direction, forward or backward"},
    {"found_by_beam", "", "native: whether the beam search found the solution"},
    {"decided_by_invariant", "", "whether start and finish lie in different position classes"},
    {"decided_by_pagoda_cases", "", "native: whether a case split on pagodas proved it"},
    {"decided_by_count", "", "native: whether the counter decided it"},
    {"count", "", "native, when the counter decided: its answer"},
    {"count.status", "", "the counter's answer"},
    {"count.positions", "positions", "the positions the counter stored"},
    {"count.solutions", "jump sequences", "the solutions it counted, a decimal string"},
    // The fewest moves, natively.
    {"forward_levels", "moves", "native --min-moves: levels searched from the start"},
    {"backward_levels", "moves", "native --min-moves: levels searched from the finish"},
    {"positions", "positions", "native --min-moves: positions stored"},
    {"peak_bytes", "bytes", "native --min-moves: the most the tables held at once"},
    {"lower_bound", "moves", "--min-moves: no solution has fewer moves"},
    {"upper_bound", "moves", "--min-moves: a solution has this many (null: none known)"},
    {"meet", "", "native --min-moves, when solved: where the two searches met"},
    {"meet.forward", "moves", "native --min-moves: where the searches met, from the start"},
    {"meet.backward", "moves", "the same, from the finish"},
    // SAT.
    {"encoding", "", "sat: the CNF encoding's settings"},
    {"solver", "", "sat: CryptoMiniSat's settings"},
    {"steps", "", "sat: the time steps of the (last) CNF"},
    {"variables", "", "sat: the CNF's variables"},
    {"clauses", "", "sat: the CNF's clauses"},
    {"conflicts", "", "sat: the solver's conflicts"},
    {"encode_ms", "ms", "sat: writing the CNF"},
    {"solve_ms", "ms", "sat: solving it"},
    {"bounds", "", "sat --min-moves: each bound on the moves tried, in order"},
    {"bounds[].moves", "moves", "the bound"},
    {"bounds[].answer", "", "sat, unsat or unknown"},
    {"bounds[].milliseconds", "ms", "solving it"},
    {"bounds[].conflicts", "", "the solver's conflicts on it"},
    {"certificate", "", "--certificate, when there is no solution: the certificate"},
    {"certificate.written", "", "whether one was written"},
    {"certificate.reason", "", "when none was: why"},
    {"certificate.file", "", "the certificate file"},
    {"certificate.kind", "", "parity, pagoda, cases or drat"},
    {"certificate.find_ms", "ms", "finding it"},
    {"certificate.check_ms", "ms", "checking it with the independent checker"},
    {"certificate.bytes", "bytes", "the certificate's files"},
    {"certificate.proof_lemmas", "lemmas", "a DRAT proof's lemmas"},
    {"certificate.checked_lemmas", "lemmas", "the lemmas the DRAT checker needed"},
    {"certificate.claim", "", "a levels certificate: what it proves (at least 18 moves)"},
    // --min-moves --table.
    {"rows", "", "--table: one row a single-vacancy start"},
    {"rows[].start", "", "the start's vacancy"},
    {"rows[].finishes", "", "the single-peg finishes it can reach"},
    {"rows[].finishes.*", "moves", "the fewest moves to that finish, or \"unknown\""},
    {"problems", "", "--table: the problems in the table"},
    {"searches", "", "--table: the searches run"},
    {"certificates", "", "--table --certificate: one a problem, each checked"},
    {"certificates[].file", "", "the certificate file"},
    {"certificates[].kind", "", "levels, or parity, pagoda or cases for no solution"},
    {"certificates[].claim", "", "what it proves (at least 9 moves, no solution)"},
    {"certificates[].bytes", "bytes", "the certificate's files"},
    {"certificates[].check_ms", "ms", "checking it with the independent checker"},
};

constexpr F kCount[] = {
    {"method", "", "layers, memo or sat"},
    {"solutions", "jump sequences", "the solutions, a decimal string"},
    {"milliseconds", "ms", "the whole count"},
    {"positions", "positions", "layers and memo: the positions stored"},
    {"symmetries", "", "the symmetries that keep start and finish"},
    {"decided_by_invariant", "", "whether start and finish lie in different position classes"},
    {"variables", "", "sat: the CNF's variables"},
    {"clauses", "", "sat: the CNF's clauses"},
    {"conflicts", "", "sat: the solver's conflicts"},
    {"ranks", "", "under mpirun: the ranks that shared the count"},
    {"bytes_sent_per_layer", "bytes", "under mpirun: what each layer's exchange sent"},
    // --levels.
    {"levels", "", "--levels: one level a number of jumps"},
    {"levels[].jumps", "jumps", "jumps made from the start"},
    {"levels[].reachable", "positions", "reachable from the start in that many jumps"},
    {"levels[].reachable_up_to_symmetry", "positions", "the same, up to symmetry"},
    {"levels[].on_solution_path", "positions", "those from which the finish is reachable"},
    {"levels[].on_solution_path_up_to_symmetry", "positions", "the same, up to symmetry"},
    // --levels --by-moves.
    {"forward", "", "--by-moves: one level a number of moves from the start"},
    {"forward[].moves", "moves", "moves from the start"},
    {"forward[].positions", "positions", "first reached after that many moves (Bell's B[n])"},
    {"forward[].positions_up_to_symmetry", "positions", "the same, up to symmetry"},
    {"backward", "", "--by-moves: one level a number of moves before the finish"},
    {"backward[].moves", "moves", "moves before the finish"},
    {"backward[].positions", "positions", "first reached that many moves before it (B[-n])"},
    {"backward[].positions_up_to_symmetry", "positions", "the same, up to symmetry"},
    {"forward_total", "positions", "--by-moves: the forward positions, all levels"},
    {"forward_total_up_to_symmetry", "positions", "the same, up to symmetry"},
    {"backward_total", "positions", "--by-moves: the backward positions, all levels"},
    {"backward_total_up_to_symmetry", "positions", "the same, up to symmetry"},
    // --games.
    {"games", "games", "--games: complete games, a decimal string"},
    {"dead_end_positions", "positions", "--games: positions with no jump left"},
    {"games_by_pegs_left", "", "--games: the games by the pegs they leave"},
    {"games_by_pegs_left.*", "games", "the games leaving that many pegs, a decimal string"},
    // --table.
    {"rows", "", "--table: one row a single-vacancy start"},
    {"rows[].start", "", "the start's vacancy"},
    {"rows[].total", "jump sequences", "the solutions from that start, all finishes"},
    {"rows[].finishes", "", "the single-peg finishes it can reach"},
    {"rows[].finishes.*", "jump sequences", "the solutions to that finish, a decimal string"},
    // --certificate, when the count is 0.
    {"certificate", "", "--certificate, when the count is 0: the certificate"},
    {"certificate.written", "", "whether one was written"},
    {"certificate.reason", "", "when none was: why"},
    {"certificate.file", "", "the certificate file"},
    {"certificate.kind", "", "parity, pagoda, cases, drat or levels"},
    {"certificate.find_ms", "ms", "finding it"},
    {"certificate.check_ms", "ms", "checking it with the independent checker"},
    {"certificate.bytes", "bytes", "the certificate's files"},
    {"certificate.proof_lemmas", "lemmas", "a DRAT proof's lemmas"},
    {"certificate.checked_lemmas", "lemmas", "the lemmas the DRAT checker needed"},
    {"certificate.claim", "", "a levels certificate: what it proves (no solution)"},
};

constexpr F kVerify[] = {
    {"files", "", "one object a file, in the order given (a folder's files sorted)"},
    {"files[].file", "", "the file"},
    {"files[].kind", "", "solution, certificate or plan"},
    {"files[].status", "", "right, wrong or unreadable"},
    {"files[].ok", "", "whether it is right"},
    {"files[].line", "", "where it went wrong, or could not be read (0: the whole file)"},
    {"files[].error", "", "unreadable: why"},
    {"files[].reason", "", "wrong: why"},
    {"files[].board", "", "the board's name"},
    {"files[].board_file", "", "a board file's path, when the board is one"},
    {"files[].board_sha256", "", "the SHA-256 of that board file's content: the board exactly"},
    {"files[].start", "", "a solution's problem: the holes empty at the start, as a hole list"},
    {"files[].finish", "", "a solution's problem: the holes holding a peg at the end"},
    {"files[].jumps", "jumps", "a solution's jumps"},
    {"files[].moves", "moves", "a solution's moves"},
    {"files[].expected_moves", "moves", "the moves its moves: header claims"},
    {"files[].minimum_moves", "moves", "--optimal: the fewest moves (-1: not proved)"},
    {"files[].minimum", "", "with a levels --certificate: certified, or not proved"},
    {"files[].certified_moves", "moves", "with a levels --certificate: the moves it proves at least"},
    {"files[].pass", "", "a wrong solution: the pass that failed, forward or backward"},
    {"files[].jump", "", "a wrong solution: the jump that failed (1-based)"},
    {"files[].jump_text", "", "a wrong solution: that jump as written"},
    {"files[].problem", "", "a certificate's or a plan's problem"},
    {"files[].certificate", "", "a certificate's kind: parity, pagoda, cases or drat"},
    {"files[].readable", "", "--certificate: whether it could be read"},
    {"files[].drat", "", "--certificate, a DRAT certificate: the proof check"},
    {"files[].claim", "", "--certificate, a levels certificate: what it proves"},
    {"files[].bound", "", "--certificate, a levels certificate: the k of at least k"},
    {"files[].positions", "", "--certificate, a levels certificate: its levels' positions"},
    {"files[].drat.cnf_clauses", "", "its CNF's clauses"},
    {"files[].drat.proof_steps", "", "its proof's steps"},
    {"files[].drat.lemmas", "lemmas", "the proof's lemmas"},
    {"files[].drat.deletions", "", "the proof's deletions"},
    {"files[].drat.ignored_deletions", "", "deletions of unit clauses, ignored as drat-trim does"},
    {"files[].drat.checked_lemmas", "lemmas", "the lemmas the checker needed"},
    {"files[].drat.rat_lemmas", "lemmas", "of those, the ones checked by RAT"},
    {"files[].drat.core_clauses", "", "the CNF's clauses the refutation used"},
    {"files[].drat.propagations", "", "the checker's unit propagations"},
    {"files[].drat.milliseconds", "ms", "checking the proof"},
    {"files[].actions", "", "a plan's actions"},
    {"files[].cost", "moves", "a plan's total cost: its moves"},
    {"files[].action", "", "a wrong plan: the action that failed (1-based; 0: the goal)"},
    {"files[].action_text", "", "a wrong plan: that action as written"},
    {"summary", "", "the tally"},
    {"summary.checked", "files", "files checked"},
    {"summary.right", "files", "right"},
    {"summary.wrong", "files", "wrong"},
    {"summary.unreadable", "files", "unreadable"},
};

constexpr F kDecode[] = {
    {"max_moves", "moves", "the CNF's bound on the moves, when it has one"},
    {"jumps", "jumps", "when solved: the solution's jumps"},
    {"moves", "moves", "when solved: its moves"},
    {"solution", "", "when solved: the solution file, checked by the verifier"},
};

constexpr F kBench[] = {
    // The timed runs of one problem.
    {"runs", "", "runs done"},
    {"median_ms", "ms", "one run or problem, the median"},
    {"min_ms", "ms", "runs: the fastest"},
    {"max_ms", "ms", "the slowest"},
    {"median_cpu_ms", "ms", "CPU time of one, the median"},
    {"nodes", "positions", "positions searched: one run's, or all problems'"},
    {"dead_positions", "positions", "runs: positions stored as unsolvable"},
    // --all-pairs.
    {"problems", "", "--all-pairs: problems done"},
    {"solved", "", "--all-pairs: problems solved"},
    {"no_solution", "", "--all-pairs: problems proved impossible"},
    {"unknown", "", "--all-pairs: problems stopped by --pair-timeout"},
    {"unknown_pairs", "", "--all-pairs: those problems, as START-FINISH"},
    {"pair_timeout_cpu_seconds", "s", "--all-pairs: CPU time allowed a problem (0: none)"},
    {"total_ms", "ms", "--all-pairs: all problems"},
    {"max_cpu_ms", "ms", "--all-pairs: CPU time of the slowest problem"},
    {"slowest", "", "--all-pairs: the problem of most CPU time"},
    {"slowest_nodes", "positions", "its positions searched"},
    {"slowest_status", "", "its answer"},
    {"slowest_answered", "", "the slowest problem answered; null when none was"},
    {"slowest_answered.problem", "", "that problem, START-FINISH"},
    {"slowest_answered.cpu_ms", "ms", "its CPU time"},
    {"slowest_answered.nodes", "positions", "its positions searched"},
    {"slowest_answered.status", "", "its answer"},
    {"uncertified", "", "--certificate: impossible problems with no certificate found"},
    {"certificates", "", "--certificate: the certificates by kind (parity, pagoda, cases, drat)"},
    {"certificates.*", "", "those of one kind"},
    {"certificates.*.count", "", "how many"},
    {"certificates.*.find_ms", "ms", "finding them"},
    {"certificates.*.find_max_ms", "ms", "finding the slowest"},
    {"certificates.*.check_ms", "ms", "checking them"},
    {"certificates.*.check_max_ms", "ms", "checking the slowest"},
    {"certificates.*.bytes", "bytes", "their files"},
    {"certificates.*.proof_lemmas", "lemmas", "DRAT proofs' lemmas"},
    {"certificates.*.checked_lemmas", "lemmas", "the lemmas the checker needed"},
};

constexpr F kEndGames[] = {
    {"dir", "", "the folder written into"},
    {"seed", "", "the random seed"},
    {"games", "files", "files asked for"},
    {"written", "files", "files written"},
    {"boards", "", "the files written by board"},
    {"boards.*", "files", "files written for that board"},
};

constexpr F kCrosscheck[] = {
    {"seed", "", "the random seed"},
    {"ok", "", "whether every count agreed"},
    {"redrawn", "", "samples drawn again for too large a count"},
    {"samples", "", "one object a sample, up to the first disagreement"},
    {"samples[].start_pegs", "", "the sample's start, its pegs as a hole list"},
    {"samples[].finish_pegs", "", "its finish"},
    {"samples[].native", "jump sequences", "the native count, a decimal string"},
    {"samples[].sat", "jump sequences", "the models SAT enumerated"},
    {"samples[].sat_complete", "", "whether the enumeration finished"},
    {"samples[].agree", "", "whether the counts agree"},
};

constexpr F kBoards[] = {
    {"boards", "", "one object a board"},
    {"boards[].board", "", "the board's name"},
    {"boards[].holes", "", "its holes"},
    {"boards[].jumps", "", "its jumps (from, over, to)"},
    {"boards[].directions", "", "4 orthogonal, 6 triangular, 8 with diagonals"},
    {"boards[].symmetries", "", "its symmetries"},
    {"boards[].width", "", "its grid's columns"},
    {"boards[].height", "", "its grid's rows"},
    {"boards[].position_classes", "", "Beasley's position classes"},
    {"boards[].start", "", "the holes empty at its usual start"},
};

constexpr F kSlideSolve[] = {
    {"puzzles", "", "one object a puzzle, in the file's order, up to the one a limit stopped"},
    {"puzzles[].line", "", "the puzzle's line in the file"},
    {"puzzles[].status", "", "its answer"},
    {"puzzles[].reason", "", "the limit that stopped it"},
    {"puzzles[].nodes", "nodes", "nodes generated (Korf's count), or A*'s states expanded"},
    {"puzzles[].initial_h", "moves", "the heuristic's value at the start"},
    {"puzzles[].seconds", "s", "solving it"},
    {"puzzles[].moves", "moves", "when solved: the fewest moves"},
    {"puzzles[].solution", "", "when solved: the blank's moves, U D L R"},
};

constexpr F kSlideBench[] = {
    {"file", "", "the instance file"},
    {"instances", "", "one object an instance done, in the file's order"},
    {"instances[].instance", "", "the instance's number in the file (1-based)"},
    {"instances[].line", "", "its line"},
    {"instances[].length", "moves", "the moves found (-1: none)"},
    {"instances[].optimal", "moves", "the file's optimal length (-1: none given)"},
    {"instances[].nodes", "nodes", "nodes generated"},
    {"instances[].initial_h", "moves", "the heuristic's value at the start"},
    {"instances[].seconds", "s", "solving it"},
    {"instances[].verdict", "", "ok, WRONG (another length than the file's) or unknown"},
    {"not_done", "", "instances a limit left out"},
    {"threads", "", "worker threads"},
    {"pdb_seconds", "s", "loading or building the pattern databases"},
    {"total_nodes", "nodes", "all instances"},
    {"wall_seconds", "s", "solving all instances"},
    {"cpu_seconds", "s", "the instances' times summed"},
    {"average_initial_h", "moves", "the heuristic at the starts, on average"},
    {"wrong", "", "instances of another length than the file's"},
    {"unknown", "", "instances a per-puzzle limit stopped"},
};

constexpr F kSlideVerify[] = {
    {"puzzle", "", "the puzzle file"},
    {"solution", "", "the solution file"},
    {"ok", "", "whether the solution is right"},
    {"moves", "moves", "moves replayed"},
    {"step", "", "wrong: the first wrong step (1-based; 0: the whole solution)"},
    {"line", "", "wrong: its line in the solution file"},
};

constexpr ReportSchema kSchemas[] = {
    {"head", kHead},
    {"solve", kSolve},
    {"count", kCount},
    {"verify", kVerify},
    {"decode", kDecode},
    {"bench", kBench},
    {"end-games", kEndGames},
    {"crosscheck", kCrosscheck},
    {"boards", kBoards},
    {"slide solve", kSlideSolve},
    {"slide bench", kSlideBench},
    {"slide verify", kSlideVerify},
};

}  // namespace

std::span<const ReportSchema> reportSchemas() { return kSchemas; }

const ReportSchema* reportSchema(std::string_view command) {
  for (const ReportSchema& s : kSchemas)
    if (s.command == command) return &s;
  return nullptr;
}

}  // namespace pegsat
