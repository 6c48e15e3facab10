// SPDX-License-Identifier: GPL-3.0-or-later
// The page in a real browser (scripts/web-test.sh): Debian's chromium,
// headless, driven by puppeteer-core, on the site served from 127.0.0.1 by
// PEGSAT_URL. Each game test runs at a desktop (1280x800) and a phone
// (390x844) size; a picture of each state goes to PEGSAT_ARTIFACTS
// (default build-web/artifacts, which git ignores) for a person to look at,
// and PEGSAT_SCREENSHOT, when set, is where the README's picture goes.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = process.env.PEGSAT_URL || 'http://127.0.0.1:8765/';
const artifacts = process.env.PEGSAT_ARTIFACTS || path.join(repo, 'build-web/artifacts');
mkdirSync(artifacts, { recursive: true });
const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
let browser, page, size;

before(async () => {
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
});
after(async () => { if (browser) await browser.close(); });

async function open(url) {
  // A new document each time: going to the same URL with another hash would
  // only change the hash.
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await markSettled();
}

const text = (sel) => page.$eval(sel, (e) => e.textContent);
const visible = (sel) => page.$eval(sel, (e) => !e.closest('[hidden]') && e.getClientRects().length > 0);
const pegs = () => page.$$eval('#board [data-hole].full', (gs) => gs.map((g) => g.dataset.hole).sort());
const movesPlayed = () => page.evaluate(() => window.pegsatPage.state.moves.join(' '));
const markSettled = (timeout = 60000) =>
  page.waitForFunction(() => !/asking/.test(document.getElementById('mark').textContent), { timeout });
// The hole's own area: a peg sliding in widens the hole's box while it moves.
const click = (hole) => page.click(`#board [data-hole="${hole}"] .hit`);
const button = (id) => page.click(`#${id}`);
const waitText = (sel, re, timeout = 120000) =>
  page.waitForFunction((s, src) => new RegExp(src).test(document.querySelector(s).textContent),
                       { timeout }, sel, re.source);
const shot = (name) => page.screenshot({ path: path.join(artifacts, `${name}-${size}.png`), fullPage: true });

// Nothing on a phone needs scrolling sideways, and every control is big
// enough for a finger.
async function fitsTheScreen() {
  const { scroll, width, small } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
    small: [...document.querySelectorAll('button, select, summary')]
      .filter((b) => b.getClientRects().length && !b.closest('#mark'))
      .filter((b) => b.getBoundingClientRect().height < 44)
      .map((b) => b.id || b.textContent),
  }));
  assert.ok(scroll <= width, `the page is ${scroll} px wide in a ${width} px window`);
  assert.deepEqual(small, [], 'controls under 44 px high');
}

for (const [name, viewport] of Object.entries(sizes)) {
  describe(`${name} (${viewport.width}x${viewport.height})`, () => {
    before(async () => {
      size = name;
      page = await browser.newPage();
      await page.setViewport(viewport);
    });
    after(async () => { await page.close(); });

    test('the central game, played by clicks along the fewest solution, ends on "Solved in 18 moves"', async () => {
      await open(`${base}#board=english`);
      assert.equal((await page.$$('#board [data-hole]')).length, 33);
      assert.match(await text('#instructions'), /one peg left, in d4/);
      await shot('start');
      await fitsTheScreen();
      await button('fewest');
      await waitText('#answer', /Fewest moves left from here: 18 \(31 jumps\)/, 300000);
      const jumps = await page.evaluate(() => [...window.pegsatPage.state.redo].reverse());
      assert.equal(jumps.length, 31);
      for (const jump of jumps) {
        const [from, to] = jump.split('-');
        await click(from);
        await click(to);
      }
      assert.equal(await movesPlayed(), jumps.join(' '));
      assert.deepEqual(await pegs(), ['d4']);
      await waitText('#ending-text', /^Solved in 18 moves \(31 jumps\)\.$/);
      // The solver found 18 the fewest from the start: the page says so.
      await waitText('#ending-more', /That is the fewest possible: 18 moves/);
      assert.match(await text('#counter'), /Moves 18 · jumps 31 · pegs 1/);
      // At the finish, the solver's questions answer, none with an error.
      await button('hint');
      await waitText('#answer', /Solved already/);
      await button('solve');
      await waitText('#answer', /Solved already/);
      assert.doesNotMatch(await page.$eval('body', (b) => b.innerText), /internal error/);
      assert.ok(await visible('#end-share'));
      await shot('won');
      await fitsTheScreen();
      // The link holds the won game: a fresh page on it is won too.
      const url = page.url();
      await open(url);
      await waitText('#ending-text', /^Solved in 18 moves/);
    });

    test('a stuck game reports its pegs and offers undo and a hint', async () => {
      await open(`${base}#board=triangle`);
      // Play the first legal jump, in the board's order, until none is left.
      for (;;) {
        const jump = await page.evaluate(() => {
          const { state } = window.pegsatPage;
          const full = new Set([...document.querySelectorAll('#board .full')].map((g) => g.dataset.hole));
          return state.info.jumps.find(([f, o, t]) => full.has(f) && full.has(o) && !full.has(t)) || null;
        });
        if (!jump) break;
        await click(jump[0]);
        await click(jump[2]);
      }
      const left = (await pegs()).length;
      assert.ok(left > 1, `${left} pegs left`);
      await waitText('#ending-text', new RegExp(`^No jumps left: ${left} pegs remain`));
      assert.ok(await visible('#end-undo'));
      assert.ok(await visible('#end-hint'));
      await markSettled();
      await shot('stuck');
      await fitsTheScreen();
      await button('end-hint');
      await waitText('#answer', /No jump is left/);
      const played = (await movesPlayed()).split(' ').length;
      await button('end-undo');
      assert.equal((await movesPlayed()).split(' ').filter(Boolean).length, played - 1);
      assert.ok(!(await visible('#ending')));
    });

    test('drag and keyboard play', async () => {
      await open(`${base}#board=english`);
      const centre = async (hole) => {
        const box = await (await page.$(`#board [data-hole="${hole}"] .hit`)).boundingBox();
        return [box.x + box.width / 2, box.y + box.height / 2];
      };
      // Drag f4 onto d4: the peg follows the pointer, and the jump is played.
      const [fx, fy] = await centre('f4');
      const [tx, ty] = await centre('d4');
      await page.mouse.move(fx, fy);
      await page.mouse.down();
      for (let i = 1; i <= 5; ++i) await page.mouse.move(fx + ((tx - fx) * i) / 5, fy + ((ty - fy) * i) / 5);
      const following = await page.$eval('#board [data-hole="f4"] .peg', (c) => c.style.transform);
      assert.match(following, /translate/);
      await page.mouse.up();
      assert.equal(await movesPlayed(), 'f4-d4');
      // Keyboard: the arrow keys move the cursor, Enter picks and drops.
      await page.$eval('#board [data-hole="e6"]', (g) => g.focus());
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => window.pegsatPage.state.selected), 'e6');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), 'e4');
      assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')),
                   /^e4: empty, the picked peg can jump here/);
      await page.keyboard.press('Enter');
      assert.equal(await movesPlayed(), 'f4-d4 e6-e4');
      // Every hole is reachable by keyboard and has a name.
      const unnamed = await page.$$eval('#board [data-hole]',
                                        (gs) => gs.filter((g) => !g.getAttribute('aria-label') || g.tabIndex === undefined).length);
      assert.equal(unnamed, 0);
      await markSettled();
      await shot('played');
    });

    test('the replay controls step the board', async () => {
      await open(`${base}#board=triangle`);
      const start = await pegs();
      await button('solve');
      await waitText('#answer', /A way to the finish: \d+ moves? \(13 jumps\)/);
      assert.ok(await visible('#replay'));
      assert.match(await text('#replay-where'), /jump 0 of 13/);
      await button('replay-forward');
      const one = await pegs();
      assert.equal(one.length, start.length - 1);
      assert.match(await text('#replay-where'), /jump 1 of 13/);
      await button('replay-back');
      assert.deepEqual(await pegs(), start);
      await page.select('#replay-speed', '300');
      await button('replay-play');
      await page.waitForFunction(() => window.pegsatPage.state.moves.length >= 3, { timeout: 30000 });
      await button('replay-play');  // pause
      const paused = (await movesPlayed()).split(' ').length;
      await new Promise((r) => setTimeout(r, 900));
      assert.equal((await movesPlayed()).split(' ').length, paused);
      await shot('replay');
      await fitsTheScreen();
      // Played to its end, the replay wins the game.
      await button('replay-play');
      await waitText('#ending-text', /^Solved in \d+ moves? \(13 jumps\)/, 60000);
    });

    // A 9-hole row on a 390 px phone: holes 44 px apart at least, and a tap
    // anywhere within 21 px of a hole's centre goes to that hole.
    test('every hole of every board is a target of 44 px', async () => {
      await open(base);
      const boards = await page.$$eval('#board-select option', (os) => os.map((o) => o.value).filter(Boolean));
      for (const board of boards) {
        await open(`${base}#board=${board}`);
        const centres = await page.$$eval('#board [data-hole] .hit', (cs) => cs.map((c) => {
          const r = c.getBoundingClientRect();
          return { hole: c.parentNode.dataset.hole, x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }));
        let spacing = Infinity;
        for (const a of centres) for (const b of centres) if (a !== b) spacing = Math.min(spacing, Math.hypot(a.x - b.x, a.y - b.y));
        assert.ok(spacing >= 44, `${board}: holes ${spacing.toFixed(1)} px apart`);
        // The peg nearest the middle of the board, tapped off its centre.
        const pegged = new Set(await pegs());
        const mx = centres.reduce((s, c) => s + c.x, 0) / centres.length;
        const my = centres.reduce((s, c) => s + c.y, 0) / centres.length;
        const c = centres.filter((h) => pegged.has(h.hole))
          .sort((a, b) => Math.hypot(a.x - mx, a.y - my) - Math.hypot(b.x - mx, b.y - my))[0];
        for (const [dx, dy] of [[21, 0], [-21, 0], [0, 21], [0, -21]]) {
          const tap = (x, y) => (size === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
          await tap(c.x + dx, c.y + dy);
          assert.equal(await page.evaluate(() => window.pegsatPage.state.selected), c.hole, `${board}: ${dx},${dy}`);
          await tap(c.x + dx, c.y + dy);  // a second tap puts it down
          assert.equal(await page.evaluate(() => window.pegsatPage.state.selected), null);
        }
        if (board === 'wiegleb') await shot('wiegleb');
      }
      await fitsTheScreen();
    });

    test('the mark on a hard link answers within its budget', async () => {
      await open(`${base}#board=triangle`);
      const t0 = Date.now();
      await page.evaluate((b) => { location.hash = '#board=diamond&empty=f2&finish=d8'; }, base);
      await page.waitForFunction(() => window.pegsatPage.state.spec.board === 'diamond', { timeout: 20000 });
      await markSettled(20000);
      const ms = Date.now() - t0;
      assert.match(await text('#mark'), /cannot tell within 5 s|no longer be reached|still winnable/);
      assert.ok(ms < 5000 + 8000, `answered after ${ms} ms`);
      // Nothing else was started by the link.
      assert.equal(await page.evaluate(() => window.pegsatPage.long.busy()), false);
    });
  });
}

describe('the rest, on a desktop', () => {
  before(async () => {
    size = 'desktop';
    page = await browser.newPage();
    await page.setViewport(sizes.desktop);
  });
  after(async () => { await page.close(); });

  // The board is the same at any size: asked once, of the solver without a
  // time budget (the quiet mark's 5 s may not do on a loaded machine).
  test("each board's opening problem is solvable", async () => {
    await open(base);
    const boards = await page.$$eval('#board-select option', (os) => os.map((o) => o.value).filter(Boolean));
    assert.ok(boards.length >= 8, boards.join(' '));
    for (const board of boards) {
      await page.select('#board-select', board);
      await page.waitForFunction((b) => window.pegsatPage.state.spec.board === b, {}, board);
      await button('solve');
      await waitText('#answer', /^A way to the finish|^No way|could not/, 300000);
      assert.match(await text('#answer'), /^A way to the finish/, `${board}: ${await text('#instructions')}`);
      if (board === 'diamond') await shot('diamond');
    }
  });

  test('hint, count and verify on the triangle; the link holds the position', async () => {
    await open(`${base}#board=triangle`);
    assert.equal((await page.$$('#board [data-hole]')).length, 15);
    // The first three jumps of data/solutions/triangle.sol, by clicking holes.
    for (const [from, to] of [['a3', 'a1'], ['c3', 'a3'], ['a1', 'c3']]) {
      await click(from);
      await click(to);
    }
    assert.equal(await movesPlayed(), 'a3-a1 c3-a3 a1-c3');
    await button('undo');
    assert.equal(await movesPlayed(), 'a3-a1 c3-a3');
    assert.ok((await pegs()).includes('a1'));
    await markSettled();
    assert.match(await text('#mark'), /still winnable/);

    // The hint marks one jump on the board and plays nothing.
    await button('hint');
    await waitText('#answer', /^Hint: jump (\w+) over (\w+) into (\w+)/);
    const [, from, , to] = (await text('#answer')).match(/^Hint: jump (\w+) over (\w+) into (\w+)/);
    assert.equal(await movesPlayed(), 'a3-a1 c3-a3');
    assert.equal(await page.$eval(`#board [data-hole="${from}"]`, (g) => g.classList.contains('hint-from')), true);
    assert.equal(await page.$eval(`#board [data-hole="${to}"]`, (g) => g.classList.contains('hint-to')), true);
    assert.ok(await page.$('#board .arrow'));
    await shot('hint');
    await click(to);
    assert.equal(await movesPlayed(), `a3-a1 c3-a3 ${from}-${to}`);
    assert.equal(await text('#answer'), '', 'the hint belongs to the position it was asked of');

    await button('count');
    await waitText('#answer', /^[\d,]+ ways? to finish from here/);

    // Verify sits in the advanced fold; a header key in capitals is read.
    await page.click('#advanced summary');
    const good = readFileSync(path.join(repo, 'data/solutions/triangle.sol'), 'utf8');
    await open(`${base}#board=english`);
    await page.click('#advanced summary');
    await page.$eval('#paste', (e, v) => { e.value = v; }, good.replace('board: triangle', 'Board: triangle'));
    await button('verify');
    await page.waitForFunction(() => document.getElementById('verdict').className === 'right', { timeout: 30000 });
    assert.match(await text('#verdict'), /ok: 13 jumps, 10 moves/);
    await page.$eval('#paste', (e, v) => { e.value = v; }, good.replace('a1-c3', 'a1-c4'));
    await button('verify');
    await waitText('#verdict', /^(.*: )?wrong/, 30000);
    await shot('advanced');

    // The picture in the README (docs/img/web-page.png): Bergholt's first
    // four jumps and a hint.
    if (process.env.PEGSAT_SCREENSHOT) {
      await open(`${base}#board=english&moves=d6-d4.f5-d5.e7-e5.e4-e6`);
      await button('hint');
      await waitText('#answer', /^Hint: /);
      await page.screenshot({ path: process.env.PEGSAT_SCREENSHOT, fullPage: true });
    }

    // The link holds the position: a fresh page on it shows the same pegs.
    await open(`${base}#board=triangle&moves=a3-a1.c3-a3`);
    const before = await pegs();
    await open(page.url());
    assert.deepEqual(await pegs(), before);
  });

  test('a malformed link falls back to the default problem and says so', async () => {
    await open(`${base}#board=triangle&moves=a1-zz`);
    assert.match(await text('#message'), /could not be read/);
    assert.equal((await page.$$('#board [data-hole]')).length, 33);
  });

  test('the page loads with the network off after the first visit', async () => {
    await open(base);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await page.setOfflineMode(true);
    try {
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
      await markSettled();
      assert.match(await text('#mark'), /still winnable/);
    } finally {
      await page.setOfflineMode(false);
    }
  });
});
