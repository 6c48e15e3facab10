// SPDX-License-Identifier: GPL-3.0-or-later
// pegsat boards: the boards job (job/boards.hpp) from the command line.
#include <nlohmann/json.hpp>

#include "cli/command.hpp"
#include "cli/report.hpp"
#include "job/boards.hpp"
#include "util/text.hpp"

namespace pegsat::cli {

Runner setupBoards(CLI::App& app) {
  struct Opts {
    std::vector<std::string> boards;
    bool json = false, show = false;
  };
  auto o = std::make_shared<Opts>();
  app.add_option("board", o->boards, "Board names or board files (default: every built-in board)");
  app.add_flag("--show", o->show, "Draw each board at its usual start");
  app.add_flag("--json", o->json, "Print JSON");
  return [o] {
    auto boards = listBoards(o->boards);
    if (!boards) return reportError(boards.error());
    nlohmann::json list = nlohmann::json::array();
    if (!o->json)
      fmt::print("{:<10} {:>5} {:>5} {:>10} {:>8} {:>5}\n", "board", "holes", "jumps", "directions",
                 "symmetry", "grid");
    for (const BoardFacts& facts : *boards) {
      const Board& b = facts.board;
      if (o->json) {
        list.push_back({{"board", printable(b.name)},
                        {"holes", b.holeCount()},
                        {"jumps", b.jumps.size()},
                        {"directions", b.directions},
                        {"symmetries", b.symmetries.size()},
                        {"width", b.width},
                        {"height", b.height},
                        {"position_classes", facts.positionClasses},
                        {"start", b.holeNames(b.holes & ~b.initial)}});
        continue;
      }
      fmt::print("{:<10} {:>5} {:>5} {:>10} {:>8} {:>2}x{}\n", printable(b.name), b.holeCount(),
                 b.jumps.size(), b.directions, b.symmetries.size(), b.width, b.height);
      if (o->show) fmt::print("{}\n", facts.picture);
    }
    if (o->json) {
      nlohmann::json j = reportHead("boards", "ok");
      j["boards"] = std::move(list);
      fmt::print("{}\n", j.dump(2));
    }
    return int(kOk);
  };
}

}  // namespace pegsat::cli
