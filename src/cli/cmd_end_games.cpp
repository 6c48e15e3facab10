// pegsat end-games: writes random solution files, the input for timing
// `pegsat verify` (scripts/verify-bench.sh): random games from each built-in
// board's usual start, cut at a random length, each file with its own start,
// finish and moves headers. Every one is solvable by construction, so all
// must verify. The files are deterministic in the seed.
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>

#include "cli/command.hpp"
#include "cli/report.hpp"
#include "cli/job_deadline.hpp"
#include "peg/board_file.hpp"
#include "peg/solution_file.hpp"

namespace pegsat::cli {

Runner setupEndGames(CLI::App& app) {
  struct Opts {
    int games = 0;
    std::string dir;
    uint64_t seed = 1;
    LimitOptions limits;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("games", o->games, "Number of solution files, spread over the built-in boards")
      ->required()
      ->check(wholeNumber(1, 10000000));
  app.add_option("--dir", o->dir, "Folder to write them into, one subfolder a board")->required();
  app.add_option("--seed", o->seed, "Random seed (the files are deterministic in it)")
      ->capture_default_str();
  // One thread, and memory that does not grow with the number of files: only
  // the time can be limited.
  addTimeoutOption(app, o->limits, "writing (the files written so far stay, each whole)");
  app.add_flag("--json", o->json, "Print the summary as JSON");
  app.footer(
      "One thread, in memory that does not grow with the number of files: there is no "
      "--threads or --max-memory.");
  return [o] {
    JobDeadline deadline(o->limits.timeoutSeconds);
    std::vector<Board> boards;
    for (const std::string& name : builtinBoardNames()) {
      auto b = loadBoard(name);
      if (!b) return reportError(b.error());
      boards.push_back(std::move(*b));
    }
    std::mt19937_64 rng(o->seed);
    std::error_code ec;
    for (const Board& b : boards)
      if (std::filesystem::create_directories(std::filesystem::path(o->dir) / b.name, ec); ec)
        return reportError({o->dir, 0, "cannot create folder: " + ec.message()});
    std::map<std::string, int> perBoard;
    int written = 0;
    bool stopped = false;
    for (int i = 0; i < o->games; ++i) {
      // Between files, so that every file written is whole.
      if (deadline.passed()) {
        stopped = true;
        break;
      }
      const Board& b = boards[size_t(i) % boards.size()];
      Cells pegs = b.initial;
      std::vector<Jump> game, legal;
      while (true) {
        legal.clear();
        for (const Jump& j : b.jumps)
          if ((pegs >> j.from & 1) && (pegs >> j.over & 1) && !(pegs >> j.to & 1))
            legal.push_back(j);
        if (legal.empty()) break;
        const Jump j = legal[rng() % legal.size()];
        pegs &= ~(bitAt<Cells>(j.from) | bitAt<Cells>(j.over));
        pegs |= bitAt<Cells>(j.to);
        game.push_back(j);
      }
      if (game.empty()) continue;
      game.resize(1 + rng() % game.size());
      Cells finish = b.initial;
      int moves = 0;
      for (size_t k = 0; k < game.size(); ++k) {
        const Jump& j = game[k];
        finish &= ~(bitAt<Cells>(j.from) | bitAt<Cells>(j.over));
        finish |= bitAt<Cells>(j.to);
        moves += k == 0 || game[k - 1].to != j.from;
      }
      const auto path = std::filesystem::path(o->dir) / b.name / fmt::format("game-{:05}.sol", i);
      std::ofstream out(path);
      out << formatSolution(b, b.initial, finish, game, MovesClaim{moves, false, 0});
      if (!out) return reportError({path.string(), 0, "cannot write file"});
      ++written, ++perBoard[b.name];
    }
    if (o->json) {
      nlohmann::json j = reportHead("end-games", stopped ? "unknown" : "solved");
      j.update({{"dir", o->dir},
                          {"seed", o->seed},
                          {"games", o->games},
                          {"written", written},
                          {"boards", perBoard}});
      if (stopped) j["reason"] = stopWord(Stop::TimeLimit);
      fmt::print("{}\n", j.dump(2));
    } else {
      fmt::print("{} solution files written into {} (seed {})\n", written, o->dir, o->seed);
    }
    if (stopped) deadline.reportStop("end-games", fmt::format(" after {} of {} files", written,
                                                              o->games));
    return int(kOk);
  };
}

}  // namespace pegsat::cli
