// pegsat boards: the built-in boards, or the board files given, with their sizes.
#include <nlohmann/json.hpp>

#include "cli/report.hpp"

#include "cli/command.hpp"
#include "peg/board_file.hpp"
#include "peg/position_class.hpp"

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
    // Every board is loaded before anything is printed, so that a bad one
    // leaves no half-printed table.
    std::vector<Board> boards;
    for (const auto& name : o->boards.empty() ? builtinBoardNames() : o->boards) {
      auto b = loadBoard(name);
      if (!b) return reportError(b.error());
      boards.push_back(std::move(*b));
    }
    nlohmann::json list = nlohmann::json::array();
    if (!o->json)
      fmt::print("{:<10} {:>5} {:>5} {:>10} {:>8} {:>5}\n", "board", "holes", "jumps", "directions",
                 "symmetry", "grid");
    for (const Board& b : boards) {
      int classes = 1 << PositionClasses(b).classBits();
      if (o->json) {
        list.push_back({{"board", b.name},
                        {"holes", b.holeCount()},
                        {"jumps", b.jumps.size()},
                        {"directions", b.directions},
                        {"symmetries", b.symmetries.size()},
                        {"width", b.width},
                        {"height", b.height},
                        {"position_classes", classes},
                        {"start", b.holeNames(b.holes & ~b.initial)}});
        continue;
      }
      fmt::print("{:<10} {:>5} {:>5} {:>10} {:>8} {:>2}x{}\n", b.name, b.holeCount(),
                 b.jumps.size(), b.directions, b.symmetries.size(), b.width, b.height);
      if (o->show) fmt::print("{}\n", renderPosition(b, b.initial));
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
