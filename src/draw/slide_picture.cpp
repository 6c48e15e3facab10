// SPDX-License-Identifier: GPL-3.0-or-later
// The sliding-puzzle strip.
#include "draw/slide_picture.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "draw/svg.hpp"

namespace pegsat::draw {

std::vector<int> slideStepsDrawn(int steps, const SlidePictureOptions& options) {
  constexpr int kBoardsWanted = 40;
  const int every = options.every > 0 ? options.every : std::max(1, (steps + kBoardsWanted - 1) / kBoardsWanted);
  std::vector<int> drawn;
  for (int s = 0; s < steps; s += every) drawn.push_back(s);
  drawn.push_back(steps);
  return drawn;
}

std::string drawSlideSolution(const std::vector<slide::Puzzle>& states,
                              const std::string& titleText,
                              const SlidePictureOptions& options) {
  const int n = states.front().n;
  const std::vector<int> drawn = slideStepsDrawn(int(states.size()) - 1, options);
  const int count = int(drawn.size());
  const int columns = std::clamp(options.columns, 1, count);
  const int rows = (count + columns - 1) / columns;
  // A tile of 24 pixels holds two digits at 11 pixels; the 24-puzzle's boards
  // then take 124 pixels.
  constexpr double kTile = 24, kGapIn = 2, kGap = 16, kPage = 16, kLabel = 18;
  const double side = n * kTile + (n + 1) * kGapIn;
  const double cellW = std::max(side, 60.0) + kGap, cellH = side + kLabel + kGap;
  const double boardsWidth = columns * cellW - kGap;
  const Title title = fitTitle(titleText, boardsWidth);
  const double width = std::max(boardsWidth, title.width) + 2 * kPage;
  const double height = title.height + rows * cellH - kGap + 2 * kPage;

  Element svg("svg");
  svg.attr("width", width).attr("height", height).attr(
      "viewBox", fmt::format("0 0 {} {}", number(width), number(height)));
  svg.add("rect").attr("width", "100%").attr("height", "100%").attr("fill", "#fffdf8");
  svg.add("style").text(
      "text{font-family:'DejaVu Sans',Helvetica,Arial,sans-serif;fill:#3a2e1f}"
      ".title{font-size:" + number(kTitleSize) + "px;font-weight:bold}"
      ".number{font-size:12px;font-weight:bold}"
      ".frame{fill:#5b4a33}"
      ".tile rect{fill:#f1e2c0;stroke:#b08d57;stroke-width:1}"
      ".tile text{font-size:11px;font-weight:bold;text-anchor:middle;dominant-baseline:central}"
      ".tile.moved rect{fill:#f39c4a;stroke:#9c4306}"
      ".tile.home rect{fill:#dcebc8;stroke:#7d9a5a}");
  addTitle(svg, title, kPage, kPage);

  for (int k = 0; k < count; ++k) {
    const int step = drawn[size_t(k)];
    const slide::Puzzle& p = states[size_t(step)];
    const double x = kPage + (k % columns) * cellW;
    const double y = kPage + title.height + (k / columns) * cellH;
    // The tile that slid into the blank's previous cell on the last step.
    int moved = -1;
    if (step > 0) moved = states[size_t(step - 1)].tiles[size_t(p.blank())];
    std::string tiles;
    for (uint8_t t : p.tiles) {
      if (!tiles.empty()) tiles += ' ';
      tiles += std::to_string(t);
    }
    Element& g = svg.add("g");
    g.attr("class", "board").attr("data-step", step).attr("data-tiles", tiles);
    g.add("text").attr("class", "number").attr("x", x).attr("y", y + 12).text(
        step == 0 ? std::string("start") : fmt::format("step {}", step));
    const double bx = x, by = y + kLabel;
    g.add("rect").attr("class", "frame").attr("x", bx).attr("y", by).attr("width", side).attr(
        "height", side).attr("rx", 4);
    const slide::Puzzle& last = states.back();
    for (int c = 0; c < p.cells(); ++c) {
      const int t = p.tiles[size_t(c)];
      if (t == 0) continue;
      const double tx = bx + kGapIn + (c % n) * (kTile + kGapIn);
      const double ty = by + kGapIn + (c / n) * (kTile + kGapIn);
      // A tile already where the goal (the last board) has it is tinted green.
      const char* cls = t == moved ? "tile moved" : last.tiles[size_t(c)] == t ? "tile home" : "tile";
      Element& tile = g.add("g");
      tile.attr("class", cls).attr("data-tile", t);
      tile.add("rect").attr("x", tx).attr("y", ty).attr("width", kTile).attr("height", kTile).attr(
          "rx", 3);
      tile.add("text").attr("x", tx + kTile / 2).attr("y", ty + kTile / 2).text(std::to_string(t));
    }
  }
  return svgDocument(std::move(svg));
}

}  // namespace pegsat::draw
