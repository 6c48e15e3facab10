// SPDX-License-Identifier: GPL-3.0-or-later
// SHA-256 (FIPS 180-4), for naming a file by its content in a verdict: two
// board files that differ in one byte get different names, so a report says
// exactly which board a solution was checked on.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace pegsat {

using Sha256Digest = std::array<uint8_t, 32>;

Sha256Digest sha256(std::string_view bytes);

// The digest in lower-case hexadecimal, 64 digits.
std::string sha256Hex(std::string_view bytes);

}  // namespace pegsat
