import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import type { SimMarket } from '../core/market.js';
import type { SimOrder } from '../core/order.js';
import { placeOrders } from '../core/place-orders.js';
import { Simulator } from '../simulator.js';
import { accountSpec, limit } from '../testing/fixtures.js';
import { loadHistoricalMarket } from './historical-replay.js';

const PT = 1_700_000_000_000;

const definition = {
  bspMarket: false,
  turnInPlayEnabled: true,
  persistenceEnabled: true,
  marketBaseRate: 5,
  eventId: '34000001',
  eventTypeId: '1',
  numberOfWinners: 1,
  bettingType: 'ODDS',
  marketType: 'MATCH_ODDS',
  marketTime: '2023-11-14T23:00:00.000Z',
  suspendTime: '2023-11-14T23:00:00.000Z',
  bspReconciled: false,
  complete: true,
  inPlay: false,
  crossMatching: false,
  runnersVoidable: false,
  numberOfActiveRunners: 2,
  betDelay: 0,
  status: 'OPEN',
  runners: [
    { id: 11, sortPriority: 1, status: 'ACTIVE', name: 'Home' },
    { id: 22, sortPriority: 2, status: 'ACTIVE', name: 'Away' },
  ],
  regulators: ['MR_INT'],
  discountAllowed: true,
  timezone: 'GMT',
  openDate: '2023-11-14T23:00:00.000Z',
  version: 1,
  name: 'Match Odds',
  eventName: 'Home v Away',
};

/** A PRO-style line: no id/ct, `img:false`, runner changes as given, one second apart. */
const line = (second: number, rc: object[], extra: object = {}): string =>
  JSON.stringify({
    op: 'mcm',
    clk: String(second),
    pt: PT + second * 1000,
    mc: [{ id: '1.300000001', rc, ...extra }],
  });

let dir: string;
let clock: ManualClock;
let simulator: Simulator;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'replay-queue-'));
  clock = new ManualClock();
  simulator = new Simulator({ clock });
  simulator.exchange.addAccount(accountSpec('punter', 1000));
});

afterEach(async () => {
  simulator.stop();
  await rm(dir, { recursive: true, force: true });
});

async function replay(lines: string[], gzip = false): Promise<SimMarket> {
  const path = join(dir, gzip ? 'market.gz' : 'market');
  const text = `${lines.join('\n')}\n`;
  await writeFile(path, gzip ? gzipSync(text) : text);
  const { market, service } = await loadHistoricalMarket(simulator, path);
  simulator.addService(service);
  simulator.start();
  return market;
}

async function place(
  market: SimMarket,
  selectionId: number,
  side: 'BACK' | 'LAY',
  price: number,
  size: number,
) {
  const report = await placeOrders(
    simulator.exchange,
    { accountId: 'punter', canBet: true },
    { marketId: market.marketId, instructions: [limit(selectionId, side, price, size)] },
  );
  return simulator.exchange.orders.get(report.instructionReports[0]!.betId!)!;
}

const sizeAhead = (market: SimMarket, order: SimOrder): number =>
  market.runner(order.selectionId)!.book.restingLays.level(order.tick)!.sizeAhead(order);

describe('queue position against recorded trades', () => {
  it('fills a resting order only after the volume queued ahead of it has traded', async () => {
    const market = await replay([
      // 100 offered to back at 2.0 (resting lays), 50 to lay at 2.02.
      `{"op":"mcm","clk":"0","pt":${PT},"mc":[{"id":"1.300000001","marketDefinition":${JSON.stringify(definition)},"rc":[{"id":11,"atb":[[2.0,100]],"atl":[[2.02,50]]}],"con":true,"img":false}]}`,
      // trd +120 counts both sides (§8.4): 60 of the 100 ahead is taken; 50 more joins behind.
      line(1, [
        { id: 11, atb: [[2.0, 90]] },
        { id: 11, trd: [[2.0, 120]], ltp: 2.0, tv: 120 },
      ]),
      // trd +100: 50 taken — the last 40 ahead, then 10 of the person's 20.
      line(2, [
        { id: 11, trd: [[2.0, 220]], ltp: 2.0, tv: 100 },
        { id: 11, atb: [[2.0, 50]] },
      ]),
    ]);
    // The person lays 20 at 2.0 behind the recorded 100.
    const order = await place(market, 11, 'LAY', 2, 20);
    expect(order.matched).toBe(0);
    expect(sizeAhead(market, order)).toBe(10_000);

    clock.advance(1000);
    expect(order.matched).toBe(0);
    // The 60 traded came off the front; the 50 added later is behind the person.
    expect(sizeAhead(market, order)).toBe(4_000);

    clock.advance(1000);
    expect(order.matched).toBe(1_000);
    expect(order.remaining).toBe(1_000);
    expect(sizeAhead(market, order)).toBe(0);
    const book = market.runner(11)!.book;
    // The traded ladder is the recorded one: the person's fill was part of the recorded 220.
    expect(book.traded.get(order.tick)).toBe(22_000);
    expect(book.totalMatched).toBe(22_000);
    // Shown to backers at 2.0: the replay's 50 and the person's 10.
    expect(book.restingLays.level(order.tick)!.total).toBe(6_000);
  });

  it('takes recorded cancellations from the back of the queue, never moving an order forward', async () => {
    const market = await replay([
      `{"op":"mcm","clk":"0","pt":${PT},"mc":[{"id":"1.300000001","marketDefinition":${JSON.stringify(definition)},"rc":[{"id":11,"atb":[[2.0,100]]}]}]}`,
      line(1, [{ id: 11, atb: [[2.0, 130]] }]),
      // 20 withdrawn without a trade: whose it was is unknown, so the newest size goes.
      line(2, [{ id: 11, atb: [[2.0, 110]] }]),
    ]);
    const order = await place(market, 11, 'LAY', 2, 5);
    clock.advance(2000);
    expect(sizeAhead(market, order)).toBe(10_000);
    expect(market.runner(11)!.book.restingLays.level(order.tick)!.total).toBe(11_500);
  });

  it('fills an order at a better price first, before the recorded queue', async () => {
    const market = await replay(
      [
        `{"op":"mcm","clk":"0","pt":${PT},"mc":[{"id":"1.300000001","marketDefinition":${JSON.stringify(definition)},"rc":[{"id":22,"atb":[[3.0,50]],"atl":[[3.2,30]]}]}]}`,
        // Backers took 20 at 3.0 (trd +40).
        line(1, [{ id: 22, trd: [[3.0, 40]], ltp: 3.0, atb: [[3.0, 30]] }]),
      ],
      true,
    );
    // Laying at 3.1 offers backers more than the recorded 3.0: it is first in line.
    const order = await place(market, 22, 'LAY', 3.1, 10);
    clock.advance(1000);
    expect(order.matched).toBe(1_000);
    expect(order.fills).toEqual([{ price: 3.1, size: 1_000, at: clock.now() }]);
    const book = market.runner(22)!.book;
    // The other 10 of the trade came off the recorded 50, which now shows the recorded 30.
    expect(book.restingLays.level(market.ladder.indexOf(3)!)!.total).toBe(3_000);
  });

  it('matches a resting order that new recorded offers cross', async () => {
    const market = await replay([
      `{"op":"mcm","clk":"0","pt":${PT},"mc":[{"id":"1.300000001","marketDefinition":${JSON.stringify(definition)},"rc":[{"id":22,"atb":[[3.0,50]],"atl":[[3.2,30]]}]}]}`,
      // Someone offers 8 to back at 3.15: a lay at 3.15, which meets the person's back at 3.15.
      line(1, [{ id: 22, atb: [[3.15, 8]] }]),
    ]);
    const order = await place(market, 22, 'BACK', 3.15, 5);
    expect(order.matched).toBe(0);
    clock.advance(1000);
    expect(order.matched).toBe(500);
    const book = market.runner(22)!.book;
    expect(book.restingLays.level(market.ladder.indexOf(3.15)!)!.total).toBe(300);
  });

  it('builds the book from best-offer levels when a file has no full depth', async () => {
    const market = await replay([
      `{"op":"mcm","clk":"0","pt":${PT},"mc":[{"id":"1.300000001","marketDefinition":${JSON.stringify(definition)},"rc":[{"id":11,"batb":[[0,2.0,10],[1,1.99,5]],"batl":[[0,2.02,7]]}]}]}`,
      // Every changed level is sent: 2.02 moves to level 0 of the backs' offers, the rest shift.
      line(1, [
        {
          id: 11,
          batb: [
            [0, 2.02, 3],
            [1, 2.0, 10],
            [2, 1.99, 5],
          ],
          batl: [[0, 2.04, 7]],
        },
      ]),
    ]);
    const book = market.runner(11)!.book;
    expect(market.ladder.priceAt(book.restingLays.best()!.tick)).toBe(2);
    clock.advance(1000);
    expect(market.ladder.priceAt(book.restingLays.best()!.tick)).toBe(2.02);
    expect(book.restingLays.best()!.total).toBe(300);
    expect(book.restingLays.depth).toBe(3);
    expect(market.ladder.priceAt(book.restingBacks.best()!.tick)).toBe(2.04);
  });
});

describe('bad historical input', () => {
  it('refuses a broken bzip2 file, a broken line and a bad speed with clear errors', async () => {
    const bz2 = join(dir, 'market.bz2');
    await writeFile(bz2, Buffer.from('BZh91AY&SY'));
    await expect(loadHistoricalMarket(simulator, bz2)).rejects.toThrow(/market.bz2: broken bzip2 data/);
    const broken = join(dir, 'broken');
    await writeFile(broken, `${line(0, [])}\n{"op":"mcm",\n`);
    await expect(loadHistoricalMarket(simulator, broken)).rejects.toThrow(/broken:2: not JSON/);
    await expect(loadHistoricalMarket(simulator, broken, { speed: 0 })).rejects.toThrow(RangeError);
    await expect(loadHistoricalMarket(simulator, join(dir, 'missing'))).rejects.toThrow(/cannot be read/);
    const noDefinition = join(dir, 'no-definition');
    await writeFile(noDefinition, `${line(0, [{ id: 11, atb: [[2.0, 1]] }])}\n`);
    await expect(loadHistoricalMarket(simulator, noDefinition)).rejects.toThrow(/no market definition/);
    expect(simulator.exchange.markets.size).toBe(0);
  });
});
