// The page in a real browser (scripts/web-test.sh): Debian's chromium,
// headless, driven by puppeteer-core, on the site served from 127.0.0.1 by
// PEGSAT_URL. PEGSAT_SCREENSHOT, when set, is where the board's picture goes.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = process.env.PEGSAT_URL || 'http://127.0.0.1:8765/';
let browser, page;

async function open(url) {
  // A new document each time: going to the same URL with another hash would
  // only change the hash.
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await badgeSettled();
}

const text = (sel) => page.$eval(sel, (e) => e.textContent);
const pegs = () => page.$$eval('#board [data-hole].full', (gs) => gs.map((g) => g.dataset.hole).sort());
const movesPlayed = () => page.evaluate(() => window.pegsatPage.state.moves.join(' '));
const badgeSettled = () =>
  page.waitForFunction(() => !document.getElementById('badge').textContent.startsWith('Asking'), { timeout: 60000 });
const click = (hole) => page.click(`#board [data-hole="${hole}"]`);
const button = async (label) => {
  const [b] = await page.$$(`xpath/.//button[normalize-space(text())="${label}"]`);
  assert.ok(b, `a button "${label}"`);
  await b.click();
};
const resultMatches = (re) =>
  page.waitForFunction((src) => new RegExp(src).test(document.getElementById('result').textContent),
                       { timeout: 120000 }, re.source);

before(async () => {
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
});
after(async () => { if (browser) await browser.close(); });

test('play, undo, hint, solve, count, verify, share on the triangle', async () => {
  await open(`${base}#board=triangle`);
  assert.equal((await page.$$('#board [data-hole]')).length, 15);
  // The first three jumps of data/solutions/triangle.sol, by clicking holes.
  for (const [from, to] of [['a3', 'a1'], ['c3', 'a3'], ['a1', 'c3']]) {
    await click(from);
    await click(to);
  }
  assert.equal(await movesPlayed(), 'a3-a1 c3-a3 a1-c3');
  assert.equal(await text('#moves'), 'a3-a1 c3-a3 a1-c3');
  assert.ok(!(await pegs()).includes('a1'));
  await button('Undo');
  assert.equal(await movesPlayed(), 'a3-a1 c3-a3');
  assert.ok((await pegs()).includes('a1'));
  await badgeSettled();
  assert.match(await text('#badge'), /can still reach the finish/);

  await button('Hint');
  await page.waitForFunction(() => window.pegsatPage.state.moves.length === 3, { timeout: 30000 });

  await button('Solve');
  await resultMatches(/A solution from here/);
  await button('Count');
  await resultMatches(/solutions from here \(\d+\)/);

  const good = readFileSync(path.join(repo, 'data/solutions/triangle.sol'), 'utf8');
  await page.$eval('#paste', (e, v) => { e.value = v; }, good.replace('a1-c3', 'a1-c4'));
  await button('Verify');
  await page.waitForFunction(() => /^(.*: )?wrong/.test(document.getElementById('verdict').textContent),
                             { timeout: 30000 });

  // The link holds the position: a fresh page on it shows the same pegs.
  const before = await pegs();
  const url = page.url();
  assert.match(url, /moves=/);
  await open(url);
  assert.deepEqual(await pegs(), before);

  // The board is drawn: its picture is not blank.
  const board = await page.$('#board svg');
  const png = await board.screenshot({ encoding: 'base64' });
  const inked = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 200 || d[i + 1] < 200 || d[i + 2] < 200) ++n;
    return n / (img.width * img.height);
  }, png);
  assert.ok(inked > 0.05, `ink on ${(inked * 100).toFixed(1)}% of the board's picture`);
  if (process.env.PEGSAT_SCREENSHOT) {
    await open(`${base}#board=english&moves=f4-d4.e6-e4`);
    await button('Solve');
    await resultMatches(/A solution from here/);
    await button('Play the solution');
    await page.waitForSelector('#drawing img');
    writeFileSync(process.env.PEGSAT_SCREENSHOT, await page.screenshot({ fullPage: true }));
  }
});

test('a malformed link falls back to the default problem and says so', async () => {
  await open(`${base}#board=triangle&moves=a1-zz`);
  assert.match(await text('#message'), /could not be read/);
  assert.equal((await page.$$('#board [data-hole]')).length, 33);
});
