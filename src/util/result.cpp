// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/result.hpp"


namespace pegsat {

std::string byteSize(size_t bytes) {
  static constexpr const char* kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  while (unit < 4 && bytes >= 1024 && bytes % 1024 == 0) bytes /= 1024, ++unit;
  return std::to_string(bytes) + " " + kUnits[unit];
}

}  // namespace pegsat
