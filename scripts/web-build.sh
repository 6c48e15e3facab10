#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the web page (docs/WEB.md) and writes the finished static site into
# DIR: index.html, its scripts and the WebAssembly module. Any static host
# serves it; nothing runs on the server.
#   bash scripts/web-build.sh DIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: bash scripts/web-build.sh DIR" >&2; exit 2; }
out=$1
cd "$(dirname "$0")/.."
bash scripts/web-setup.sh
# Emscripten's tools are node scripts that need Debian's node modules (acorn)
# when the node on PATH is not Debian's.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
build=${WEB_BUILD_DIR:-build-web}
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
emcmake cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DPEGSAT_WERROR=ON \
  -DPEGSAT_WEB_SOURCES="${WEB_SOURCES:-$PWD/build-web-src}" "${launcher[@]}" >/dev/null
cmake --build "$build" -j "$(nproc)" --target pegsat_web
mkdir -p "$out"
cp web/site/index.html web/site/app.js web/site/worker.js web/site/pegsat-api.js \
   web/site/style.css web/site/sw.js web/site/manifest.webmanifest web/site/icon.svg \
   "$build/web/pegsat.js" "$build/web/pegsat.wasm" "$out/"
# The built-in boards as the module describes them, for the page's first draw.
node --no-experimental-fetch web/boards.mjs "$out"
echo "site written to $out ($(du -sk "$out" | cut -f1) KiB)"
