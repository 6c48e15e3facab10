// Atomic output files; see atomic_file.hpp.
#include "util/atomic_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

namespace pegsat {
namespace {

// Writes larger than this go to the file at once, smaller ones are gathered.
constexpr size_t kBufferSize = 1 << 20;

std::string why(const char* what) { return std::string(what) + ": " + std::strerror(errno); }

// fsync of the folder makes the rename itself durable (Linux fsync(2)); a
// folder that cannot be opened for it (some file systems) is no error.
void syncFolder(const std::string& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

std::string folderOf(const std::string& path) {
  const std::string parent = std::filesystem::path(path).parent_path().string();
  return parent.empty() ? "." : parent;
}

}  // namespace

Result<AtomicFile> AtomicFile::create(const std::string& path) {
  const std::filesystem::path target(path);
  if (target.filename().empty()) return Error{path, 0, "cannot write: not a file name"};
  // O_EXCL on a random name: no other writer, not even another pegsat writing
  // the same target, can open this file; the mode 0666 is cut by the umask as
  // for any new file.
  std::random_device seed;
  for (int attempt = 0; attempt < 100; ++attempt) {
    char suffix[20];
    std::snprintf(suffix, sizeof suffix, ".tmp-%08x", unsigned(seed()));
    std::string name = ".";
    name += target.filename().string();
    name += suffix;
    const std::string temp = (target.parent_path() / name).string();
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) return AtomicFile(path, temp, fd);
    if (errno != EEXIST) return Error{path, 0, why("cannot write the file")};
  }
  return Error{path, 0, "cannot write the file: no free temporary name beside it"};
}

AtomicFile::AtomicFile(std::string path, std::string temp, int fd)
    : path_(std::move(path)), temp_(std::move(temp)), fd_(fd) {}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : path_(std::move(other.path_)),
      temp_(std::move(other.temp_)),
      fd_(other.fd_),
      buffer_(std::move(other.buffer_)),
      failed_(std::move(other.failed_)) {
  other.fd_ = -1;
  other.temp_.clear();
}

AtomicFile::~AtomicFile() { discard(); }

void AtomicFile::discard() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
}

namespace {

// write(2) may take fewer bytes than asked, or be interrupted by a signal.
bool writeAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes.remove_prefix(size_t(n));
  }
  return true;
}

}  // namespace

std::optional<Error> AtomicFile::flush() {
  if (!writeAll(fd_, buffer_)) return Error{path_, 0, why("cannot write the file")};
  buffer_.clear();
  return std::nullopt;
}

std::optional<Error> AtomicFile::write(std::string_view bytes) {
  if (failed_) return failed_;
  if (fd_ < 0) return Error{path_, 0, "cannot write the file: it is closed"};
  if (buffer_.size() + bytes.size() <= kBufferSize) {
    buffer_.append(bytes);
    return std::nullopt;
  }
  if ((failed_ = flush())) return failed_;
  if (bytes.size() <= kBufferSize) {
    buffer_.append(bytes);
  } else if (!writeAll(fd_, bytes)) {
    failed_ = Error{path_, 0, why("cannot write the file")};
  }
  return failed_;
}

std::optional<Error> AtomicFile::commit() {
  if (fd_ < 0) return Error{path_, 0, "cannot write the file: it is closed"};
  std::optional<Error> err = failed_ ? failed_ : flush();
  if (!err && ::fsync(fd_) != 0) err = Error{path_, 0, why("cannot write the file")};
  if (!err) {
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) err = Error{path_, 0, why("cannot write the file")};
  }
  if (!err && std::rename(temp_.c_str(), path_.c_str()) != 0)
    err = Error{path_, 0, why("cannot write the file")};
  if (err) {
    discard();
    return err;
  }
  temp_.clear();
  syncFolder(folderOf(path_));
  return std::nullopt;
}

std::optional<Error> writeFileAtomically(const std::string& path, std::string_view text) {
  auto file = AtomicFile::create(path);
  if (!file) return file.error();
  if (auto err = file->write(text)) return err;
  return file->commit();
}

}  // namespace pegsat
