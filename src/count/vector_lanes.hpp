// GCC and Clang vector types: element-wise operators that compile to one
// instruction per 32 bytes where the target has them (AVX2), and to plain
// code where it does not.
#pragma once

#include <cstdint>

namespace pegsat::counting {

using I8x16 = int8_t __attribute__((vector_size(16)));
using I8x32 = int8_t __attribute__((vector_size(32)));
using I16x16 = int16_t __attribute__((vector_size(32)));
using U64x4 = uint64_t __attribute__((vector_size(32)));
using I64x4 = int64_t __attribute__((vector_size(32)));

// Four words from memory, aligned or not.
inline U64x4 loadFour(const uint64_t* p) {
  U64x4 v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}

}  // namespace pegsat::counting
