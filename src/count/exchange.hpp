// SPDX-License-Identifier: GPL-3.0-or-later
// How the layered counter shares its work between processes: the few
// collective operations it needs (all-to-all of byte buffers, gathering a small
// record from every rank), behind an interface, so that the count library
// knows nothing of MPI. A count with no Exchange runs in one process, as
// before; src/mpi implements this over MPI for `mpirun -np N pegsat count`.
//
// Exactness: every reduction here is over integers (big counts travel as
// 64-bit limbs), never doubles, so every rank count gives the same digits.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

namespace pegsat {

using Bytes = std::vector<char>;

class Exchange {
 public:
  virtual ~Exchange() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Collective: every rank calls it at the same point of the count. `send`
  // holds the parts for each rank in rank order, sendSizes[r] bytes for rank
  // r; `received` gets what each rank sent this one, in rank order, and
  // receivedSizes their sizes. The buffers are the caller's, kept from call to
  // call: fresh megabytes every chunk cost page faults and copies (more CPU
  // than the count itself).
  virtual void allToAll(const Bytes& send, const std::vector<size_t>& sendSizes, Bytes& received,
                        std::vector<size_t>& receivedSizes) = 0;
  // The same with one buffer per rank.
  std::vector<Bytes> allToAll(const std::vector<Bytes>& send);
  // Collective: every rank's bytes, by rank, on every rank.
  virtual std::vector<Bytes> allGather(const Bytes& mine) = 0;
};

// The ranks share nothing but these collectives: each helper below is one
// collective call, so every rank must call the same helpers in the same order.

// Appends the bytes of a trivially copyable value.
template <class T>
void putValue(Bytes& out, const T& v) {
  static_assert(std::is_trivially_copyable_v<T>);
  const size_t at = out.size();
  out.resize(at + sizeof(T));
  std::memcpy(out.data() + at, &v, sizeof(T));
}
// Reads a value put by putValue at `at`, and moves `at` past it.
template <class T>
T getValue(const Bytes& in, size_t& at) {
  T v;
  std::memcpy(&v, in.data() + at, sizeof(T));
  at += sizeof(T);
  return v;
}

// A non-negative big integer as a count of 64-bit limbs and the limbs, least
// significant first.
void putBig(Bytes& out, const boost::multiprecision::cpp_int& v);
boost::multiprecision::cpp_int getBig(const Bytes& in, size_t& at);

// The sum over ranks of each rank's value (and of each entry of a vector, all
// ranks giving vectors of one length). With no exchange, the value itself.
uint64_t sumAcross(Exchange* ex, uint64_t v);
uint64_t maxAcross(Exchange* ex, uint64_t v);
boost::multiprecision::cpp_int sumAcross(Exchange* ex, const boost::multiprecision::cpp_int& v);
std::vector<boost::multiprecision::cpp_int> sumAcross(
    Exchange* ex, const std::vector<boost::multiprecision::cpp_int>& v);
std::vector<uint64_t> sumAcross(Exchange* ex, const std::vector<uint64_t>& v);
bool anyAcross(Exchange* ex, bool v);
// The bitwise OR over ranks.
uint64_t orAcross(Exchange* ex, uint64_t v);

}  // namespace pegsat
