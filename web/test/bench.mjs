// SPDX-License-Identifier: GPL-3.0-or-later
// The page's speed figures (docs/WEB.md): module load, first answer, and the
// English count twice in the long worker, in headless chromium on the site at
// PEGSAT_URL (served as scripts/web-test.sh serves it). Prints JSON.
//   node web/test/bench.mjs
import { readdirSync, readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

// CPU seconds used so far by the browser and all its processes (Linux /proc):
// on a shared machine wall time says little, CPU time is what compares.
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

const url = process.env.PEGSAT_URL || 'http://127.0.0.1:8765/';
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
try {
  const page = await browser.newPage();
  const cpuLoad0 = cpuSeconds(browser.process().pid);
  await page.goto(`${url}#board=english`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await page.waitForFunction(() => window.pegsatPage.timing.firstAnswerMs, { timeout: 60000 });
  const timing = await page.evaluate(() => window.pegsatPage.timing);
  timing.cpuSecondsToFirstAnswer = cpuSeconds(browser.process().pid) - cpuLoad0;
  // As a person would, the count comes a few seconds after the page: the
  // long worker's warm-up has run and V8 has optimised what it ran.
  await new Promise((r) => setTimeout(r, Number(process.env.PEGSAT_PAUSE_MS ?? 3000)));
  const counts = [];
  for (let i = 0; i < 2; ++i) {
    const cpu0 = cpuSeconds(browser.process().pid);
    const c = await page.evaluate(async () => {
      const t0 = performance.now();
      const a = await window.pegsatPage.long.request({ op: 'count', board: 'english' });
      return { ms: performance.now() - t0, solutions: a.solutions };
    });
    c.cpuSeconds = cpuSeconds(browser.process().pid) - cpu0;
    counts.push(c);
  }
  console.log(JSON.stringify({ timing, counts }, null, 1));
} finally {
  await browser.close();
}
