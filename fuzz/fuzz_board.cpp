// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for board files: any bytes parse to a board or to an error that
// names the file; a board, written back in the board file format with its
// headers, parses to the same board.
#include <algorithm>

#include "fuzz/fuzz_check.hpp"
#include "peg/board_file.hpp"

using namespace pegsat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto b = parseBoard(fuzz::asText(data, size), "fuzz.txt");
  if (!b) {
    PEGSAT_FUZZ_CHECK(b.error().file == "fuzz.txt", b.error().str());
    PEGSAT_FUZZ_CHECK(!b.error().message.empty(), b.error().str());
    return 0;
  }
  const std::string text = "name: " + b->name + "\ndirections: " +
                           std::to_string(b->directions) + "\n" + renderPosition(*b, b->initial);
  auto again = parseBoard(text, "again.txt");
  PEGSAT_FUZZ_CHECK(again.ok(), text + "\n" + (again ? "" : again.error().str()));
  PEGSAT_FUZZ_CHECK(again->name == b->name, text);
  PEGSAT_FUZZ_CHECK(again->width == b->width && again->height == b->height, text);
  PEGSAT_FUZZ_CHECK(again->directions == b->directions, text);
  PEGSAT_FUZZ_CHECK(again->holes == b->holes && again->initial == b->initial, text);
  PEGSAT_FUZZ_CHECK(again->jumps == b->jumps, text);
  PEGSAT_FUZZ_CHECK(again->symmetries == b->symmetries, text);
  // Every hole's name reads back as that hole.
  for (int c = 0; c < b->cells(); ++c)
    if (b->isHole(c)) PEGSAT_FUZZ_CHECK(b->parseHole(b->holeName(c)) == c, b->holeName(c));
  return 0;
}
