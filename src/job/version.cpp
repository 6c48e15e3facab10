#include "job/version.hpp"

namespace pegsat {

const char* pegsatVersion() { return PEGSAT_VERSION; }

}  // namespace pegsat
