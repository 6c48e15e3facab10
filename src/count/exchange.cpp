// SPDX-License-Identifier: GPL-3.0-or-later
// The exact reductions of exchange.hpp, over allGather.
#include "count/exchange.hpp"

#include <algorithm>
#include <iterator>

namespace pegsat {

using boost::multiprecision::cpp_int;

void putBig(Bytes& out, const cpp_int& v) {
  std::vector<uint64_t> limbs;
  if (v != 0) boost::multiprecision::export_bits(v, std::back_inserter(limbs), 64, false);
  putValue(out, uint64_t(limbs.size()));
  for (uint64_t l : limbs) putValue(out, l);
}

cpp_int getBig(const Bytes& in, size_t& at) {
  const uint64_t n = getValue<uint64_t>(in, at);
  std::vector<uint64_t> limbs(n);
  for (uint64_t& l : limbs) l = getValue<uint64_t>(in, at);
  cpp_int v = 0;
  if (n) boost::multiprecision::import_bits(v, limbs.begin(), limbs.end(), 64, false);
  return v;
}

std::vector<Bytes> Exchange::allToAll(const std::vector<Bytes>& send) {
  Bytes flat, in;
  std::vector<size_t> sizes, inSizes;
  for (const Bytes& b : send) {
    flat.insert(flat.end(), b.begin(), b.end());
    sizes.push_back(b.size());
  }
  allToAll(flat, sizes, in, inSizes);
  std::vector<Bytes> out;
  size_t at = 0;
  for (size_t n : inSizes) {
    out.emplace_back(in.begin() + long(at), in.begin() + long(at + n));
    at += n;
  }
  return out;
}

namespace {

// Every rank's values of a vector, put and read by `put` and `get`, combined by `join`.
template <class T, class Put, class Get, class Join>
std::vector<T> combineAcross(Exchange* ex, const std::vector<T>& v, Put put, Get get, Join join) {
  if (!ex || ex->size() == 1) return v;
  Bytes mine;
  putValue(mine, uint64_t(v.size()));
  for (const T& x : v) put(mine, x);
  std::vector<T> out = v;
  std::vector<Bytes> all = ex->allGather(mine);
  bool first = true;
  for (const Bytes& b : all) {
    size_t at = 0;
    const uint64_t n = std::min<uint64_t>(getValue<uint64_t>(b, at), v.size());
    for (uint64_t i = 0; i < n; ++i) {
      T x = get(b, at);
      out[i] = first ? x : join(out[i], x);
    }
    first = false;
  }
  return out;
}

enum class Combine { Sum, Max, Or };

std::vector<uint64_t> combineWords(Exchange* ex, const std::vector<uint64_t>& v, Combine how) {
  return combineAcross(
      ex, v, [](Bytes& b, uint64_t x) { putValue(b, x); },
      [](const Bytes& b, size_t& at) { return getValue<uint64_t>(b, at); },
      [how](uint64_t a, uint64_t b) {
        return how == Combine::Max ? std::max(a, b) : how == Combine::Or ? a | b : a + b;
      });
}

}  // namespace

uint64_t sumAcross(Exchange* ex, uint64_t v) { return combineWords(ex, {v}, Combine::Sum)[0]; }
uint64_t maxAcross(Exchange* ex, uint64_t v) { return combineWords(ex, {v}, Combine::Max)[0]; }
uint64_t orAcross(Exchange* ex, uint64_t v) { return combineWords(ex, {v}, Combine::Or)[0]; }
std::vector<uint64_t> sumAcross(Exchange* ex, const std::vector<uint64_t>& v) {
  return combineWords(ex, v, Combine::Sum);
}
bool anyAcross(Exchange* ex, bool v) { return orAcross(ex, v ? 1 : 0) != 0; }

std::vector<cpp_int> sumAcross(Exchange* ex, const std::vector<cpp_int>& v) {
  return combineAcross(
      ex, v, [](Bytes& b, const cpp_int& x) { putBig(b, x); },
      [](const Bytes& b, size_t& at) { return getBig(b, at); },
      [](const cpp_int& a, const cpp_int& b) { return cpp_int(a + b); });
}
cpp_int sumAcross(Exchange* ex, const cpp_int& v) { return sumAcross(ex, std::vector{v})[0]; }

}  // namespace pegsat
