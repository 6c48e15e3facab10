// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/sat_settings.hpp"

#include "util/text.hpp"

namespace pegsat {

Result<EncodingOptions> parseEncodingSettings(const std::string& settings, EncodingOptions base) {
  for (std::string_view one : splitList(settings, ',')) {
    auto next = parseEncodingSetting(base, std::string(one));
    if (!next) return Error{"--encoding", 0, next.error().message};
    base = *next;
  }
  return base;
}

}  // namespace pegsat
