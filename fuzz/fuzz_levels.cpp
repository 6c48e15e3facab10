// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the level data of levels certificates (peg/levels_data.hpp):
// any bytes decode, for any count of positions, to an error that names the
// file, or to exactly that many positions whose coding is the input again,
// byte for byte (the coding has one spelling per list, so the SHA-256 of a
// level's bytes names its positions).
#include <string>
#include <string_view>

#include "fuzz/fuzz_check.hpp"
#include "peg/levels_data.hpp"

using namespace pegsat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes = fuzz::asText(data, size);
  // The numbers in the input: bytes without the continuation bit end one.
  uint64_t ends = 0;
  for (char c : bytes) ends += (static_cast<unsigned char>(c) & 0x80) == 0;
  for (uint64_t count : {ends, ends + 1, ends ? ends - 1 : 0}) {
    auto keys = decodeLevel(bytes, count, "fuzz.levels", "level");
    if (!keys) {
      PEGSAT_FUZZ_CHECK(keys.error().file == "fuzz.levels" && keys.error().line == 0,
                        keys.error().str());
      continue;
    }
    PEGSAT_FUZZ_CHECK(keys->size() == count, "decoded another count of positions");
    std::string again;
    encodeLevel(*keys, again);
    PEGSAT_FUZZ_CHECK(again == bytes, "the positions decoded do not code back to the input");
  }
  return 0;
}
