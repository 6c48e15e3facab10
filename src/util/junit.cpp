// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/junit.hpp"

#include <fmt/format.h>
#include <tinyxml2.h>

#include "util/text.hpp"

namespace pegsat {
namespace {

struct Counts {
  int tests = 0, failures = 0, errors = 0;
  double seconds = 0;
};

// The counts every level of the report carries, written as the schema names them.
void pushCounts(tinyxml2::XMLPrinter& xml, const Counts& c) {
  xml.PushAttribute("tests", c.tests);
  xml.PushAttribute("failures", c.failures);
  xml.PushAttribute("errors", c.errors);
  xml.PushAttribute("time", fmt::format("{:.3f}", c.seconds).c_str());
}

}  // namespace

std::string formatJUnit(const JUnitSuite& suite) {
  Counts counts;
  for (const JUnitCase& c : suite.cases) {
    ++counts.tests;
    counts.failures += c.outcome == JUnitCase::Outcome::kFailure;
    counts.errors += c.outcome == JUnitCase::Outcome::kError;
    counts.seconds += c.seconds;
  }
  // tinyxml2's printer escapes <, > and &, and quotes in attributes, but
  // writes control characters and invalid UTF-8 as they are, which XML 1.0
  // forbids: every text goes through printable() first, so that a file name
  // or message from a stranger's file cannot break the document.
  auto text = [](const std::string& s) { return printable(s, 4000); };
  tinyxml2::XMLPrinter xml;
  xml.PushHeader(false, true);
  xml.OpenElement("testsuites");
  xml.PushAttribute("name", text(suite.name).c_str());
  pushCounts(xml, counts);
  xml.OpenElement("testsuite");
  xml.PushAttribute("name", text(suite.name).c_str());
  pushCounts(xml, counts);
  xml.PushAttribute("skipped", 0);
  if (!suite.timestamp.empty()) xml.PushAttribute("timestamp", suite.timestamp.c_str());
  for (const JUnitCase& c : suite.cases) {
    xml.OpenElement("testcase");
    xml.PushAttribute("name", text(c.name).c_str());
    xml.PushAttribute("classname", text(c.classname).c_str());
    xml.PushAttribute("time", fmt::format("{:.6f}", c.seconds).c_str());
    if (!c.properties.empty()) {
      xml.OpenElement("properties");
      for (const auto& [name, value] : c.properties) {
        xml.OpenElement("property");
        xml.PushAttribute("name", text(name).c_str());
        xml.PushAttribute("value", text(value).c_str());
        xml.CloseElement();
      }
      xml.CloseElement();
    }
    if (c.outcome != JUnitCase::Outcome::kPassed) {
      const bool failure = c.outcome == JUnitCase::Outcome::kFailure;
      xml.OpenElement(failure ? "failure" : "error");
      xml.PushAttribute("message", text(c.message).c_str());
      xml.PushAttribute("type", failure ? "wrong" : "unreadable");
      if (!c.detail.empty()) xml.PushText(text(c.detail).c_str());
      xml.CloseElement();
    }
    xml.CloseElement();
  }
  xml.CloseElement();
  xml.CloseElement();
  return xml.CStr();
}

}  // namespace pegsat
