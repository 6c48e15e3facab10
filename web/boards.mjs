// SPDX-License-Identifier: GPL-3.0-or-later
// Writes SITE/boards.js at build time (scripts/web-build.sh): every built-in
// board as the module's {op: "board"} answers it, as an ES module the page
// imports with app.js. The page draws a built-in board from it at once, before
// its worker has loaded the module, so that the first answer does not wait on
// the WebAssembly (docs/WEB.md, Speed).
//   node --no-experimental-fetch web/boards.mjs SITE
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const site = path.resolve(process.argv[2] || '.');
// Emscripten 3.1.6's ES module reads its .wasm through node's require and
// __dirname, which an ES module lacks.
globalThis.require = createRequire(path.join(site, 'pegsat.js'));
globalThis.__dirname = site;
const { loadPegsat } = await import(pathToFileURL(path.join(site, 'pegsat-api.js')).href);
const api = await loadPegsat({ locateFile: (file) => path.join(site, file) });
const english = api.call({ op: 'board', board: 'english' });
if (english.error) throw new Error(english.error);
const boards = {};
for (const name of english.builtins) {
  const info = api.call({ op: 'board', board: name });
  if (info.error) throw new Error(`${name}: ${info.error}`);
  boards[name] = info;
}
writeFileSync(path.join(site, 'boards.js'),
              `// The built-in boards (web/boards.mjs writes this file).\nexport default ${JSON.stringify(boards)};\n`);
