// SPDX-License-Identifier: GPL-3.0-or-later
// An allocator for the large hash tables that searches read at random: blocks
// of at least 2 MiB are mapped on their own and marked for transparent huge
// pages (madvise(2), MADV_HUGEPAGE), smaller ones come from operator new.
//
// A table of hundreds of megabytes read at random misses the TLB on almost
// every read with 4 KiB pages; with 2 MiB pages the page walk mostly goes.
// Kernels whose transparent huge pages are "madvise" (Debian's default) give
// them only to memory marked this way. Where the kernel has none, the advice
// is ignored and the block is an ordinary mapping.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <new>

namespace pegsat {

template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr size_t kHugePage = size_t(2) << 20;
  // The type's own alignment (a cache line for the memo's buckets); a mapping
  // is aligned to its page.
  static constexpr std::align_val_t kAlign{alignof(T)};

  HugePageAllocator() = default;
  template <class U>
  HugePageAllocator(const HugePageAllocator<U>&) {}

  T* allocate(size_t n) {
    const size_t bytes = n * sizeof(T);
    if (bytes < kHugePage) return static_cast<T*>(::operator new(bytes, kAlign));
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    madvise(p, bytes, MADV_HUGEPAGE);
    return static_cast<T*>(p);
  }
  void deallocate(T* p, size_t n) {
    const size_t bytes = n * sizeof(T);
    if (bytes < kHugePage) return ::operator delete(p, kAlign);
    munmap(p, bytes);
  }

  template <class U>
  bool operator==(const HugePageAllocator<U>&) const {
    return true;
  }
};

}  // namespace pegsat
