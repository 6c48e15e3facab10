// SPDX-License-Identifier: GPL-3.0-or-later
// The settings of the CNF encoding (EncodingOptions), stated once: `--encoding`
// parses them from this table, describe() writes them back from it, the help
// text lists it, and a test holds docs/SAT.md to it.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "encodings/peg_encoding.hpp"

namespace pegsat {

struct EncodingSetting {
  std::string_view name;
  std::string_view values;  // "on|off", "N", or the names of the choices
  // The field it sets: an on/off switch, a number, or (neither) the
  // at-most-one encoding.
  bool EncodingOptions::*flag = nullptr;
  int EncodingOptions::*number = nullptr;
};

inline constexpr std::array<EncodingSetting, 8> kEncodingSettings = {{
    {"amo", "pairwise|sequential|commander"},
    {"parallel", "on|off", &EncodingOptions::parallel},
    {"classes", "on|off", &EncodingOptions::classes},
    {"symmetry", "on|off", &EncodingOptions::symmetry},
    {"order", "on|off", &EncodingOptions::order},
    {"regions", "on|off", &EncodingOptions::regions},
    {"reach", "N", nullptr, &EncodingOptions::reach},
    {"steps", "N", nullptr, &EncodingOptions::steps},
}};

// "amo=pairwise|sequential|commander, parallel=on|off, ...": for --help.
std::string encodingSettingsHelp();

}  // namespace pegsat
