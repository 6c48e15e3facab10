// SPDX-License-Identifier: GPL-3.0-or-later
// Session: the counter's collectives as MPI_Alltoall(v) and MPI_Allgather(v).
#include "mpi/mpi_exchange.hpp"

#include <mpi.h>

#include <chrono>
#include <climits>
#include <thread>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

namespace pegsat::mpi {

bool launched() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"})
    if (std::getenv(v)) return true;
  return false;
}

namespace {

// On one machine the ranks talk through shared memory, yet OpenMPI first opens
// every network transport it was built with (UCX, InfiniBand, OFI): that took
// half of the start-up here, 0.25 s against a 0.6 s count. When mpirun says
// that every rank runs on this machine and the user has chosen no transport,
// the ranks use shared memory alone (MCA parameters are read from the
// environment at MPI_Init; setenv without overwrite keeps a user's choice).
void preferSharedMemory() {
  const char* world = std::getenv("OMPI_COMM_WORLD_SIZE");
  const char* local = std::getenv("OMPI_COMM_WORLD_LOCAL_SIZE");
  if (!world || !local || std::string_view(world) != local) return;
#if defined(OMPI_MAJOR_VERSION) && OMPI_MAJOR_VERSION >= 5
  const char* sharedMemory = "self,sm";
#else
  const char* sharedMemory = "self,vader";
#endif
  setenv("OMPI_MCA_pml", "ob1", 0);
  setenv("OMPI_MCA_btl", sharedMemory, 0);
}

}  // namespace

Session::Session() {
  preferSharedMemory();
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
// refused rather than cut. (A chunk of children is about 4 MiB.)
int asCount(size_t n) {
  if (n > size_t(INT_MAX)) throw std::length_error("an MPI message of 2 GiB or more");
  return int(n);
}

// Waits for a non-blocking collective by testing it, with naps between
// tests. A blocking collective spins while it waits for the slowest rank; with
// more ranks (and their threads) than cores, as on a workstation, the spinning
// took the cores from the ranks still working: a 2-rank English count on 2
// cores used 4.4 s of CPU where one process used 0.8 s. A nap of 50 us costs
// little against an exchange of megabytes.
void await(MPI_Request& request) {
  for (int done = 0;;) {
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done) return;
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
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

void Session::allToAll(const Bytes& send, const std::vector<size_t>& sendSizes, Bytes& received,
                       std::vector<size_t>& receivedSizes) {
  maybeFail();
  std::vector<int> outSizes, sizes(size_t(size_), 0);
  for (size_t n : sendSizes) outSizes.push_back(asCount(n));
  const std::vector<int> outOffsets = offsetsOf(outSizes);
  MPI_Request request;
  MPI_Ialltoall(outSizes.data(), 1, MPI_INT, sizes.data(), 1, MPI_INT, MPI_COMM_WORLD, &request);
  await(request);
  const std::vector<int> offsets = offsetsOf(sizes);
  received.resize(size_t(offsets.back()) + size_t(sizes.back()));
  MPI_Ialltoallv(send.data(), outSizes.data(), outOffsets.data(), MPI_BYTE, received.data(),
                 sizes.data(), offsets.data(), MPI_BYTE, MPI_COMM_WORLD, &request);
  await(request);
  receivedSizes.assign(sizes.begin(), sizes.end());
}

std::vector<Bytes> Session::allGather(const Bytes& mine) {
  int n = asCount(mine.size());
  std::vector<int> sizes(size_t(size_), 0);
  MPI_Request request;
  MPI_Iallgather(&n, 1, MPI_INT, sizes.data(), 1, MPI_INT, MPI_COMM_WORLD, &request);
  await(request);
  const std::vector<int> offsets = offsetsOf(sizes);
  Bytes all(size_t(offsets.back()) + size_t(sizes.back()));
  MPI_Iallgatherv(mine.data(), n, MPI_BYTE, all.data(), sizes.data(), offsets.data(), MPI_BYTE,
                  MPI_COMM_WORLD, &request);
  await(request);
  return unpack(all, sizes);
}

}  // namespace pegsat::mpi
