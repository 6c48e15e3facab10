# SPDX-License-Identifier: GPL-3.0-or-later
# A wheel runs on machines unlike the build machine (docs/PYTHON.md, "A wheel
# for other machines"): no instruction above x86-64-v2 outside functions that
# are chosen at run time by CPU, only the C and C++ runtime left to the
# system, and a fresh venv (no system site-packages) installs it, imports it,
# counts the central game and runs the pegsat command while loading no
# library from outside the wheel but the runtime. Making a wheel takes
# minutes, so these run on the wheel that PEGSAT_WHEEL names:
#   python3 -m pip wheel . -w dist
#   PEGSAT_WHEEL=dist/pegsat-*.whl /usr/bin/python3 -m pytest python/tests/test_wheel.py
import glob
import os
import re
import shutil
import subprocess
import sys
import zipfile

import pytest

ENGLISH = "40861647040079968"  # the central game's count (Bell)
RUNTIME = ("libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "ld-linux", "libpthread.so",
           "libdl.so", "librt.so", "linux-vdso.so")

# Instructions that x86-64-v2 lacks: everything VEX- or EVEX-encoded (AVX,
# AVX2, FMA, AVX-512: their mnemonics start with v, and only they use ymm,
# zmm and mask registers) and the bit instructions of x86-64-v3 (BMI1, BMI2,
# LZCNT, MOVBE). Not TZCNT: objdump names REP BSF so, which compilers and GMP
# emit on purpose, since a CPU without BMI1 runs it as BSF.
ABOVE_V2 = re.compile(r"^(v\w+|andn|bextr|blsi|blsmsk|blsr|bzhi|pdep|pext|mulx|rorx|sarx|shlx|"
                      r"shrx|lzcnt|movbe|kmov\w|kand\w*|kor\w*|kxor\w*|knot\w|kshift\w+|"
                      r"ktest\w|kortest\w)$")
REGISTERS = re.compile(r"%[yz]mm\d+|%k[1-7]\b")
# Functions chosen at run time by CPU: GCC's target clones
# (name.arch_x86_64_v4, name.arch_x86_64_v3, with .cold or .constprop parts), and GMP's own per-CPU functions (its "fat"
# build, which Debian's libgmp.a is) and glibc-style resolvers' targets.
DISPATCHED = re.compile(r"\.(avx2|avx512\w*|arch_x86_64_v[34]|haswell|skylake\w*|znver\d)(\.|$)|"
                        r"^__gmpn_\w+_(haswell|broadwell|skylake|zen\d?|coreihwl|coreibwl|"
                        r"coreisbr|bd[1-4]|bt[12]|k10|k8|nano|atom|silvermont|goldmont)$")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    names = glob.glob(os.environ.get("PEGSAT_WHEEL", ""))
    if not names:
        pytest.skip("no wheel: set PEGSAT_WHEEL to the path of one (pip wheel . -w dist)")
    path = names[0]
    folder = tmp_path_factory.mktemp("wheel")
    with zipfile.ZipFile(path) as z:
        for info in z.infolist():
            z.extract(info, folder)
            os.chmod(folder / info.filename, info.external_attr >> 16 & 0o777 or 0o644)
    return path, folder


def _binaries(folder):
    package = folder / "pegsat"
    module = next(package.glob("_pegsat*.so"))
    return [module, package / "_bin" / "pegsat"]


def _above_v2(path):
    """{function: count} of the instructions above x86-64-v2 in `path`."""
    out = subprocess.run(["objdump", "-d", "--no-show-raw-insn", str(path)], check=True,
                         capture_output=True, text=True).stdout
    found = {}
    function = "?"
    for line in out.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if m:
            function = m.group(1)
            continue
        parts = line.split("\t")
        if len(parts) < 2:
            continue
        words = parts[1].split()
        if not words:
            continue
        mnemonic = words[0]
        if mnemonic in ("rep", "repz", "repnz", "lock", "notrack", "bnd", "data16") and len(words) > 1:
            mnemonic = words[1]
        if ABOVE_V2.match(mnemonic) or REGISTERS.search(parts[1]):
            found[function] = found.get(function, 0) + 1
    return found


def test_no_instruction_above_x86_64_v2_outside_dispatched_functions(wheel):
    if not shutil.which("objdump"):
        pytest.skip("objdump (binutils) is not installed")
    _, folder = wheel
    # The module, the command and the Debian libraries the wheel carries.
    for binary in _binaries(folder) + sorted((folder / "pegsat").glob("lib*.so*")):
        found = _above_v2(binary)
        undispatched = {f: n for f, n in found.items() if not DISPATCHED.search(f)}
        assert not undispatched, (binary.name, sorted(undispatched.items())[:20])


def test_ldd_lists_only_the_runtime(wheel):
    _, folder = wheel
    package = folder / "pegsat"
    for binary in _binaries(folder) + sorted(package.glob("lib*.so*")):
        out = subprocess.run(["ldd", str(binary)], check=True, capture_output=True,
                             text=True).stdout
        for line in out.splitlines():
            m = re.match(r"\s*(\S+)(?:\s+=>\s+(\S+))?", line)
            if not m or "statically linked" in line:  # a library that needs none
                continue
            name, found = m.group(1), m.group(2)
            assert found != "not", (binary.name, line)
            if name.startswith(RUNTIME) or name.startswith("/lib"):
                continue
            # Anything else is bundled, and found beside the module.
            assert found and os.path.dirname(os.path.realpath(found)) == str(
                os.path.realpath(package)), (binary.name, line)


def test_a_fresh_venv_installs_and_runs_it(wheel, tmp_path):
    path, _ = wheel
    tag = f"cp{sys.version_info[0]}{sys.version_info[1]}"
    if f"-{tag}-" not in os.path.basename(path):
        pytest.skip(f"the wheel is not for this Python ({tag})")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "PEGSAT", "LD_"))}
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-index", "--no-deps", path],
                   check=True, env=env, cwd=tmp_path)
    # The libraries the process maps after a count: each is the runtime,
    # Python's own, or in the installed package.
    script = (
        "import os, pegsat, sys\n"
        "n = pegsat.count(pegsat.Problem()).solutions\n"
        "maps = {l.split()[-1] for l in open('/proc/self/maps') if '.so' in l.split()[-1]}\n"
        "print(n)\n"
        "print(os.path.dirname(pegsat.__file__))\n"
        "print(sys.base_prefix)\n"
        "print('\\n'.join(sorted(maps)))\n")
    out = subprocess.run([python, "-c", script], check=True, capture_output=True, text=True,
                         env=env, cwd=tmp_path).stdout.splitlines()
    assert out[0] == ENGLISH
    package, base = out[1], out[2]
    assert package.startswith(str(venv))
    for lib in out[3:]:
        leaf = os.path.basename(lib)
        ok = (leaf.startswith(RUNTIME) or lib.startswith(package) or lib.startswith(base)
              or "/lib-dynload/" in lib or leaf.startswith("libpython"))
        assert ok, lib
    cli = subprocess.run([str(venv / "bin" / "pegsat"), "count", "-q"], check=True,
                         capture_output=True, text=True, env=env, cwd=tmp_path).stdout
    assert cli.split()[0] == ENGLISH
    module = subprocess.run([python, "-m", "pegsat", "count", "-q"], check=True,
                            capture_output=True, text=True, env=env, cwd=tmp_path).stdout
    assert module == cli
