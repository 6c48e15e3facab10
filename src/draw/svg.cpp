// The SVG writer's serialisation, through tinyxml2's printer.
#include "draw/svg.hpp"

#include <fmt/format.h>
#include <tinyxml2.h>

#include <cmath>

namespace pegsat::draw {
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

std::string svgDocument(Element root) {
  root.attr("xmlns", "http://www.w3.org/2000/svg");
  tinyxml2::XMLPrinter xml;
  xml.PushDeclaration(R"(xml version="1.0" encoding="UTF-8")");
  root.print(xml);
  return xml.CStr();
}

}  // namespace pegsat::draw
