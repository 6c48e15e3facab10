// SPDX-License-Identifier: GPL-3.0-or-later
// The SVG writer's serialisation, through tinyxml2's printer.
#include "draw/svg.hpp"

#include <fmt/format.h>
#include <tinyxml2.h>

#include <array>
#include <cmath>

namespace pegsat::draw {
namespace {

// DejaVu Sans Bold's advance widths of the printable ASCII characters, from
// ' ' to '~', in thousandths of an em (its hmtx table, 2048 units an em,
// rounded). Rows of sixteen, from ' ', '0', '@', 'P', '`' and 'p'.
// clang-format off
constexpr std::array<short, 95> kBoldWidths = {
     348,  456,  521,  838,  696, 1002,  872,  306,  457,  457,  523,  838,  380,  415,  380,  365,
     696,  696,  696,  696,  696,  696,  696,  696,  696,  696,  400,  400,  838,  838,  838,  580,
    1000,  774,  762,  734,  830,  683,  683,  821,  837,  372,  372,  775,  637,  995,  837,  850,
     733,  850,  770,  720,  682,  812,  774, 1103,  771,  724,  725,  457,  365,  457,  838,  500,
     500,  675,  716,  593,  716,  678,  435,  716,  712,  343,  343,  665,  343, 1042,  712,  687,
     716,  716,  493,  595,  478,  712,  652,  924,  645,  652,  582,  712,  365,  712,  838};
// clang-format on

// Baselines of a title's lines apart: the font size and a quarter.
constexpr double kTitleLeading = 1.25 * kTitleSize;
// The band of a one-line title: its line and as much again below it.
constexpr double kTitleBand = 2 * kTitleSize;

}  // namespace

std::string number(double value) {
  double rounded = std::round(value * 100) / 100;
  if (rounded == 0) rounded = 0;  // no "-0"
  std::string s = fmt::format("{:.2f}", rounded);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

Element& Element::attr(std::string_view name, std::string_view value) {
  for (auto& [n, v] : attrs_)
    if (n == name) {
      v = value;
      return *this;
    }
  attrs_.emplace_back(name, value);
  return *this;
}

Element& Element::text(std::string_view content) {
  text_ += content;
  return *this;
}

Element& Element::add(Element child) {
  children_.push_back(std::move(child));
  return children_.back();
}

void Element::print(tinyxml2::XMLPrinter& xml) const {
  xml.OpenElement(name_.c_str());
  for (const auto& [n, v] : attrs_) xml.PushAttribute(n.c_str(), v.c_str());
  if (!text_.empty()) xml.PushText(text_.c_str());
  for (const Element& c : children_) c.print(xml);
  xml.CloseElement();
}

std::string Element::str() const {
  tinyxml2::XMLPrinter xml;
  print(xml);
  return xml.CStr();
}

double boldTextWidth(std::string_view text, double size) {
  double thousandths = 0;
  for (unsigned char c : text) {
    if (c >= 0x80 && c < 0xc0) continue;  // a UTF-8 continuation byte
    thousandths += c >= ' ' && c <= '~' ? kBoldWidths[c - ' '] : 1000;
  }
  return thousandths * size / 1000;
}

Title fitTitle(std::string_view text, double width) {
  Title t{{std::string(text)}, boldTextWidth(text, kTitleSize), kTitleBand};
  if (t.width <= width) return t;
  // Two lines, broken after the comma that leaves the wider of them shortest.
  for (size_t comma = text.find(", "); comma != std::string_view::npos;
       comma = text.find(", ", comma + 1)) {
    const std::string_view first = text.substr(0, comma + 1), second = text.substr(comma + 2);
    const double wider =
        std::max(boldTextWidth(first, kTitleSize), boldTextWidth(second, kTitleSize));
    if (t.lines.size() == 1 || wider < t.width)
      t.lines = {std::string(first), std::string(second)}, t.width = wider;
  }
  t.height = kTitleBand + double(t.lines.size() - 1) * kTitleLeading;
  return t;
}

void addTitle(Element& svg, const Title& title, double left, double top) {
  for (size_t i = 0; i < title.lines.size(); ++i)
    svg.add("text")
        .attr("class", "title")
        .attr("x", left)
        .attr("y", top + kTitleSize + double(i) * kTitleLeading)
        .text(title.lines[i]);
}

std::string svgDocument(Element root) {
  root.attr("xmlns", "http://www.w3.org/2000/svg");
  tinyxml2::XMLPrinter xml;
  xml.PushDeclaration(R"(xml version="1.0" encoding="UTF-8")");
  root.print(xml);
  return xml.CStr();
}

}  // namespace pegsat::draw
