// SPDX-License-Identifier: GPL-3.0-or-later
// Opening files beneath a folder by descriptor, so that no symbolic link,
// "..", or a folder swapped for a link while pegsat runs can lead a read
// outside it. The folder is opened once (a root); every file beneath is
// opened relative to that descriptor with openat2(2) and RESOLVE_BENEATH, or
// where the kernel lacks openat2 (before Linux 5.6) one component at a time
// with O_NOFOLLOW. The check and the open are one system call: there is no
// moment between them for a race.
#pragma once

#include <string>

namespace pegsat {

// Opens `relative` (a path without a leading '/') beneath the folder
// `rootFd`, with open(2) `flags`. Symbolic links that stay beneath the folder
// are followed, others fail with EXDEV; /proc's magic links fail with ELOOP.
// The descriptor, or -errno.
int openBeneath(int rootFd, const std::string& relative, int flags);

// The same by the walk the fallback takes: every component opened with
// O_NOFOLLOW, so that any symbolic link fails with ELOOP and ".." with EXDEV.
// Public so that tests can run it on kernels that have openat2.
int openBeneathByWalk(int rootFd, const std::string& relative, int flags);

// Opens the folder `path` as a root (O_PATH | O_DIRECTORY), one component
// at a time from the working directory (or "/"), refusing a path that is or
// passes through a symbolic link unless `followLinks`. The descriptor, or
// -errno (ELOOP for a link, ENOTDIR for a file).
int openRoot(const std::string& path, bool followLinks);

}  // namespace pegsat
