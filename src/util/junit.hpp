// SPDX-License-Identifier: GPL-3.0-or-later
// JUnit XML reports, the test-report format CI dashboards read (GitHub Actions
// report actions, GitLab's artifacts:reports:junit, Jenkins). The layout follows
// the Ant JUnit schema those tools accept: <testsuites> holding <testsuite>s
// holding <testcase>s, a <failure> for a wrong answer and an <error> for a case
// that could not run, with tests/failures/errors counts on both levels.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace pegsat {

struct JUnitCase {
  enum class Outcome { kPassed, kFailure, kError };
  std::string name;       // what was checked, e.g. a file's path
  std::string classname;  // the group dashboards list it under
  Outcome outcome = Outcome::kPassed;
  std::string message;  // one line, for a failure or an error
  std::string detail;   // the element's text: more about a failure or an error
  // Name and value pairs a dashboard shows beside the case: what was checked
  // (the board, its file and content hash), the same facts the JSON gives.
  std::vector<std::pair<std::string, std::string>> properties;
  double seconds = 0;
};

struct JUnitSuite {
  std::string name;
  std::string timestamp;  // ISO 8601, "2026-12-01T13:40:00"
  std::vector<JUnitCase> cases;
};

// The report as XML text: one <testsuites> with this one <testsuite>.
std::string formatJUnit(const JUnitSuite& suite);

}  // namespace pegsat
