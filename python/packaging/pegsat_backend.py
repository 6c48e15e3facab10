"""The build backend of `pip install .` and `pip wheel .` (PEP 517), in the
source tree so that a plain `python3 -m venv` needs nothing from PyPI: no
setuptools, no wheel, no build isolation. It configures CMake for the
interpreter running pip, builds the one target of the Python module
(python/CMakeLists.txt) in build/pip, which a second install reuses, and
packs the package of python/pegsat with it into a wheel.

pip hides a backend's output until it fails; CMake's progress goes to the
terminal (/dev/tty) when there is one, so a build of a few minutes is not
silent, and into the captured output otherwise."""

import base64
import contextlib
import hashlib
import os
import pathlib
import re
import shlex
import subprocess
import sys
import sysconfig
import zipfile

SOURCE = pathlib.Path(__file__).resolve().parents[2]
BUILD = SOURCE / "build" / "pip"
PACKAGE = SOURCE / "python" / "pegsat"


def _version() -> str:
    """The one version, project(pegsat VERSION ...) in CMakeLists.txt."""
    text = (SOURCE / "CMakeLists.txt").read_text()
    return re.search(r"project\(pegsat VERSION ([\d.]+)", text).group(1)


def _tag() -> str:
    """This interpreter's wheel tag: the module is built for it alone."""
    impl = f"cp{sys.version_info[0]}{sys.version_info[1]}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{impl}-{impl}-{platform}"


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
    """Builds _pegsat for this interpreter; the path of the built module.
    CMAKE_ARGS (as scikit-build reads it) adds options to the configure step,
    e.g. "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"."""
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
    extra = shlex.split(os.environ.get("CMAKE_ARGS", ""))
    with _console() as out:
        _run(["cmake", "-S", str(SOURCE), "-B", str(BUILD), "-DCMAKE_BUILD_TYPE=Release",
              "-DBUILD_TESTING=OFF", f"-DPython3_EXECUTABLE={sys.executable}", *extra], out)
        _run(["cmake", "--build", str(BUILD), "--target", "pegsat_python", "-j", jobs], out)
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return BUILD / "python" / "pegsat" / f"_pegsat{suffix}"


def _metadata() -> str:
    return "\n".join([
        "Metadata-Version: 2.1",
        "Name: pegsat",
        f"Version: {_version()}",
        "Summary: Solve, count and certify peg solitaire puzzles",
        "Requires-Python: >=3.9",
        "",
    ])


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def _wheel_file() -> str:
    return (f"Wheel-Version: 1.0\nGenerator: pegsat_backend\n"
            f"Root-Is-Purelib: false\nTag: {_tag()}\n")


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    """The metadata alone, so that pip need not build the module twice."""
    info = f"pegsat-{_version()}.dist-info"
    folder = pathlib.Path(metadata_directory) / info
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "METADATA").write_text(_metadata())
    (folder / "WHEEL").write_text(_wheel_file())
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    module = _build_module()
    files = {f"pegsat/{p.name}": p.read_bytes() for p in sorted(PACKAGE.iterdir())
             if p.is_file() and p.suffix in (".py", ".pyi", ".typed")}
    files[f"pegsat/{module.name}"] = module.read_bytes()
    info = f"pegsat-{_version()}.dist-info"
    files[f"{info}/METADATA"] = _metadata().encode()
    files[f"{info}/WHEEL"] = _wheel_file().encode()
    record = [_record_line(name, data) for name, data in files.items()]
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    name = f"pegsat-{_version()}-{_tag()}.whl"
    path = pathlib.Path(wheel_directory) / name
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for member, data in files.items():
            info_ = zipfile.ZipInfo(member, date_time=(2026, 1, 1, 0, 0, 0))
            info_.external_attr = (0o755 if member.endswith(".so") else 0o644) << 16
            info_.compress_type = zipfile.ZIP_DEFLATED
            whl.writestr(info_, data)
    return name
