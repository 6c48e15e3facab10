// SPDX-License-Identifier: GPL-3.0-or-later
// Path counts in fixed-width words that cannot overflow silently: every sum and
// product goes through the compiler's overflow-checked builtins and raises a
// flag, so a count is either exact or redone with a wider type. With
// boost::multiprecision::cpp_int nothing can overflow and the flag stays clear.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>

#include "peg/bits.hpp"

namespace pegsat::counting {

using BigCount = boost::multiprecision::cpp_int;

// A count that is not kept, for searches that only need the positions.
struct NoCount {
  constexpr NoCount(int = 0) {}
  NoCount& operator+=(const NoCount&) { return *this; }
  NoCount& operator*=(const NoCount&) { return *this; }
  NoCount& operator/=(const NoCount&) { return *this; }
};

template <class C>
inline constexpr bool kFixedWidth = std::is_same_v<C, uint64_t> || std::is_same_v<C, u128>;

// a += b; returns false (leaving a unspecified) if the sum does not fit.
template <class C>
inline bool addTo(C& a, const C& b) {
  if constexpr (kFixedWidth<C>) {
    return !__builtin_add_overflow(a, b, &a);
  } else {
    a += b;
    return true;
  }
}

// a *= b; returns false if the product does not fit.
template <class C>
inline bool mulBy(C& a, const C& b) {
  if constexpr (kFixedWidth<C>) {
    return !__builtin_mul_overflow(a, b, &a);
  } else {
    a *= b;
    return true;
  }
}

template <class C>
inline BigCount toBig(const C& c) {
  if constexpr (std::is_same_v<C, u128>) {
    BigCount r = BigCount(uint64_t(c >> 64));
    r <<= 64;
    return r + BigCount(uint64_t(c));
  } else {
    return BigCount(c);
  }
}

// Runs f.template operator()<C>() for C = uint64_t, then u128, then cpp_int,
// until one finishes without overflow. f returns a result with a bool member
// `overflow`. The narrow types run first because they are several times faster,
// and nearly every count fits them.
template <class F>
auto withWidening(F&& f) {
  auto r = f.template operator()<uint64_t>();
  if (!r.overflow) return r;
  r = f.template operator()<u128>();
  if (!r.overflow) return r;
  return f.template operator()<BigCount>();
}

}  // namespace pegsat::counting
