// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of every --json report, each stated once: its key, its unit and
// what it holds. docs/JSON.md's tables are these tables (a test holds them
// equal), every key a report prints is one of them (the same test runs every
// command with --json), and the API hands them out so that a binding can
// build its objects from them.
//
// A field's name is its path in the report: "nodes" at the top, "meet.forward"
// inside an object, "puzzles[].line" in each object of an array, and
// "boards.*" or "certificates.*.count" under the keys of a map (a board's
// name, a certificate's kind).
#pragma once

#include <span>
#include <string_view>

namespace pegsat {

struct ReportField {
  std::string_view name;
  // What one unit of the value is: "ms" and "s" (wall time unless it says
  // CPU), "bytes", "GiB", or what is counted ("positions", "jumps", "moves");
  // empty for a word, a flag, a name or a list.
  std::string_view unit;
  std::string_view meaning;
};

struct ReportSchema {
  // The command that prints it ("slide bench"), or "head" for the fields
  // every report starts with.
  std::string_view command;
  std::span<const ReportField> fields;
};

// The head, then every command's report, in the order docs/JSON.md gives them.
std::span<const ReportSchema> reportSchemas();

// One command's fields (without the head); null for a command with no --json.
const ReportSchema* reportSchema(std::string_view command);

}  // namespace pegsat
