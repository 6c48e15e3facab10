// SPDX-License-Identifier: GPL-3.0-or-later
// The web build's stand-in for the few oneTBB names pegsat uses (PEGSAT_TBB=OFF,
// docs/WEB.md): WebAssembly in a page runs on one thread unless the site is
// served cross-origin isolated, so every loop runs in order on the caller and
// each "thread-local" value exists once. Same names and signatures as oneTBB,
// so the code that uses them is unchanged.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <utility>

namespace tbb {

template <typename T>
class blocked_range {
 public:
  using const_iterator = T;
  blocked_range(T begin, T end, std::size_t grainsize = 1)
      : begin_(begin), end_(end), grain_(grainsize) {}
  T begin() const { return begin_; }
  T end() const { return end_; }
  std::size_t size() const { return std::size_t(end_ - begin_); }
  bool empty() const { return !(begin_ < end_); }
  std::size_t grainsize() const { return grain_; }

 private:
  T begin_, end_;
  std::size_t grain_;
};

class simple_partitioner {};
class auto_partitioner {};

template <typename Index, typename F>
void parallel_for(Index first, Index last, const F& f) {
  for (Index i = first; i < last; ++i) f(i);
}

template <typename Range, typename Body>
void parallel_for(const Range& range, const Body& body) {
  if (!range.empty()) body(range);
}

template <typename Range, typename Body, typename Partitioner>
void parallel_for(const Range& range, const Body& body, const Partitioner&) {
  if (!range.empty()) body(range);
}

namespace info {
inline int default_concurrency() { return 1; }
}  // namespace info

class task_arena {
 public:
  static constexpr int automatic = -1;
  explicit task_arena(int = automatic) {}
  template <typename F>
  decltype(auto) execute(F&& f) {
    return std::forward<F>(f)();
  }
  int max_concurrency() const { return 1; }
};

namespace this_task_arena {
inline int max_concurrency() { return 1; }
}  // namespace this_task_arena

// One value, made on first use by the given function (or copied from the
// exemplar, or default-constructed), iterated as a range of zero or one.
template <typename T>
class enumerable_thread_specific {
 public:
  enumerable_thread_specific() : make_([] { return T(); }) {}
  template <typename F, typename = decltype(T(std::declval<F&>()()))>
  explicit enumerable_thread_specific(F f) : make_(std::move(f)) {}
  explicit enumerable_thread_specific(const T& exemplar) : make_([exemplar] { return exemplar; }) {}

  T& local() {
    if (!value_) value_.emplace(make_());
    return *value_;
  }
  T* begin() { return value_ ? &*value_ : nullptr; }
  T* end() { return value_ ? &*value_ + 1 : nullptr; }
  const T* begin() const { return value_ ? &*value_ : nullptr; }
  const T* end() const { return value_ ? &*value_ + 1 : nullptr; }
  std::size_t size() const { return value_ ? 1 : 0; }
  bool empty() const { return !value_; }
  void clear() { value_.reset(); }

 private:
  std::function<T()> make_;
  std::optional<T> value_;
};

class global_control {
 public:
  enum parameter { max_allowed_parallelism, thread_stack_size };
  global_control(parameter, std::size_t) {}
  static std::size_t active_value(parameter) { return 1; }
};

}  // namespace tbb
