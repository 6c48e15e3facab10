// SPDX-License-Identifier: GPL-3.0-or-later
// A large zero-filled byte array for pattern databases and their builds,
// mapped with transparent huge pages where Linux offers them. A lookup in the
// 7-8 databases (a quarter of a gigabyte) is a random access, and with 4 KB
// pages most of them also miss the TLB; 2 MB pages remove that second miss.
#pragma once

#include <cstddef>
#include <cstdint>

namespace pegsat::slide {

class BigTable {
 public:
  BigTable() = default;
  explicit BigTable(size_t bytes);
  BigTable(const BigTable& other);
  BigTable(BigTable&& other) noexcept { swap(other); }
  BigTable& operator=(BigTable other) noexcept {
    swap(other);
    return *this;
  }
  ~BigTable();

  uint8_t* data() { return data_; }
  const uint8_t* data() const { return data_; }
  size_t size() const { return size_; }
  uint8_t& operator[](size_t i) { return data_[i]; }
  uint8_t operator[](size_t i) const { return data_[i]; }
  uint8_t& back() { return data_[size_ - 1]; }

  void swap(BigTable& other) noexcept;

 private:
  uint8_t* data_ = nullptr;
  size_t size_ = 0;
  void* map_ = nullptr;  // the mapping (or allocation) that holds data_
  size_t mapBytes_ = 0;
};

}  // namespace pegsat::slide
