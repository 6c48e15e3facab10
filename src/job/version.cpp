// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/version.hpp"

namespace pegsat {

const char* pegsatVersion() { return PEGSAT_VERSION; }

}  // namespace pegsat
