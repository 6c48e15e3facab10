# The compiled part of `pip install .`: setuptools has no CMake support, so
# this build_ext configures the project and builds the one target of the
# Python module (python/CMakeLists.txt) for the interpreter running pip, then
# copies it where setuptools packs the extension. Everything else is in
# pyproject.toml.
import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE = pathlib.Path(__file__).parent.resolve()


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = pathlib.Path(self.build_temp).resolve() / "cmake"
        subprocess.run(["cmake", "-S", str(SOURCE), "-B", str(build),
                        "-DCMAKE_BUILD_TYPE=Release", "-DBUILD_TESTING=OFF",
                        f"-DPython3_EXECUTABLE={sys.executable}"], check=True)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
        subprocess.run(["cmake", "--build", str(build), "--target", "pegsat_python",
                        "-j", jobs], check=True)
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(build / "python" / "pegsat" / target.name, target)


# Under build/pip, apart from the CMake build the README makes in build/; a
# second `pip install .` reuses its CMake tree and rebuilds only what changed.
setup(ext_modules=[Extension("pegsat._pegsat", sources=[])], cmdclass={"build_ext": CMakeBuild},
      options={"build": {"build_base": "build/pip"}})
