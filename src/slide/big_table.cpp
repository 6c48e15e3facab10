// SPDX-License-Identifier: GPL-3.0-or-later
// Anonymous mappings aligned to 2 MB and advised to use huge pages; the kernel
// hands them out zeroed, page by page as they are touched.
#include "slide/big_table.hpp"

#include <cstring>
#include <new>
#include <utility>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace pegsat::slide {

#ifdef __linux__
namespace {
constexpr size_t kHuge = size_t(2) << 20;
}
#endif

BigTable::BigTable(size_t bytes) : size_(bytes) {
  if (bytes == 0) return;
#ifdef __linux__
  mapBytes_ = bytes + kHuge;
  void* p = mmap(nullptr, mapBytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  map_ = p;
  const auto start = (reinterpret_cast<uintptr_t>(p) + kHuge - 1) & ~(kHuge - 1);
  data_ = reinterpret_cast<uint8_t*>(start);
  // Only advice: without huge pages the table works the same, more slowly.
  madvise(data_, (bytes + kHuge - 1) & ~(kHuge - 1), MADV_HUGEPAGE);
#else
  data_ = new uint8_t[bytes]();
  map_ = data_;
#endif
}

BigTable::BigTable(const BigTable& other) : BigTable(other.size_) {
  if (size_) std::memcpy(data_, other.data_, size_);
}

BigTable::~BigTable() {
  if (!map_) return;
#ifdef __linux__
  munmap(map_, mapBytes_);
#else
  delete[] static_cast<uint8_t*>(map_);
#endif
}

void BigTable::swap(BigTable& other) noexcept {
  std::swap(data_, other.data_);
  std::swap(size_, other.size_);
  std::swap(map_, other.map_);
  std::swap(mapBytes_, other.mapBytes_);
}

}  // namespace pegsat::slide
