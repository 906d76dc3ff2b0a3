// The machine's floor for bench:web's click budget (issue 21 §6): the same person's click on a
// bare page, whose click handler does nothing but call fetch, timed the same way (the click
// event's timestamp to the fetch call). Two pages: idle (a button alone), and churning (a button
// beside 4 ladder-like boxes of 33 rows × 7 text cells, rows positioned and contained as the
// ladder's are, 100 cell changes a second written in a frame callback, as the app's flush does).
// No exchange, product or React: what is left is Chromium handing the click to the page and the
// page's own rendering. Never fails on time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@greenbook/e2e/chromium';
import { clickAsAPerson, spread } from './page-timing.js';

const CLICKS = Number(process.argv[2] ?? 100);
const ROWS = 33;

/**
 * The page, its script as plain text (a function handed to page.evaluate would carry the names
 * tsx's transform adds): `?rows=N` draws the boxes and their churn; every click and its fetch is
 * recorded in window.__floor.
 */
const BARE_PAGE = `<!doctype html><html lang="en"><title>floor</title><button>Lay</button><script>
const rows = Number(new URLSearchParams(location.search).get('rows'));
const cells = [];
for (let box = 0; box < 4 && rows > 0; box += 1) {
  const ladder = document.createElement('div');
  ladder.style.cssText = 'position:relative;width:420px;height:' + rows * 22 + 'px;overflow:auto;contain:strict';
  for (let row = 0; row < rows; row += 1) {
    const line = document.createElement('div');
    line.style.cssText = 'position:absolute;left:0;right:0;top:' + row * 22 + 'px;height:22px;display:grid;grid-template-columns:repeat(7,1fr);contain:size layout style';
    for (let column = 0; column < 7; column += 1) {
      const cell = document.createElement(column === 2 || column === 4 ? 'button' : 'div');
      cell.textContent = String(row * column);
      line.append(cell);
      cells.push(cell);
    }
    ladder.append(line);
  }
  document.body.append(ladder);
}
const records = (window.__floor = { clicks: [], fetches: [] });
document.querySelector('button').addEventListener('click', (event) => {
  records.clicks.push(event.timeStamp);
  records.fetches.push(performance.now());
  fetch('/order', { method: 'POST', body: '{}' });
});
let pending = 0;
if (cells.length > 0) setInterval(() => (pending += 4), 40);
requestAnimationFrame(function draw() {
  for (; pending > 0; pending -= 1)
    cells[Math.floor(Math.random() * cells.length)].textContent = String(Math.floor(Math.random() * 1000));
  requestAnimationFrame(draw);
});
</script></html>`;

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () =>
    request.url?.startsWith('/?') === true
      ? response.setHeader('content-type', 'text/html').end(BARE_PAGE)
      : response.end('{}'),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const [name, rows] of [
  ['idle page', 0],
  [`churning page (4 × ${ROWS} rows × 7 cells, 100 changes/s)`, ROWS],
] as const) {
  const page = await browser.newPage({ viewport: { width: 2100, height: 1200 } });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/?rows=${rows}`);
  await page.waitForTimeout(2000);
  const target = page.getByRole('button', { name: 'Lay', exact: true });
  for (let click = 0; click < CLICKS; click += 1) await clickAsAPerson(page, target);
  const { clicks, fetches } = await page.evaluate(
    () => (window as unknown as { __floor: { clicks: number[]; fetches: number[] } }).__floor,
  );
  console.log(
    `${name}: click → fetch (${clicks.length} clicks) ${spread(clicks.map((at, index) => fetches[index]! - at))}`,
  );
  await page.close();
}
await browser.close();
server.close();
