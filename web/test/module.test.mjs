// SPDX-License-Identifier: GPL-3.0-or-later
// The web module's answers, in node (scripts/web-test.sh): the same call the
// page's workers make. PEGSAT_SITE names the built site (scripts/web-build.sh).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const site = path.resolve(process.env.PEGSAT_SITE || path.join(repo, 'build-web/site'));
// Emscripten 3.1.6's ES module reads its .wasm through node's require and
// __dirname, which an ES module lacks.
globalThis.require = createRequire(path.join(site, 'pegsat.js'));
globalThis.__dirname = site;
const { loadPegsat } = await import(pathToFileURL(path.join(site, 'pegsat-api.js')).href);
const api = await loadPegsat({ locateFile: (file) => path.join(site, file) });

const repoFile = (p) => readFileSync(path.join(repo, p), 'utf8');

test('the central game is solved, and its solution verified', () => {
  const a = api.call({ op: 'solve', board: 'english' });
  assert.equal(a.status, 'solved', JSON.stringify(a));
  assert.equal(a.jumps.length, 31);  // 32 pegs to 1
  const v = api.call({ op: 'verify', text: a.solution });
  assert.equal(v.status, 'right', v.text);
  assert.match(v.text, /ok/);
});

test('fewest moves of the central game: 18, its known minimum', () => {
  const a = api.call({ op: 'fewest', board: 'english' });
  assert.equal(a.status, 'solved', JSON.stringify(a));
  assert.equal(a.moves, 18);
});

// Published figures: the 15-hole triangle's 6816 solutions from a1 to a1, and
// the English board's 40,861,647,040,079,968 (Bell).
test('the triangle count', () => {
  const a = api.call({ op: 'count', board: 'triangle', empty: 'a1', finish: 'a1' });
  assert.equal(a.solutions, '6816', JSON.stringify(a));
});

test('the English count', () => {
  const a = api.call({ op: 'count', board: 'english' });
  assert.equal(a.solutions, '40861647040079968', JSON.stringify(a));
});

test('a count too big for its memory stops with a message', () => {
  const a = api.call({ op: 'count', board: 'english', maxMemoryMB: 1 });
  assert.equal(a.status, 'unknown', JSON.stringify(a));
  assert.equal(a.reason, 'memory limit');
  assert.equal(a.max_memory_mb, 1);
  // And the module still counts afterwards.
  assert.equal(api.call({ op: 'count', board: 'triangle', empty: 'a1', finish: 'a1' }).solutions, '6816');
});

test('a "no" and its certificate checked', () => {
  const a = api.call({ op: 'solve', board: 'triangle', empty: 'a1', finish: 'a2' });
  assert.equal(a.status, 'no solution', JSON.stringify(a));
  const cert = repoFile('fuzz/corpus/certificate/triangle-parity.cert');
  const v = api.call({ op: 'verify', text: cert });
  assert.equal(v.status, 'right', v.text);
  // The same certificate with one hole fewer proves nothing.
  const broken = cert.replace(/ e5\s*$/m, '');
  assert.notEqual(api.call({ op: 'verify', text: broken }).status, 'right');
});

test('a wrong solution is wrong, with the line of its bad jump', () => {
  const good = repoFile('data/solutions/triangle.sol');
  const v = api.call({ op: 'verify', text: good.replace('c3-a3 a1-c3', 'c3-a3 a1-c4') });
  assert.notEqual(v.status, 'right', v.text);
  assert.match(v.text, /pasted\.sol:\d+: /);
});

// The answers' fields are named as `pegsat solve/count/verify --json` names
// them (docs/JSON.md, checked against the reports by the C++ tests): each key
// is listed under its command, or under the head of every report.
test('the answers name their fields as the command line\'s JSON does', () => {
  const doc = repoFile('docs/JSON.md');
  const section = (title) => {
    const start = doc.indexOf(`### ${title}`);
    assert.ok(start >= 0, title);
    const end = doc.indexOf('\n### ', start + 4);
    return new Set([...doc.slice(start, end < 0 ? undefined : end).matchAll(/^\| `(?:files\[\]\.)?([a-z_]+)`/gm)].map((m) => m[1]));
  };
  const head = section('The head of every report');
  // The page's own: the verifier's one-line text, and the tables' bound in MB.
  const pageOnly = new Set(['text', 'fields', 'max_memory_mb']);
  const answers = {
    '`solve`': [{ op: 'solve', board: 'triangle', empty: 'a1', finish: 'a1' },
                { op: 'solve', board: 'triangle', empty: 'a1', finish: 'a2' },
                { op: 'fewest', board: 'triangle', empty: 'a1', finish: 'a1' },
                { op: 'fewest', board: 'english', timeoutMs: 1 }],
    '`count`': [{ op: 'count', board: 'triangle', empty: 'a1', finish: 'a1' },
                { op: 'count', board: 'english', maxMemoryMB: 1 }],
    '`verify`': [{ op: 'verify', text: repoFile('data/solutions/triangle.sol').replace('a1-c3', 'a1-c4') },
                 { op: 'verify', text: 'nonsense' }],
  };
  const seen = new Set();
  for (const [command, requests] of Object.entries(answers)) {
    const names = section(command);
    for (const request of requests) {
      const a = api.call(request);
      assert.ok(a.status, JSON.stringify(a));
      for (const key of Object.keys(a)) {
        seen.add(key);
        if (!pageOnly.has(key)) assert.ok(names.has(key) || head.has(key), `${command}: "${key}" is not in docs/JSON.md`);
      }
    }
  }
  // The names that differed before, each seen at least once.
  for (const key of ['decided_by', 'lower_bound', 'peak_bytes', 'milliseconds', 'reason', 'error'])
    assert.ok(seen.has(key), key);
});

test('malformed input gives an error, not an abort', () => {
  const bad = api.call({ op: 'board', boardText: 'name: x\ndirections: 5\noo\n' });
  assert.match(bad.error, /pasted board/);
  const noise = api.call({ op: 'verify', text: '\u0000\u00ff garbage d9-z1 ' + 'x'.repeat(5000) });
  assert.equal(noise.status, 'unreadable', JSON.stringify(noise));
  assert.match(api.call({ op: 'solve', board: '../etc/passwd' }).error, /unknown board/);
  assert.match(api.call({ op: 'solve', board: 'english', empty: 'q9' }).error, /q9/);
  assert.ok(api.call({ op: 'nothing' }).error);
  // The module is still alive after all of them.
  assert.equal(api.call({ op: 'solve', board: 'triangle', empty: 'a1', finish: 'a1' }).status, 'solved');
});

// A game played to its end asks about a position that is its own finish: it
// is solved, by no jump, in every question the page asks.
test('a position that is its finish is solved by no jump', () => {
  const last = { op: 'solve', board: 'english', pegs: 'd4', finish: 'd4' };
  const a = api.call(last);
  assert.equal(a.status, 'solved', JSON.stringify(a));
  assert.deepEqual(a.jumps, []);
  assert.equal(a.moves, 0);
  assert.equal(api.call({ ...last, op: 'verify', text: a.solution }).status, 'right');
  const f = api.call({ ...last, op: 'fewest' });
  assert.equal(f.status, 'solved', JSON.stringify(f));
  assert.equal(f.moves, 0);
  assert.equal(api.call({ ...last, op: 'count' }).solutions, '1');
  // A file of no jumps whose start is not its finish is wrong, not solved.
  const v = api.call({ op: 'verify', text: 'board: english\nstart: d4\nfinish: d4\n' });
  assert.equal(v.status, 'wrong', v.text);
});

// The page's quiet mark asks with a time budget: a hard problem answers
// "unknown" at its time limit instead of holding a core (docs/BIG-BOARDS.md:
// diamond f2 -> d8 takes the search and a count about a minute natively).
test('a time budget stops a hard question with "time limit"', () => {
  const t0 = performance.now();
  const a = api.call({ op: 'solve', board: 'diamond', empty: 'f2', finish: 'd8', timeoutMs: 1500 });
  const ms = performance.now() - t0;
  assert.equal(a.status, 'unknown', JSON.stringify(a));
  assert.equal(a.reason, 'time limit');
  assert.ok(ms < 1500 + 3000, `answered after ${ms.toFixed(0)} ms`);
  assert.match(api.call({ op: 'solve', board: 'english', timeoutMs: -1 }).error, /timeoutMs/);
});
