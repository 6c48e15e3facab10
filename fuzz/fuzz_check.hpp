// What the fuzz targets share: a check that stops the run with a message, so
// libFuzzer records the input as a crash, and the input as a string view.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace pegsat::fuzz {

// A broken property is a finding like a crash: abort() makes libFuzzer save
// the input (crash-<sha1>) for the regression tests.
[[noreturn]] inline void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "property broken: %s\n%s\n", what, detail.c_str());
  std::abort();
}

#define PEGSAT_FUZZ_CHECK(cond, detail) \
  do {                                  \
    if (!(cond)) ::pegsat::fuzz::fail(#cond, (detail)); \
  } while (0)

inline std::string_view asText(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace pegsat::fuzz
