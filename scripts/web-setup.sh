#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what the web build and its tests need (docs/WEB.md), from Debian
# and npm only: emscripten; a deb-src line and the Debian sources
# of abseil, tinyxml2 and GLPK (no Debian package has them built for
# WebAssembly), unpacked into $WEB_SOURCES; with --test, chromium and puppeteer-core as
# pinned by web/test/package-lock.json. Idempotent: what is there is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
WEB_SOURCES=${WEB_SOURCES:-$PWD/build-web-src}

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
packages=(cmake make emscripten dpkg-dev libfmt-dev libboost-dev nlohmann-json3-dev)
[ "${1:-}" = "--test" ] && packages+=(chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
srcs=/etc/apt/sources.list.d/pegsat-deb-src.sources
if [ ! -f "$srcs" ]; then
  $sudo tee "$srcs" >/dev/null <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  updated=0
fi
if [ ${#missing[@]} -gt 0 ] || [ -n "${updated+x}" ]; then
  $sudo apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

mkdir -p "$WEB_SOURCES"
(
  cd "$WEB_SOURCES"
  compgen -G 'abseil-*/absl' >/dev/null || apt-get source -qq abseil
  compgen -G 'tinyxml2-*/tinyxml2.cpp' >/dev/null || apt-get source -qq tinyxml2
  # GLPK's upstream tarball as it is: Debian's patches swap its bundled AMD,
  # COLAMD and zlib for system libraries, which have no WebAssembly build.
  if [ ! -d glpk-orig/glpk-5.0 ]; then
    compgen -G 'glpk_*.orig.tar.gz' >/dev/null || apt-get source -qq --download-only glpk
    mkdir -p glpk-orig && tar xzf glpk_*.orig.tar.gz -C glpk-orig
  fi
) 2>&1 | grep -v "^W: Download is performed unsandboxed" || true

if [ "${1:-}" = "--test" ] && [ ! -d web/test/node_modules/puppeteer-core ]; then
  (cd web/test && npm ci --no-audit --no-fund --loglevel=error)
fi
