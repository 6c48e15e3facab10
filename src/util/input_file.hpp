// SPDX-License-Identifier: GPL-3.0-or-later
// Reading input files that may come from a stranger. A pull request can hold
// any file (a symbolic link to /etc/shadow, a FIFO, a file naming /dev/zero
// as its CNF), and `pegsat verify` runs on it in CI. So an input is opened
// without blocking and checked as opened (no race between a check and the
// open), read only if it is a regular file, and only up to the size it had
// when opened; and with InputRoots, only where the user allowed.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "util/result.hpp"

namespace pegsat {

// The places a run may read: the files and folders named on the command line
// and any folders added by option. An empty set reads anywhere (the user's own
// files, as `solve` and `draw` read them).
//
// Each root is opened once, as a descriptor (util/open_beneath.hpp), and every
// file beneath it is opened relative to that descriptor: a symbolic link, a
// "..", or a folder swapped for a link while pegsat runs cannot lead outside.
// A root that is, or passes through, a symbolic link is refused (a pull request
// could commit the folder CI names as a link to "/", or the folder --allow
// names) unless the user trusted that link by name (verify's --allow-link);
// every read beneath a refused root fails saying why.
class InputRoots {
 public:
  InputRoots() = default;
  // Adds a root: a folder, or for a file the folder that holds it, where the
  // files it names are looked for. `mayBeLink`: the user trusted this path
  // by name (--allow-link), so it may be or pass through a link.
  void add(const std::string& path, bool mayBeLink = false);
  // Reads nothing outside the roots added, even with none: a text from a
  // stranger that comes with no folder of its own reads no file.
  void confine() { confined_ = true; }
  bool confined() const { return confined_; }

  // Where a path lies: the descriptor of the deepest root it lies beneath
  // (compared as absolute paths with "." and ".." taken lexically) and the
  // rest of the path. An Error if it lies beneath no root ("names a file
  // outside the verified folders") or its root was refused.
  struct Location {
    int rootFd;
    std::string relative;  // empty: the root itself
  };
  Result<Location> locate(const std::string& path) const;

  // Whether `path` was given to add() as written (after "." and "..").
  bool given(const std::string& path) const;

  // Whether `path` does not exist, and is a path added or lies beneath a
  // root: a missing file can be said to be missing only where the roots
  // would let it be read.
  bool allowsMissing(const std::string& path) const;

 private:
  struct Root {
    std::string path;   // absolute, lexically normal, without a trailing '/'
    int fd = -1;        // O_PATH | O_DIRECTORY; -1 when refused
    std::string error;  // why it was refused
    Root() = default;
    Root(const Root&) = delete;
    ~Root();
  };
  bool confined_ = false;
  std::vector<std::shared_ptr<const Root>> roots_;
  // The paths added, absolute, as written: a set, since a pre-commit hook
  // may name thousands of files.
  std::unordered_set<std::string> given_;
};

// A regular file, opened; its size as it was when opened.
struct InputFile {
  int fd = -1;
  uint64_t size = 0;
  InputFile() = default;
  InputFile(int fd_, uint64_t size_) : fd(fd_), size(size_) {}
  InputFile(InputFile&& o) noexcept : fd(o.fd), size(o.size) { o.fd = -1; }
  InputFile& operator=(InputFile&&) = delete;
  ~InputFile();
  // Reads up to `n` more bytes (fewer at the end of the file) into `out`.
  Result<bool> read(std::string& out, size_t n, const std::string& name);
  // Back to the first byte, for a second pass over the same file.
  Result<bool> rewind(const std::string& name);
};

// Opens `path` for reading if it is a regular file inside `roots`, of at most
// `limit` bytes. The errors name `path` and never quote the file: "names a
// file outside the verified folders", "is a FIFO, not a regular file", "is
// larger than 16 MiB, the most read here". Under roots, a file with more than
// one hard link is refused unless it was named itself: its other name may be
// anywhere (a tar archive can carry a link to /etc/shadow).
Result<InputFile> openInput(const std::string& path, const InputRoots& roots, uint64_t limit);

// The whole of such a file.
Result<std::string> readInput(const std::string& path, const InputRoots& roots, uint64_t limit);

// The path a reference written in `namingFile` stands for: relative to the
// folder that holds `namingFile`, as every pegsat format says; an absolute
// reference as written.
std::string resolveReference(const std::string& namingFile, const std::string& reference);

}  // namespace pegsat
