// Output files that appear whole or not at all. The bytes go to a temporary
// file in the target's folder (the same file system, so that rename(2)
// replaces the target in one step, POSIX), are flushed to the disk, and the
// file is renamed onto the target. A run that fails, is interrupted or is
// killed leaves the target as it was (absent, or the previous complete file);
// a killed run may leave its temporary file, a hidden ".NAME.tmp-..." beside it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "util/result.hpp"

namespace pegsat {

// A file written in pieces, visible under its name only after commit().
class AtomicFile {
 public:
  // Creates the temporary file beside `path`; the error names `path`.
  static Result<AtomicFile> create(const std::string& path);

  AtomicFile(AtomicFile&& other) noexcept;
  AtomicFile& operator=(AtomicFile&&) = delete;
  AtomicFile(const AtomicFile&) = delete;
  // Without commit(), removes the temporary file: the target is untouched.
  ~AtomicFile();

  std::optional<Error> write(std::string_view bytes);
  // Flushes, syncs and renames the file into place; after an error the
  // temporary file is gone and the target untouched.
  std::optional<Error> commit();

  const std::string& path() const { return path_; }

 private:
  AtomicFile(std::string path, std::string temp, int fd);
  std::optional<Error> flush();
  void discard();

  std::string path_, temp_;
  int fd_ = -1;
  std::string buffer_;
  std::optional<Error> failed_;  // the first write error, kept for commit()
};

// Writes `text` as the whole file `path`, atomically.
std::optional<Error> writeFileAtomically(const std::string& path, std::string_view text);

}  // namespace pegsat
