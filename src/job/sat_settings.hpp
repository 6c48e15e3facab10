// SPDX-License-Identifier: GPL-3.0-or-later
// The SAT path's settings in words, as every front end takes them: the CNF
// encoding's settings ("amo=pairwise,classes=off", read through the table of
// encodings/encoding_settings.hpp) and the solver's options.
#pragma once

#include <string>

#include "encodings/encoding_settings.hpp"
#include "encodings/sat_solve.hpp"
#include "util/result.hpp"

namespace pegsat {

// The encoding settings, comma separated, on top of `base`; the error names
// the option (--encoding).
Result<EncodingOptions> parseEncodingSettings(const std::string& settings,
                                              EncodingOptions base = {});

}  // namespace pegsat
