// SPDX-License-Identifier: GPL-3.0-or-later
// The public API's report fields: job/report_fields.hpp's tables in the
// API's types.
#include "api/handles.hpp"
#include "job/report_fields.hpp"

namespace pegsat::api {

std::vector<std::string> reportCommands() {
  std::vector<std::string> out;
  for (const ReportSchema& s : reportSchemas()) out.emplace_back(s.command);
  return out;
}

std::vector<ReportField> reportFields(const std::string& command) {
  std::vector<ReportField> out;
  if (const ReportSchema* s = reportSchema(command))
    for (const pegsat::ReportField& f : s->fields)
      out.push_back({std::string(f.name), std::string(f.unit), std::string(f.meaning)});
  return out;
}

}  // namespace pegsat::api
