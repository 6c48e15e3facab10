// SPDX-License-Identifier: GPL-3.0-or-later
// The figures of docs/WEB.md's speed table, measured in headless chromium on
// the site at PEGSAT_URL (served as scripts/web-test.sh serves it) against the
// native binary PEGSAT_BIN (default build/pegsat) on the same machine, run in
// turn so that both see the same load. Prints JSON.
//   node web/test/measure-speed.mjs [--runs N] [--skip-fewest] [--skip-count] [--triangle36]
// A profile's first visit needs the site's files and the module from the
// server; the reload may be served by the service worker.
// - first answer: ms from the start of the navigation to the first mark, in a
//   new browser profile (first visit) and on a reload (second visit); where it
//   came from (the table of opening problems, the browser's cache, the solver);
//   and the first answer the solver itself computed (a position not known).
// - English fewest moves: the page's long worker vs `solve --min-moves -q`.
// - English count: the page vs native `count -j 1`, wall and CPU seconds.
// - --triangle36: the fewest moves of triangle36 a1 -> a1 in the page, within
//   PEGSAT_LONG_S seconds (600).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const url = process.env.PEGSAT_URL || 'http://127.0.0.1:8765/';
const bin = process.env.PEGSAT_BIN || path.join(repo, 'build/pegsat');
const arg = (name) => process.argv.includes(name);
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

// CPU seconds used so far by a process and its descendants (Linux /proc): on
// a shared machine wall time says little, CPU time is what compares.
function cpuSeconds(root) {
  const procs = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8');
      const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(d), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch { /* gone */ }
  }
  const inTree = (pid) => { for (let p = pid; p > 1; p = procs.get(p)?.ppid ?? 0) if (p === root) return true; return false; };
  let ticks = 0;
  for (const [pid, p] of procs) if (inTree(pid)) ticks += p.ticks;
  return ticks / 100;  // USER_HZ
}

// The native command's wall and CPU seconds and peak memory (GNU time).
function nativeTimed(args) {
  const file = path.join(tmpdir(), `pegsat-measure-${process.pid}.txt`);
  try {
    execFileSync('/usr/bin/time', ['-o', file, '-f', 'TIME %e %U %S %M', bin, ...args], { stdio: 'ignore' });
  } catch (e) {
    // pegsat exits 10 on "solved" (README, exit codes): the timing is still there.
    if (e.status === undefined || e.status === null) throw e;
  }
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  return { seconds: +m[1], cpuSeconds: +(+m[2] + +m[3]).toFixed(2), peakMB: Math.round(+m[4] / 1024) };
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
  // A long question is one evaluate() that waits for its answer.
  protocolTimeout: 3600 * 1000,
});
const result = {};
try {
  // First answer: each run in a new profile, as a first visit, then reloaded.
  const visits = [];
  for (let i = 0; i < runs; ++i) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const first = async () => {
      await page.waitForFunction(() => window.pegsatPage && window.pegsatPage.timing.firstAnswerMs, { timeout: 60000 });
      await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
      const t = await page.evaluate(() => window.pegsatPage.timing);
      return { firstAnswerMs: Math.round(t.firstAnswerMs), from: t.firstAnswerFrom,
               appStartMs: Math.round(t.appStart),
               drawnMs: Math.round(t.drawnMs), readyMs: Math.round(t.readyMs) };
    };
    await page.goto(`${url}#board=english`);
    const firstVisit = await first();
    await page.reload();
    const secondVisit = await first();
    // A position this profile has not seen: the solver answers.
    await page.goto('about:blank');
    await page.goto(`${url}#board=english&moves=f4-d4`);
    const unseen = await first();
    visits.push({ firstVisit, secondVisit, unseen });
    await context.close();
  }
  result.firstAnswer = {
    runs: visits,
    medianFirstVisitMs: median(visits.map((v) => v.firstVisit.firstAnswerMs)),
    medianSecondVisitMs: median(visits.map((v) => v.secondVisit.firstAnswerMs)),
    medianSolverMs: median(visits.map((v) => v.unseen.firstAnswerMs)),
    medianReadyMs: median(visits.map((v) => v.firstVisit.readyMs)),
  };

  const page = await browser.newPage();
  await page.goto(`${url}#board=english`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await page.evaluate(() => window.pegsatPage.long.ready);
  // As a person would, the long questions come a few seconds after the page:
  // the long worker's warm-up has run and V8 has optimised what it ran.
  await new Promise((r) => setTimeout(r, 3000));
  const inPage = async (request) => {
    const cpu0 = cpuSeconds(browser.process().pid);
    const a = await page.evaluate(async (req) => {
      const t0 = performance.now();
      const answer = await window.pegsatPage.long.request(req);
      return { seconds: (performance.now() - t0) / 1000, answer };
    }, request);
    a.cpuSeconds = cpuSeconds(browser.process().pid) - cpu0;
    delete a.answer.solution;
    return a;
  };

  const fewest = { page: [], native: [], native1: [] };
  for (let i = 0; i < (arg('--skip-fewest') ? 0 : runs); ++i) {
    const p = await inPage({ op: 'fewest', board: 'english' });
    fewest.page.push({ seconds: p.seconds, cpuSeconds: p.cpuSeconds, moves: p.answer.moves,
                       threads: p.answer.threads });
    fewest.native.push(nativeTimed(['solve', '--min-moves', '-q', '--board', 'english']));
    fewest.native1.push(nativeTimed(['solve', '--min-moves', '-q', '--board', 'english', '-j', '1']));
  }
  fewest.medianPageSeconds = median(fewest.page.map((r) => r.seconds));
  fewest.medianNativeSeconds = median(fewest.native.map((r) => r.seconds));
  fewest.medianNative1Seconds = median(fewest.native1.map((r) => r.seconds));
  fewest.pageOverNative = +(fewest.medianPageSeconds / fewest.medianNativeSeconds).toFixed(2);
  result.englishFewest = fewest;

  if (!arg('--skip-count')) {
    const count = { page: [], native: [] };
    for (let i = 0; i < 2; ++i) {
      const p = await inPage({ op: 'count', board: 'english' });
      count.page.push({ seconds: p.seconds, cpuSeconds: p.cpuSeconds, solutions: p.answer.solutions });
      count.native.push(nativeTimed(['count', '--board', 'english', '-j', '1']));
    }
    count.pageOverNativeCpu = +(median(count.page.map((r) => r.cpuSeconds)) /
                                median(count.native.map((r) => r.cpuSeconds))).toFixed(2);
    result.englishCount = count;
  }

  if (arg('--triangle36')) {
    // With a budget (PEGSAT_LONG_S, default 600 s): it may not finish.
    const seconds = Number(process.env.PEGSAT_LONG_S) || 600;
    const p = await inPage({ op: 'fewest', board: 'triangle36', empty: 'a1', finish: 'a1', timeoutMs: seconds * 1000 });
    result.triangle36Fewest = { seconds: p.seconds, cpuSeconds: p.cpuSeconds, answer: p.answer };
  }
  console.log(JSON.stringify(result, null, 1));
} finally {
  await browser.close();
}
