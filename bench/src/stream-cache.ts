// Stream cache throughput (exchange-client issue §5, issue 21 §6): messages/s and runner changes/s for
// JSON.parse + market cache, and for the cache's specialised reader + cache (market-change-line.ts),
// over a historical file's lines held in memory, beside JSON.parse alone on the same lines.
// Budget for PRO-1.206064380.gz (issue 21): reader + cache within 1.1× of JSON.parse alone.
// Each is timed best of ROUNDS, the three taking turns in each round (see bestTimes).
// Prints figures; never fails on time.
import { MarketStreamCache } from '@greenbook/betfair';
import { readHistoricalLines } from '@greenbook/betfair/node';
import type { MarketChangeMessage } from '@greenbook/betfair';

const DEFAULT_FILE = new URL('../../../shared/acceptance-data/historical/PRO-1.206064380.gz', import.meta.url)
  .pathname;
const ROUNDS = 10;

function countRunnerChanges(lines: readonly string[]): number {
  let count = 0;
  for (const line of lines) {
    const message = JSON.parse(line) as MarketChangeMessage;
    for (const change of message.mc ?? []) count += change.rc?.length ?? 0;
  }
  return count;
}

/**
 * Best time of each run over ROUNDS rounds, the runs taking turns within a round: JSON.parse alone
 * runs at two speeds depending on the heap it meets (~35 or ~55–75 ms here), so runs timed in
 * blocks of their own compared whatever heap each block happened to get; taking turns, each
 * meets the heaps the others leave, and each best is from the same conditions.
 */
function bestTimes<Name extends string>(runs: Record<Name, () => void>): Record<Name, number> {
  const names = Object.keys(runs) as Name[];
  const best = Object.fromEntries(names.map((name) => [name, Infinity])) as Record<Name, number>;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of names) {
      const started = process.hrtime.bigint();
      runs[name]();
      best[name] = Math.min(best[name], Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
  return best;
}

const file = process.argv[2] ?? DEFAULT_FILE;
const lines = await readHistoricalLines(file);
const runnerChanges = countRunnerChanges(lines);
let sink = 0;
// The specialised reader (market-change-line.ts), JSON.parse for the lines it does not take.
let readLines = 0;
const { parseOnly, parseAndCache, readAndCache } = bestTimes({
  parseOnly: () => {
    for (const line of lines) sink += (JSON.parse(line) as MarketChangeMessage).pt;
  },
  parseAndCache: () => {
    const cache = new MarketStreamCache();
    for (const line of lines) cache.apply(JSON.parse(line) as MarketChangeMessage);
    sink += cache.markets.size;
  },
  readAndCache: () => {
    const cache = new MarketStreamCache();
    readLines = 0;
    for (const line of lines) {
      if (cache.applyLine(line) === undefined) cache.apply(JSON.parse(line) as MarketChangeMessage);
      else readLines += 1;
    }
    sink += cache.markets.size;
  },
});
const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en-GB');
console.log(
  `file: ${file} (${lines.length.toLocaleString('en-GB')} lines, ${runnerChanges.toLocaleString('en-GB')} runner changes), best of ${ROUNDS} rounds taking turns`,
);
console.log(
  `JSON.parse alone:   ${(parseOnly * 1000).toFixed(1)} ms  ${rate(lines.length, parseOnly)} messages/s  ${rate(runnerChanges, parseOnly)} runner changes/s`,
);
console.log(
  `parse + cache:      ${(parseAndCache * 1000).toFixed(1)} ms  ${rate(lines.length, parseAndCache)} messages/s  ${rate(runnerChanges, parseAndCache)} runner changes/s`,
);
console.log(
  `read + cache:       ${(readAndCache * 1000).toFixed(1)} ms  ${rate(lines.length, readAndCache)} messages/s  ${rate(runnerChanges, readAndCache)} runner changes/s  (${readLines.toLocaleString('en-GB')} lines by the specialised reader, the rest by JSON.parse)`,
);
console.log(
  `JSON.parse + cache / JSON.parse alone: ${(parseAndCache / parseOnly).toFixed(2)}×; read + cache / JSON.parse alone: ${(readAndCache / parseOnly).toFixed(2)}× (budget ≤ 1.1×)`,
);
if (sink === -1) console.log('');
