import { gunzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { Simulator } from '../simulator.js';
import { loadHistoricalMarket } from './historical-replay.js';

const DIR = '/work/shared/acceptance-data/historical';
const DAY = 24 * 3600_000;

/**
 * Winners and non-runners of each market file, read from the file's last marketDefinition
 * (runner status WINNER / REMOVED on the CLOSED definition).
 */
const RECORDED: Readonly<Record<string, { winners: number[]; removed: number[] }>> = {
  'PRO-1.206064380.gz': { winners: [38523163], removed: [39540410] },
  'SELF-1.181223995.gz': { winners: [786779, 38378745, 38975317], removed: [] },
  '1.197931750': { winners: [37947503], removed: [] },
  '1.197931751': { winners: [37947503, 39823721], removed: [] },
  '1.200806927.gz': { winners: [228749], removed: [] },
  '1.166811431.gz': { winners: [60424], removed: [] },
  'BASIC-1.132153978': { winners: [12115648], removed: [11198538, 9606433] },
};

/** Files in the directory that are not market streams: order stream and parsed outputs. */
const NOT_MARKET_STREAMS = [
  'ORDER-1.177596575',
  'ORDER-1.177596575-processed.json',
  'BASIC-1.132153978-processed.json.gz',
];

const files = readdirSync(DIR).filter((name) => statSync(join(DIR, name)).isFile());

describe('historical files (betfair-protocol §6)', () => {
  it('knows every file of the acceptance directory', () => {
    expect([...files].sort()).toEqual([...Object.keys(RECORDED), ...NOT_MARKET_STREAMS].sort());
  });

  it.each(Object.entries(RECORDED))(
    'replays %s to CLOSED with the recorded results',
    async (name, recorded) => {
      const clock = new ManualClock();
      const simulator = new Simulator({ clock });
      const { market, service } = await loadHistoricalMarket(simulator, join(DIR, name), { speed: 50 });
      expect(market.status).toBe('OPEN');
      simulator.addService(service);
      simulator.start();
      clock.advance(10 * DAY);
      expect(market.status).toBe('CLOSED');
      const winners = market.runners.filter((runner) => runner.status === 'WINNER').map((r) => r.selectionId);
      const removed = market.runners
        .filter((runner) => runner.status === 'REMOVED')
        .map((r) => r.selectionId);
      expect(winners.sort()).toEqual([...recorded.winners].sort());
      expect(removed.sort()).toEqual([...recorded.removed].sort());
      simulator.stop();
    },
  );

  it.each(NOT_MARKET_STREAMS)('refuses %s with a clear error', async (name) => {
    const simulator = new Simulator({ clock: new ManualClock() });
    await expect(loadHistoricalMarket(simulator, join(DIR, name))).rejects.toThrow(
      /not a market stream line|not JSON/,
    );
    expect(simulator.exchange.markets.size).toBe(0);
  });
});

/** (pt, status, inPlay) of every marketDefinition in a file, read straight from its lines. */
function recordedDefinitions(name: string): Array<{ pt: number; status: string; inPlay: boolean }> {
  const bytes = readFileSync(join(DIR, name));
  const text = (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const message = JSON.parse(line) as {
        pt: number;
        mc?: Array<{ marketDefinition?: { status: string; inPlay: boolean } }>;
      };
      return (message.mc ?? []).flatMap(({ marketDefinition }) =>
        marketDefinition === undefined
          ? []
          : [{ pt: message.pt, status: marketDefinition.status, inPlay: marketDefinition.inPlay }],
      );
    });
}

describe('replay timeline', () => {
  it('goes through the PRO file recorded statuses at 10× on the simulated clock', async () => {
    const clock = new ManualClock();
    const simulator = new Simulator({ clock });
    const speed = 10;
    const { market, service } = await loadHistoricalMarket(simulator, join(DIR, 'PRO-1.206064380.gz'), {
      speed,
    });
    const definitions = recordedDefinitions('PRO-1.206064380.gz');
    const firstPt = definitions[0]!.pt;
    const start = clock.now();
    service.start();
    const seen: string[] = [];
    for (const { pt } of definitions) {
      clock.advance(Math.ceil(start + (pt - firstPt) / speed) - clock.now());
      const state = `${market.status}${market.inPlay ? ' in-play' : ''}`;
      if (seen[seen.length - 1] !== state) seen.push(state);
    }
    // The file's definitions: three pre-race suspensions, the off (bspReconciled, in play with
    // betDelay 1), the finish and the result.
    expect(seen).toEqual([
      'OPEN',
      'SUSPENDED',
      'OPEN',
      'SUSPENDED',
      'OPEN',
      'SUSPENDED',
      'OPEN in-play',
      'SUSPENDED in-play',
      'CLOSED in-play',
    ]);
    expect(market.betDelay).toBe(1);
    expect(market.bspReconciled).toBe(true);
    // Recorded BSP of the winner on the file's reconciled definition.
    expect(market.runner(38523163)!.bsp).toBe(13);
    // The timeline took (last pt − first pt) / 10 of simulated time.
    expect(clock.now() - start).toBe(Math.ceil((definitions[definitions.length - 1]!.pt - firstPt) / speed));
  });

  it('maps recorded times onto the simulated clock at the replay speed', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
    const simulator = new Simulator({ clock });
    const { market } = await loadHistoricalMarket(simulator, join(DIR, '1.197931750'), { speed: 2 });
    // First line pt 1650392673420 (18:24:33.420Z); marketTime 18:26:00.000Z: 86.58 s later, 43.29 s at 2×.
    expect(market.spec.marketTime).toBe('2026-01-01T12:00:43.290Z');
    // Names come from catalogues/1.197931750.json beside the file; the stream file has none.
    expect(market.spec.marketName).toBe('OR 280m');
    expect(market.spec.eventType).toEqual({ id: '4339', name: 'Greyhound Racing' });
    expect(market.runner(39823721)!.runnerName).toBe('6. Coolavanny Galiv');
  });

  it('keeps a BASIC file (ltp only) without resting replay liquidity', async () => {
    const simulator = new Simulator({ clock: new ManualClock() });
    // Line 3 of the file: {"ltp":20.0,"id":11695059} at pt 1497371549411.
    const { market } = await loadHistoricalMarket(simulator, join(DIR, 'BASIC-1.132153978'), {
      startAt: 1497371549411,
    });
    for (const runner of market.runners) {
      expect(runner.book.restingBacks.depth + runner.book.restingLays.depth).toBe(0);
    }
    const runner = market.runner(11695059)!;
    expect(market.ladder.priceAt(runner.book.lastTradedTick!)).toBe(20);
    expect(market.spec.marketName).toBe('1m Hcap');
    expect(market.spec.event.name).toBe('Ham 14th Jun');
    expect(market.spec.competition).toBeUndefined();
  });
});
