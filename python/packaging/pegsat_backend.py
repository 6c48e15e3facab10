# SPDX-License-Identifier: GPL-3.0-or-later
"""The build backend of `pip install .`, `pip install -e .`, `pip wheel .` and
`python3 -m build --sdist` (PEP 517, PEP 660), in the source tree so that a
plain `python3 -m venv` needs nothing from PyPI: no setuptools, no wheel, no
build isolation. It configures CMake for the interpreter running pip, builds
the Python module and the pegsat command (python/CMakeLists.txt) in
build/pip, which a second install reuses, and packs the package of
python/pegsat with them into a wheel.

A wheel runs on any x86-64 Linux with its Python: the code is compiled for
x86-64-v2 (the counter picks AVX2 or AVX-512 code at run time), and the
libraries the module needs beyond the C and C++ runtime are copied beside
the module, which finds them through its $ORIGIN run path (PEGSAT_WHEEL in
python/CMakeLists.txt; docs/PYTHON.md).

pip hides a backend's output until it fails; CMake's progress goes to the
terminal (/dev/tty) when there is one, so a build of a few minutes is not
silent, and into the captured output otherwise."""

import base64
import contextlib
import hashlib
import io
import os
import pathlib
import platform
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

SOURCE = pathlib.Path(__file__).resolve().parents[2]
BUILD = SOURCE / "build" / "pip"
PACKAGE = SOURCE / "python" / "pegsat"
# The instruction set of a wheel: every x86-64 CPU since about 2009; on
# other machines the compiler's default.
ARCH = "x86-64-v2" if platform.machine() in ("x86_64", "AMD64") else ""
# What a wheel may leave to the system: the C and C++ runtime, on every Linux.
RUNTIME = ("libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "ld-linux", "libpthread.so",
           "libdl.so", "librt.so", "linux-vdso.so")

CLASSIFIERS = [
    "Development Status :: 4 - Beta",
    "Intended Audience :: Science/Research",
    "Intended Audience :: Education",
    "Operating System :: POSIX :: Linux",
    "Programming Language :: C++",
    "Programming Language :: Python :: 3",
    "Programming Language :: Python :: 3 :: Only",
    "Topic :: Games/Entertainment :: Puzzle Games",
    "Topic :: Scientific/Engineering :: Mathematics",
    "Typing :: Typed",
]


def _version() -> str:
    """The one version, project(pegsat VERSION ...) in CMakeLists.txt."""
    text = (SOURCE / "CMakeLists.txt").read_text()
    return re.search(r"project\(pegsat VERSION ([\d.]+)", text).group(1)


def _tag() -> str:
    """This interpreter's wheel tag: the module is built for it alone. The
    platform is the plain linux one, not a manylinux one: the module needs
    the glibc and the libstdc++ of the build machine or newer (Debian 12:
    glibc 2.36, GCC 12), which no manylinux policy promises (docs/PYTHON.md)."""
    impl = f"cp{sys.version_info[0]}{sys.version_info[1]}"
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{impl}-{impl}-{plat}"


@contextlib.contextmanager
def _console():
    """Where CMake's output goes: the terminal when pip runs in one."""
    try:
        tty = open("/dev/tty", "w")
    except OSError:
        yield sys.stderr
        return
    with tty:
        yield tty


def _run(command, out) -> None:
    print("pegsat:", " ".join(command), file=out, flush=True)
    subprocess.run(command, check=True, stdout=out, stderr=subprocess.STDOUT)


def _build_module() -> pathlib.Path:
    """Builds _pegsat for this interpreter and the pegsat command beside it
    (in _bin); the folder of the built package. CMAKE_ARGS (as scikit-build
    reads it) adds options to the configure step, e.g.
    "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache" or "-DPEGSAT_ARCH=native"."""
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
    extra = shlex.split(os.environ.get("CMAKE_ARGS", ""))
    with _console() as out:
        _run(["cmake", "-S", str(SOURCE), "-B", str(BUILD), "-DCMAKE_BUILD_TYPE=Release",
              "-DBUILD_TESTING=OFF", f"-DPEGSAT_ARCH={ARCH}", "-DPEGSAT_WHEEL=ON",
              "-DPEGSAT_MPI=OFF",
              f"-DPython3_EXECUTABLE={sys.executable}", *extra], out)
        _run(["cmake", "--build", str(BUILD), "--target", "pegsat_python", "-j", jobs], out)
    return BUILD / "python" / "pegsat"


def _needed(path: pathlib.Path):
    """The shared libraries `path` loads, as the dynamic loader finds them:
    (soname, file) pairs, file None when not found."""
    out = subprocess.run(["ldd", str(path)], check=True, capture_output=True, text=True).stdout
    pairs = []
    for line in out.splitlines():
        m = re.match(r"\s*(\S+)\s+=>\s+(\S+)", line)
        if m:
            pairs.append((m.group(1), None if m.group(2) == "not" else pathlib.Path(m.group(2))))
    return pairs


def _bundled(binaries):
    """The libraries beyond the runtime that `binaries` load (ldd lists them
    all, the libraries' own included): copied into the wheel beside the
    module, whose run path $ORIGIN finds them (the pegsat command's is
    $ORIGIN/..), each given the run path $ORIGIN too, so that abseil's
    libraries find one another. One that needs a library ldd did not find
    fails the build rather than make a wheel that fails on import."""
    libs = {}
    for b in binaries:
        for soname, path in _needed(b):
            if soname.startswith(RUNTIME):
                continue
            if path is None:
                raise RuntimeError(f"{b.name} needs {soname}, which is not found")
            libs[soname] = path
    for soname, path in libs.items():
        for inner, _ in _needed(path):
            if not inner.startswith(RUNTIME) and inner not in libs:
                raise RuntimeError(f"{soname} needs {inner}, which the wheel does not bundle")
    return libs


def _project_text(name: str) -> str:
    return (SOURCE / name).read_text(encoding="utf-8")


def _metadata() -> str:
    """The core metadata (version 2.4 for License-Expression, PEP 639); the
    description is the README. No project URLs: the repository names none."""
    head = [
        "Metadata-Version: 2.4",
        "Name: pegsat",
        f"Version: {_version()}",
        "Summary: Solve, count and certify peg solitaire puzzles",
        "License-Expression: GPL-3.0-or-later",
        "License-File: LICENSE",
        "Requires-Python: >=3.9",
        *[f"Classifier: {c}" for c in CLASSIFIERS],
        "Description-Content-Type: text/markdown",
    ]
    return "\n".join(head) + "\n\n" + _project_text("README.md")


def _entry_points() -> str:
    return "[console_scripts]\npegsat = pegsat.__main__:main\n"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def _wheel_file() -> str:
    return (f"Wheel-Version: 1.0\nGenerator: pegsat_backend\n"
            f"Root-Is-Purelib: false\nTag: {_tag()}\n")


def _info() -> str:
    return f"pegsat-{_version()}.dist-info"


def _dist_info_files():
    info = _info()
    return {
        f"{info}/METADATA": _metadata().encode(),
        f"{info}/WHEEL": _wheel_file().encode(),
        f"{info}/entry_points.txt": _entry_points().encode(),
        f"{info}/licenses/LICENSE": (SOURCE / "LICENSE").read_bytes(),
    }


def _prepare_metadata(metadata_directory) -> str:
    folder = pathlib.Path(metadata_directory)
    for name, data in _dist_info_files().items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return _info()


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    """The metadata alone, so that pip need not build the module twice."""
    return _prepare_metadata(metadata_directory)


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    return _prepare_metadata(metadata_directory)


def _write_wheel(wheel_directory, files) -> str:
    """A wheel of `files` (name -> bytes, or (bytes, executable)) with its
    dist-info and RECORD."""
    files = {k: (v if isinstance(v, tuple) else (v, False)) for k, v in files.items()}
    files.update({k: (v, False) for k, v in _dist_info_files().items()})
    record = [_record_line(name, data) for name, (data, _) in files.items()]
    record.append(f"{_info()}/RECORD,,")
    files[f"{_info()}/RECORD"] = (("\n".join(record) + "\n").encode(), False)
    name = f"pegsat-{_version()}-{_tag()}.whl"
    path = pathlib.Path(wheel_directory) / name
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for member, (data, executable) in files.items():
            entry = zipfile.ZipInfo(member, date_time=(2026, 1, 1, 0, 0, 0))
            # A regular file's mode: pip makes a file executable only then.
            entry.external_attr = (0o100755 if executable else 0o100644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            whl.writestr(entry, data)
    return name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    built = _build_module()
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    module = built / f"_pegsat{suffix}"
    cli = built / "_bin" / "pegsat"
    files = {f"pegsat/{p.name}": p.read_bytes() for p in sorted(PACKAGE.iterdir())
             if p.is_file() and p.suffix in (".py", ".pyi", ".typed")}
    files[f"pegsat/{module.name}"] = (module.read_bytes(), True)
    files["pegsat/_bin/pegsat"] = (cli.read_bytes(), True)
    libs = BUILD / "wheel-libs"
    shutil.rmtree(libs, ignore_errors=True)
    libs.mkdir()
    for soname, path in sorted(_bundled([module, cli]).items()):
        copy = libs / soname
        shutil.copyfile(path, copy)
        subprocess.run(["patchelf", "--set-rpath", "$ORIGIN", str(copy)], check=True)
        files[f"pegsat/{soname}"] = (copy.read_bytes(), True)
    return _write_wheel(wheel_directory, files)


# An editable install imports the package's Python files from the source
# tree (python/pegsat) and its compiled core from build/pip: a finder put on
# sys.meta_path by a .pth file gives the package both folders. A change to a
# .py file shows at the next import; a change to the C++ needs
# `cmake --build build/pip --target pegsat_python` (or pip install -e . again).
_EDITABLE_FINDER = '''\
"""pegsat installed in editable mode (pip install -e): the package's Python
files from {source}, its compiled core from {build}."""
import importlib.machinery
import importlib.util
import sys

_SOURCE = {source!r}
_BUILD = {build!r}


class _Finder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name != "pegsat":
            return None
        return importlib.util.spec_from_file_location(
            name, _SOURCE + "/__init__.py", submodule_search_locations=[_SOURCE, _BUILD])


def install():
    if not any(f is _Finder for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder)
'''


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    built = _build_module()
    finder = _EDITABLE_FINDER.format(source=str(PACKAGE), build=str(built))
    return _write_wheel(wheel_directory, {
        "_pegsat_editable.py": finder.encode(),
        "_pegsat_editable.pth": b"import _pegsat_editable; _pegsat_editable.install()\n",
    })


# What an sdist holds: the files git tracks (the source tree as committed,
# with local edits), or, outside a git checkout (an unpacked sdist), every
# file but the build folders.
def _source_files():
    try:
        out = subprocess.run(["git", "-C", str(SOURCE), "ls-files", "-z"], check=True,
                             capture_output=True).stdout
        names = [n for n in out.decode().split("\0") if n]
        return [n for n in names if (SOURCE / n).is_file()]
    except (OSError, subprocess.CalledProcessError):
        skip = ("build", ".git")
        return sorted(str(p.relative_to(SOURCE)) for p in SOURCE.rglob("*")
                      if p.is_file() and p.relative_to(SOURCE).parts[0] not in skip
                      and not p.relative_to(SOURCE).parts[0].startswith("build"))


def build_sdist(sdist_directory, config_settings=None):
    base = f"pegsat-{_version()}"
    name = f"{base}.tar.gz"
    path = pathlib.Path(sdist_directory) / name
    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for rel in sorted(_source_files()):
            tar.add(str(SOURCE / rel), arcname=f"{base}/{rel}", recursive=False)
        pkg_info = _metadata().encode()
        entry = tarfile.TarInfo(f"{base}/PKG-INFO")
        entry.size = len(pkg_info)
        entry.mtime = 1767225600
        tar.addfile(entry, io.BytesIO(pkg_info))
    return name
