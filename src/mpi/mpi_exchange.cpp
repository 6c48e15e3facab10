// Session: the counter's collectives as MPI_Alltoall(v) and MPI_Allgather(v).
#include "mpi/mpi_exchange.hpp"

#include <mpi.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace pegsat::mpi {

bool launched() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"})
    if (std::getenv(v)) return true;
  return false;
}

Session::Session() {
  // The counter calls MPI from one thread at a time (the one running the
  // count), while TBB threads expand positions.
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  MPI_Comm local;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &local);
  MPI_Comm_size(local, &localSize_);
  MPI_Comm_free(&local);
  if (const char* die = std::getenv("PEGSAT_MPI_TEST_DIE"))
    if (std::sscanf(die, "%d:%d", &dieRank_, &dieAt_) != 2) dieRank_ = -1;
}

Session::~Session() { MPI_Finalize(); }

void Session::abort(int code) {
  MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code);  // MPI_Abort does not return; this satisfies [[noreturn]]
}

void Session::maybeFail() {
  if (rank_ == dieRank_ && ++exchanges_ == dieAt_) std::_Exit(3);
}

namespace {

// MPI counts and displacements are ints: a message of 2 GiB or more is
// refused rather than cut. (A chunk of children is about 16 MiB.)
int asCount(size_t n) {
  if (n > size_t(INT_MAX)) throw std::length_error("an MPI message of 2 GiB or more");
  return int(n);
}

// The concatenation of buffers, with each one's size and offset.
struct Packed {
  Bytes data;
  std::vector<int> sizes, offsets;
};
Packed pack(const std::vector<Bytes>& parts) {
  Packed p;
  size_t total = 0;
  for (const Bytes& b : parts) {
    p.offsets.push_back(asCount(total));
    p.sizes.push_back(asCount(b.size()));
    total += b.size();
  }
  asCount(total);
  p.data.reserve(total);
  for (const Bytes& b : parts) p.data.insert(p.data.end(), b.begin(), b.end());
  return p;
}
std::vector<Bytes> unpack(const Bytes& data, const std::vector<int>& sizes) {
  std::vector<Bytes> out(sizes.size());
  size_t at = 0;
  for (size_t r = 0; r < sizes.size(); ++r) {
    out[r].assign(data.begin() + long(at), data.begin() + long(at + size_t(sizes[r])));
    at += size_t(sizes[r]);
  }
  return out;
}
std::vector<int> offsetsOf(const std::vector<int>& sizes) {
  std::vector<int> offsets;
  size_t total = 0;
  for (int n : sizes) {
    offsets.push_back(asCount(total));
    total += size_t(n);
  }
  asCount(total);
  return offsets;
}

}  // namespace

std::vector<Bytes> Session::allToAll(const std::vector<Bytes>& send) {
  maybeFail();
  const Packed out = pack(send);
  std::vector<int> sizes(size_t(size_), 0);
  MPI_Alltoall(out.sizes.data(), 1, MPI_INT, sizes.data(), 1, MPI_INT, MPI_COMM_WORLD);
  const std::vector<int> offsets = offsetsOf(sizes);
  Bytes in(size_t(offsets.back()) + size_t(sizes.back()));
  MPI_Alltoallv(out.data.data(), out.sizes.data(), out.offsets.data(), MPI_BYTE, in.data(),
                sizes.data(), offsets.data(), MPI_BYTE, MPI_COMM_WORLD);
  return unpack(in, sizes);
}

std::vector<Bytes> Session::allGather(const Bytes& mine) {
  int n = asCount(mine.size());
  std::vector<int> sizes(size_t(size_), 0);
  MPI_Allgather(&n, 1, MPI_INT, sizes.data(), 1, MPI_INT, MPI_COMM_WORLD);
  const std::vector<int> offsets = offsetsOf(sizes);
  Bytes all(size_t(offsets.back()) + size_t(sizes.back()));
  MPI_Allgatherv(mine.data(), n, MPI_BYTE, all.data(), sizes.data(), offsets.data(), MPI_BYTE,
                 MPI_COMM_WORLD);
  return unpack(all, sizes);
}

}  // namespace pegsat::mpi
