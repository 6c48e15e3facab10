// SPDX-License-Identifier: GPL-3.0-or-later
// The version of pegsat, "MAJOR.MINOR" as the CMake project states it: the
// head of every report, `pegsat --version` and the API's version() say it.
#pragma once

namespace pegsat {

const char* pegsatVersion();

}  // namespace pegsat
