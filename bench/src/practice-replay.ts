// Practice replay speed (issue 21 §1): the product's practice exchange (apps/server
// src/practice) plays a historical file at 'max' from its first line to its last, and this prints
// how fast: lines a second and recorded time per real second. Nobody trades and no stream is
// subscribed, so it is the replay engine's own ceiling (each line is applied to the matching
// engine's books with the queue rule).
//   npm run bench:practice -- [FILE]   (default: the 18,793-line PRO file of the acceptance data)
import { readFile } from 'node:fs/promises';
import { parseHistoricalBytes } from '@greenbook/exchange-sim';
import { PracticeRun } from '@greenbook/server';

const file =
  process.argv[2] ??
  new URL('../../../shared/acceptance-data/historical/PRO-1.206064380.gz', import.meta.url).pathname;

const bytes = await readFile(file);
const parseStart = performance.now();
const parsed = parseHistoricalBytes(bytes, file);
const parseMs = performance.now() - parseStart;
const lines = new Set(parsed.records.map((record) => record.pt)).size;

const run = await PracticeRun.start({ file: parsed, currencyCode: 'GBP', appKey: 'bench', speed: 'max' });
const started = performance.now();
run.clock.play();
await new Promise<void>((resolve) => {
  const check = setInterval(() => {
    if (run.position().finished) {
      clearInterval(check);
      resolve();
    }
  }, 5);
});
const seconds = (performance.now() - started) / 1000;
const { from, to } = run.position();
await run.stop();

const recordedHours = (to - from) / 3_600_000;
console.log(`file                 ${file}`);
console.log(`records              ${parsed.records.length} market changes at ${lines} publish times`);
console.log(`parse                ${parseMs.toFixed(0)} ms`);
console.log(`replay at max        ${seconds.toFixed(2)} s for ${recordedHours.toFixed(1)} recorded hours`);
console.log(
  `speed reached        ${Math.round(parsed.records.length / seconds)} lines/s, ${Math.round((to - from) / 1000 / seconds)}× real time`,
);
