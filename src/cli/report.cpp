// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/report.hpp"

#include "job/version.hpp"
#include "util/text.hpp"

namespace pegsat::cli {

nlohmann::json reportHead(std::string_view command, std::string_view status) {
  return {{"pegsat", pegsatVersion()}, {"command", command}, {"status", status}};
}

nlohmann::json reportHead(std::string_view command, std::string_view status, const Problem& p) {
  nlohmann::json j = reportHead(command, status);
  j["board"] = printable(p.board.name);
  j["start"] = p.board.holeNames(p.board.holes & ~p.start);
  j["finish"] = p.board.holeNames(p.finish);
  return j;
}

nlohmann::json reportHead(std::string_view command, Outcome outcome, Stop stop, const Problem& p) {
  nlohmann::json j = reportHead(command, outcomeWord(outcome), p);
  if (stop != Stop::None) j["reason"] = stopWord(stop);
  return j;
}

}  // namespace pegsat::cli
