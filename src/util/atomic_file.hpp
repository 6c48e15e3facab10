// Writing a file atomically: the text goes to a temporary file in the same
// folder, which is then renamed over the target (rename(2) is atomic within
// one file system), so a reader such as a CI report uploader never sees half a
// report, and a failed run leaves the previous file in place.
#pragma once

#include <string>

#include "util/result.hpp"

namespace pegsat {

class AtomicFile {
 public:
  // Creates the temporary file at once, so that a path that cannot be written
  // is reported before any work is done.
  static Result<AtomicFile> create(const std::string& path);

  AtomicFile(AtomicFile&& other) noexcept;
  AtomicFile& operator=(AtomicFile&&) = delete;
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  // Removes the temporary file unless it was committed.
  ~AtomicFile();

  // Writes `text` to the temporary file and renames it to the target. Returns
  // an error naming the target if either step fails; true otherwise.
  Result<bool> commit(const std::string& text);

  const std::string& path() const { return path_; }

 private:
  AtomicFile(std::string path, std::string temp, int fd)
      : path_(std::move(path)), temp_(std::move(temp)), fd_(fd) {}
  std::string path_, temp_;
  int fd_ = -1;
};

}  // namespace pegsat
