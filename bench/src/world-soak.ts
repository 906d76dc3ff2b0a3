// World soak (issue 11 §1): the embedded exchange's full market world on a real clock sped up
// (SIM_SPEED 20 by default) for some minutes of wall time, as a long-running server would live it.
// Every `--every` simulated minutes it prints markets created and settled since the last row,
// OPEN markets, OPEN markets with prices on both sides, heap used after a full GC and event-loop
// lag (ms beyond the 10 ms sampling interval). The result to reach: heap flat after warm-up, and no row with zero two-sided OPEN markets.
// Never fails on time. Flags: --minutes N (wall, default 20), --speed N, --every N, --seed N.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Simulator, createMarketWorld, type SimMarket } from '@greenbook/exchange-sim';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!(value > 0)) throw new Error(`--${name} needs a positive number`);
  return value;
}

const minutes = flag('minutes', 20);
const speed = flag('speed', 20);
const everySimMinutes = flag('every', 30);
const seed = flag('seed', 1);

// A full collection before each heap reading, so the figure is live data, not garbage.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const twoSided = (market: SimMarket): boolean => {
  const running = market.runners.filter((runner) => runner.status === 'ACTIVE');
  return (
    running.length > 0 &&
    running.every((r) => r.book.restingBacks.best() !== undefined && r.book.restingLays.best() !== undefined)
  );
};

const startedAt = Date.now();
const simulator = new Simulator({ speed, seed });
const world = createMarketWorld(simulator);
simulator.addService(world);
let settled = 0;
world.registry.onPhase((_entry, phase) => {
  if (phase === 'CLOSED') settled += 1;
});
simulator.start();
console.log(
  `world soak: seed ${seed}, SIM_SPEED ${speed}, ${minutes} min wall (~${((minutes * speed) / 60).toFixed(1)} simulated h), ` +
    `world started at ${new Date(simulator.clock.now()).toISOString()} in ${Date.now() - startedAt} ms`,
);

const LAG_RESOLUTION_MS = 10;
const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
lag.enable();
let held = new Set<string>();
let created = 0;
const rows: Array<{ open: number; twoSided: number; heapMb: number }> = [];
const header = [
  'sim time (UTC)',
  'created',
  'settled',
  'held',
  'OPEN',
  'OPEN 2-sided',
  'heap MB',
  'lag p50',
  'lag p99',
  'lag max',
];
console.log(header.join('\t'));

function sample(): void {
  const markets = [...simulator.exchange.markets.values()];
  const now = new Set(markets.map((market) => market.marketId));
  for (const id of now) if (!held.has(id)) created += 1;
  held = now;
  const open = markets.filter((market) => market.status === 'OPEN');
  collect();
  const heapMb = process.memoryUsage().heapUsed / 1_048_576;
  const row = { open: open.length, twoSided: open.filter(twoSided).length, heapMb };
  rows.push(row);
  // The histogram holds whole timer intervals: the lag is what exceeds the sampling interval.
  const ms = (ns: number): string => Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS).toFixed(1);
  console.log(
    [
      new Date(simulator.clock.now()).toISOString().slice(0, 16),
      created,
      settled,
      markets.length,
      row.open,
      row.twoSided,
      heapMb.toFixed(1),
      ms(lag.percentile(50)),
      ms(lag.percentile(99)),
      ms(lag.max),
    ].join('\t'),
  );
  created = 0;
  settled = 0;
  lag.reset();
}

sample();
const timer = setInterval(sample, (everySimMinutes * 60_000) / speed);
setTimeout(() => {
  clearInterval(timer);
  sample();
  simulator.stop();
  lag.disable();
  const warm = rows.slice(Math.ceil(rows.length / 4));
  const heaps = warm.map((row) => row.heapMb);
  console.log(
    `after warm-up (last ${warm.length} rows): heap ${Math.min(...heaps).toFixed(1)}–${Math.max(...heaps).toFixed(1)} MB, ` +
      `first ${heaps[0]?.toFixed(1)} MB, last ${heaps.at(-1)?.toFixed(1)} MB; ` +
      `rows with zero two-sided OPEN markets: ${rows.filter((row) => row.twoSided === 0).length} of ${rows.length}; ` +
      `fewest two-sided OPEN markets: ${Math.min(...rows.map((row) => row.twoSided))}`,
  );
}, minutes * 60_000);
