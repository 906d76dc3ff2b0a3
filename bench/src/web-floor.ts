// The machine's floor for bench:web's click budget (issue 21 §6): the same person's click on a
// bare page, whose click handler does nothing but call fetch, timed the same way (the click
// event's timestamp to the fetch call). Pages: idle (a button alone); churning (a button beside 4
// ladder-like boxes of 33 rows × 7 text cells, rows positioned and contained as the ladder's are,
// cell changes written in a frame callback, as the app's flush does) at 100 changes a second and
// at the market screen's ~1,500 (bench:web's ~25 DOM changes a frame); and the same ~1,500 drawn
// instead by a worker into 4 OffscreenCanvases it owns (the design the worker leads to:
// does drawing off the main thread leave the click at the floor?). No exchange, product or React:
// what is left is Chromium handing the click to the page and the page's own rendering. Never
// fails on time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@greenbook/e2e/chromium';
import { clickRepeatedlyAsAPerson, spread } from './page-timing.js';

const CLICKS = Number(process.argv[2] ?? 100);
const ROWS = 33;

/**
 * The page, its script as plain text (a function handed to page.evaluate would carry the names
 * tsx's transform adds): `?rows=N&changes=C` draws the boxes and C cell changes a second,
 * `&canvas=1` draws them in a worker's OffscreenCanvases instead of DOM cells; every click and its
 * fetch is recorded in window.__floor.
 */
const BARE_PAGE = `<!doctype html><html lang="en"><title>floor</title><button>Lay</button><script>
const query = new URLSearchParams(location.search);
const rows = Number(query.get('rows'));
const perTick = Number(query.get('changes')) / 25;
const cells = [];
if (rows > 0 && query.get('canvas') === '1') {
  const canvases = [];
  for (let box = 0; box < 4; box += 1) {
    const canvas = document.createElement('canvas');
    canvas.width = 420;
    canvas.height = rows * 22;
    canvas.style.cssText = 'display:block';
    document.body.append(canvas);
    canvases.push(canvas.transferControlToOffscreen());
  }
  const source = 'let pending = 0; let contexts = [];' +
    'onmessage = (event) => { contexts = event.data.map((c) => c.getContext("2d")); for (const c of contexts) { c.font = "13px sans-serif"; c.textAlign = "center"; c.textBaseline = "middle"; }' +
    ' setInterval(() => (pending += ' + perTick + '), 40); requestAnimationFrame(draw); };' +
    'function draw() { for (; pending > 0; pending -= 1) { const c = contexts[Math.floor(Math.random() * 4)];' +
    ' const x = Math.floor(Math.random() * 7) * 60; const y = Math.floor(Math.random() * ' + rows + ') * 22;' +
    ' c.clearRect(x, y, 60, 22); c.fillText(String(Math.floor(Math.random() * 1000)), x + 30, y + 11); }' +
    ' requestAnimationFrame(draw); }';
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  worker.postMessage(canvases, canvases);
}
for (let box = 0; box < 4 && rows > 0 && query.get('canvas') !== '1'; box += 1) {
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
if (cells.length > 0) setInterval(() => (pending += perTick), 40);
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
const BOXES = `4 × ${ROWS} rows × 7 cells`;
for (const [name, query] of [
  ['idle page', 'rows=0'],
  [`churning page (${BOXES}, 100 changes/s)`, `rows=${ROWS}&changes=100`],
  [`churning page (${BOXES}, 1,500 changes/s, the market screen's)`, `rows=${ROWS}&changes=1500`],
  [`worker-drawn canvases (${BOXES}, 1,500 changes/s)`, `rows=${ROWS}&changes=1500&canvas=1`],
] as const) {
  const page = await browser.newPage({ viewport: { width: 2100, height: 1200 } });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/?${query}`);
  await page.waitForTimeout(2000);
  const target = page.getByRole('button', { name: 'Lay', exact: true });
  await clickRepeatedlyAsAPerson(page, target, CLICKS);
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
