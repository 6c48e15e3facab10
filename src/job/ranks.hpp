// SPDX-License-Identifier: GPL-3.0-or-later
// The ranks of an MPI run (`mpirun -np N pegsat count`, docs/MPI.md) as the
// jobs see them: an Exchange for the layered count, the ranks sharing this
// machine's memory, and a way to end them all. In a build without MPI there
// are never ranks. The front end asks here, so that it reaches MPI only
// through the job layer.
#pragma once

#include <memory>

#include "count/exchange.hpp"

namespace pegsat {

class Ranks : public Exchange {
 public:
  // The ranks on this machine (sharing its memory).
  virtual int localSize() const = 0;
  // Ends every rank of the run with `code` (MPI_Abort): for a rank that
  // cannot go on, so that the others do not wait for it forever.
  [[noreturn]] virtual void abort(int code) = 0;
};

// Whether this process was started by mpirun, in a build with MPI.
bool launchedAsRanks();

// Joins the run (MPI_Init_thread; MPI_Finalize when it is destroyed); null in
// a build without MPI.
std::unique_ptr<Ranks> joinRanks();

}  // namespace pegsat
