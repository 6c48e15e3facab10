// SPDX-License-Identifier: GPL-3.0-or-later
// A small SVG writer: an element tree with attributes and text, built in any
// order and serialised by tinyxml2's printer, which escapes markup characters
// in text and attribute values, so a board name or a title can never break the
// document. The pictures build trees of these; nothing here knows about pegs
// or tiles.
#pragma once

#include <list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tinyxml2 {
class XMLPrinter;
}

namespace pegsat::draw {

// A length or coordinate as SVG wants it: at most two decimals, no exponent,
// no trailing zeros ("12", "3.5", "-0.25").
std::string number(double value);

class Element {
 public:
  explicit Element(std::string name) : name_(std::move(name)) {}

  Element& attr(std::string_view name, std::string_view value);
  Element& attr(std::string_view name, const char* value) {
    return attr(name, std::string_view(value));
  }
  Element& attr(std::string_view name, const std::string& value) {
    return attr(name, std::string_view(value));
  }
  Element& attr(std::string_view name, double value) { return attr(name, number(value)); }
  Element& attr(std::string_view name, int value) { return attr(name, std::to_string(value)); }
  // Character content, escaped when written.
  Element& text(std::string_view content);
  // Appends a child and returns it, for building in place; the reference
  // stays valid as more children are added (they are kept in a list).
  Element& add(Element child);
  Element& add(std::string name) { return add(Element(std::move(name))); }

  const std::string& name() const { return name_; }
  const std::list<Element>& children() const { return children_; }
  std::list<Element>& children() { return children_; }

  // The element and its children as indented XML.
  std::string str() const;

 private:
  void print(tinyxml2::XMLPrinter& xml) const;
  friend std::string svgDocument(Element root);

  std::string name_;
  std::vector<std::pair<std::string, std::string>> attrs_;
  std::string text_;
  std::list<Element> children_;
};

// A standalone SVG file: the XML declaration, then `root` (an <svg> element,
// to which the SVG namespace is added).
std::string svgDocument(Element root);

// The width in pixels of `text` set in bold DejaVu Sans at `size` pixels: the
// sum of its characters' advance widths. DejaVu Sans is the first font the
// pictures ask for and, in bold, wider than the Helvetica and Arial after it,
// so the estimate holds for them too; it leaves kerning out, which only
// narrows a line. A character beyond ASCII counts as wide as an em.
double boldTextWidth(std::string_view text, double size);

// A picture's title: bold, kTitleSize pixels, at the top left. A title wider
// than the picture takes two lines, broken after the comma that leaves the
// wider line shortest; a picture narrower than that line widens to it.
inline constexpr double kTitleSize = 17;
struct Title {
  std::vector<std::string> lines;
  double width = 0;   // of the widest line
  double height = 0;  // of the band the lines take, the gap below included
};
Title fitTitle(std::string_view text, double width);
// Writes the title's lines with their first baseline kTitleSize below `top`.
void addTitle(Element& svg, const Title& title, double left, double top);

}  // namespace pegsat::draw
