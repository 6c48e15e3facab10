// SPDX-License-Identifier: GPL-3.0-or-later
// The counter's Exchange (count/exchange.hpp) over MPI, for
// `mpirun -np N pegsat count`: one MPI session per run, started only when an
// MPI launcher started the process, so a plain run never touches MPI.
#pragma once

#include <optional>
#include <string>

#include "count/exchange.hpp"

namespace pegsat::mpi {

// Whether an MPI launcher (mpirun of OpenMPI or MPICH, Slurm's srun with
// PMI or PMIx) started this process, read from the environment it sets.
// MPI_Init outside a launcher makes a singleton world of one rank, which
// costs a start-up and, in containers, warnings about networks; a plain run
// should cost and print what it did before MPI.
bool launched();

class Session final : public Exchange {
 public:
  Session();   // MPI_Init_thread
  ~Session();  // MPI_Finalize
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  // The ranks on this machine (sharing its memory).
  int localSize() const { return localSize_; }
  using Exchange::allToAll;
  void allToAll(const Bytes& send, const std::vector<size_t>& sendSizes, Bytes& received,
                std::vector<size_t>& receivedSizes) override;
  std::vector<Bytes> allGather(const Bytes& mine) override;

  // Ends every rank of the run with `code` (MPI_Abort): for a rank that
  // cannot go on, so that the others do not wait for it forever.
  [[noreturn]] void abort(int code);

 private:
  void maybeFail();

  int rank_ = 0, size_ = 1, localSize_ = 1;
  // A test's stand-in for a rank that dies mid-count:
  // PEGSAT_MPI_TEST_DIE=rank:exchanges makes that rank exit at once, without
  // a word to MPI, at its given all-to-all exchange.
  int dieRank_ = -1, dieAt_ = 0, exchanges_ = 0;
};

}  // namespace pegsat::mpi
