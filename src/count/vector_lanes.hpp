// SPDX-License-Identifier: GPL-3.0-or-later
// GCC and Clang vector types: element-wise operators that compile to one
// instruction per 32 bytes where the target has them (AVX2), and to plain
// code where it does not.
#pragma once

#include <cstdint>

// The counter's hot loops (LayerSearch::expandPieces) compiled three times,
// for AVX-512 (x86-64-v4), AVX2 (x86-64-v3) and the build's baseline, the
// one the CPU runs chosen once at load time (GCC's target_clones, an ifunc).
// On where the build targets a baseline (PEGSAT_ARCH x86-64 or x86-64-v2,
// as the Python wheel does, CMakeLists.txt); a -march=native build needs no
// choice. Callees marked PEGSAT_CLONE_INLINE are compiled into each clone.
#if defined(PEGSAT_VECTOR_DISPATCH) && defined(__x86_64__) && defined(__GNUC__) && \
    !defined(__clang__)
#define PEGSAT_VECTOR_CLONES \
  __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
// What a clone calls must be compiled into it, or it runs at the baseline:
// GCC inlines a function made for another -march (the build's) into a clone
// only when it is always_inline. The pagoda slack and the symmetry images,
// called out of line, took 13% of the English count on one thread.
#define PEGSAT_CLONE_INLINE __attribute__((always_inline))
#else
#define PEGSAT_VECTOR_CLONES
#define PEGSAT_CLONE_INLINE
#endif

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
