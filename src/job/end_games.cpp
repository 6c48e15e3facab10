// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/end_games.hpp"

#include <fmt/format.h>

#include <filesystem>

#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"
#include "util/atomic_file.hpp"

namespace pegsat {

std::vector<Jump> randomEndGame(const Board& b, std::mt19937_64& rng) {
  Cells pegs = b.initial;
  std::vector<Jump> game, legal;
  while (true) {
    legal.clear();
    for (const Jump& j : b.jumps)
      if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1)) legal.push_back(j);
    if (legal.empty()) break;
    const Jump j = legal[rng() % legal.size()];
    pegs &= ~(bitAt<Cells>(j.from) | bitAt<Cells>(j.over));
    pegs |= bitAt<Cells>(j.to);
    game.push_back(j);
  }
  if (!game.empty()) game.resize(1 + rng() % game.size());
  return game;
}

Result<EndGamesReport> writeEndGames(const EndGamesJob& job) {
  namespace fs = std::filesystem;
  std::vector<Board> boards;
  for (const std::string& name : builtinBoardNames()) {
    auto b = loadBoard(name);
    if (!b) return b.error();
    boards.push_back(std::move(*b));
  }
  std::error_code ec;
  // Checked before any folder is made: a committed link must not lead the
  // folders (and then the files) elsewhere.
  for (const Board& b : boards)
    if (auto e = refuseLinks((fs::path(job.dir) / b.name).string())) return *e;
  for (const Board& b : boards)
    if (fs::create_directories(fs::path(job.dir) / b.name, ec); ec)
      return Error{job.dir, 0, "cannot create folder: " + ec.message()};
  std::mt19937_64 rng(job.seed);
  EndGamesReport r;
  for (int i = 0; i < job.games; ++i) {
    // Between files, so that every file written is whole.
    if (const Stop s = job.limits.budget.poll(); s != Stop::None) {
      r.stop = s;
      return r;
    }
    const Board& b = boards[size_t(i) % boards.size()];
    const std::vector<Jump> game = randomEndGame(b, rng);
    if (game.empty()) continue;
    Cells finish = b.initial;
    int moves = 0;
    for (size_t k = 0; k < game.size(); ++k) {
      const Jump& j = game[k];
      finish &= ~(bitAt<Cells>(j.from) | bitAt<Cells>(j.over));
      finish |= bitAt<Cells>(j.to);
      moves += k == 0 || game[k - 1].to != j.from;
    }
    const fs::path path = fs::path(job.dir) / b.name / fmt::format("game-{:05}.sol", i);
    if (auto e = writeFileAtomically(
            path.string(),
            formatSolution(b, b.initial, finish, game, MovesClaim{moves, false, 0}, path.string())))
      return *e;
    ++r.written, ++r.perBoard[b.name];
    if (job.limits.progress && (i + 1) % 1000 == 0)
      job.limits.progress(fmt::format("{} of {} files written", i + 1, job.games));
  }
  r.outcome = Outcome::Solved;
  return r;
}

}  // namespace pegsat
