// SPDX-License-Identifier: GPL-3.0-or-later
#include "job/ranks.hpp"

#ifdef PEGSAT_MPI
#include "mpi/mpi_exchange.hpp"
#endif

namespace pegsat {

#ifdef PEGSAT_MPI
namespace {

class MpiRanks final : public Ranks {
 public:
  int rank() const override { return session_.rank(); }
  int size() const override { return session_.size(); }
  int localSize() const override { return session_.localSize(); }
  using Exchange::allToAll;
  void allToAll(const Bytes& send, const std::vector<size_t>& sendSizes, Bytes& received,
                std::vector<size_t>& receivedSizes) override {
    session_.allToAll(send, sendSizes, received, receivedSizes);
  }
  std::vector<Bytes> allGather(const Bytes& mine) override { return session_.allGather(mine); }
  [[noreturn]] void abort(int code) override { session_.abort(code); }

 private:
  mpi::Session session_;
};

}  // namespace

bool launchedAsRanks() { return mpi::launched(); }
std::unique_ptr<Ranks> joinRanks() { return std::make_unique<MpiRanks>(); }
#else
bool launchedAsRanks() { return false; }
std::unique_ptr<Ranks> joinRanks() { return nullptr; }
#endif

}  // namespace pegsat
