#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The web page's tests (docs/WEB.md): builds the site into build-web/site,
# runs the module's tests in node, then the page's in headless chromium
# (puppeteer-core) against a static server on 127.0.0.1.
# PEGSAT_SCREENSHOT=FILE also saves the README's picture of the page;
# PEGSAT_ARTIFACTS=DIR is where a picture of each state tested goes
# (default build-web/artifacts).
set -euo pipefail
cd "$(dirname "$0")/.."
site=${PEGSAT_SITE:-$PWD/${WEB_BUILD_DIR:-build-web}/site}
bash scripts/web-build.sh "$site"
bash scripts/web-setup.sh --test
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# Emscripten 3.1.6 fetch()es its .wasm when node has fetch, which fails on a path.
PEGSAT_SITE=$site node --no-experimental-fetch --test web/test/module.test.mjs

port=${PEGSAT_PORT:-8765}
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done
# Another server on the port would be tested instead of this site.
kill -0 $server 2>/dev/null || { echo "web-test: port $port is taken (set PEGSAT_PORT)" >&2; exit 1; }
PEGSAT_URL=http://127.0.0.1:$port/ node --test web/test/page.test.mjs
