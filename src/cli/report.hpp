// SPDX-License-Identifier: GPL-3.0-or-later
// The head of every --json report, so that a script reads any command's
// answer the same way (docs/JSON.md): which pegsat wrote it, for which
// command, its status, and the problem it is about.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "cli/command.hpp"

namespace pegsat::cli {

// {"pegsat": VERSION, "command": COMMAND, "status": STATUS}.
nlohmann::json reportHead(std::string_view command, std::string_view status);

// The same with the problem: "board", and "start" (the holes empty at the
// start) and "finish" (the holes holding a peg at the end) as hole lists.
nlohmann::json reportHead(std::string_view command, std::string_view status, const Problem& p);

// A job's head: its outcome as the status, and when it stopped, the "reason"
// (stopWord: "time limit", "memory limit", "interrupted").
nlohmann::json reportHead(std::string_view command, Outcome outcome, Stop stop, const Problem& p);

}  // namespace pegsat::cli
