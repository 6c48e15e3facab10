#include "util/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

namespace pegsat {

Result<AtomicFile> AtomicFile::create(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (path.empty()) return Error{"", 0, "empty output path"};
  if (fs::is_directory(path, ec)) return Error{path, 0, "is a directory, not a file"};
  // The same folder as the target: a rename across file systems would copy.
  std::string pattern = path + ".tmp.XXXXXX";
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  int fd = mkstemp(name.data());
  if (fd < 0) return Error{path, 0, std::string("cannot write file: ") + std::strerror(errno)};
  // mkstemp makes the file private (0600); a report is for others to read too.
  fchmod(fd, 0644);
  return AtomicFile(path, name.data(), fd);
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : path_(std::move(other.path_)), temp_(std::move(other.temp_)), fd_(other.fd_) {
  other.fd_ = -1;
  other.temp_.clear();
}

AtomicFile::~AtomicFile() {
  if (fd_ >= 0) close(fd_);
  if (!temp_.empty()) unlink(temp_.c_str());
}

Result<bool> AtomicFile::commit(const std::string& text) {
  auto fail = [&](const char* what) {
    Error e{path_, 0, std::string(what) + ": " + std::strerror(errno)};
    return e;
  };
  if (fd_ < 0) return Error{path_, 0, "already written"};
  for (size_t done = 0; done < text.size();) {
    ssize_t n = write(fd_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return fail("cannot write file");
    done += size_t(n);
  }
  const int fd = fd_;
  fd_ = -1;
  if (close(fd) != 0) return fail("cannot write file");
  if (std::rename(temp_.c_str(), path_.c_str()) != 0)
    return fail("cannot rename the temporary file");
  temp_.clear();
  return true;
}

}  // namespace pegsat
