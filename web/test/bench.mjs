// The page's speed figures (docs/WEB.md): module load, first answer, and the
// English count twice in the long worker, in headless chromium on the site at
// PEGSAT_URL (served as scripts/web-test.sh serves it). Prints JSON.
//   node web/test/bench.mjs
import puppeteer from 'puppeteer-core';

const url = process.env.PEGSAT_URL || 'http://127.0.0.1:8765/';
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${url}#board=english`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  await page.waitForFunction(() => window.pegsatPage.timing.firstAnswerMs, { timeout: 60000 });
  const timing = await page.evaluate(() => window.pegsatPage.timing);
  const counts = [];
  for (let i = 0; i < 2; ++i) {
    counts.push(await page.evaluate(async () => {
      const t0 = performance.now();
      const a = await window.pegsatPage.long.request({ op: 'count', board: 'english' });
      return { ms: performance.now() - t0, solutions: a.solutions };
    }));
  }
  console.log(JSON.stringify({ timing, counts }, null, 1));
} finally {
  await browser.close();
}
