// The market world as a client sees it: catalogue over API-NG, a match lived through over
// API-NG and the in-play service, on a manual clock (embedded-exchange issue §1–§3, driven
// through the public protocols).
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketWorldOptions } from './market-world.js';
import { serveWorld as serveWorldOverHttp } from './world-api-testing.js';

const MINUTE = 60_000;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serveWorld(options: MarketWorldOptions) {
  const served = await serveWorldOverHttp(options);
  app = served.app;
  return served;
}

interface Catalogue {
  marketId: string;
  marketName: string;
  marketStartTime: string;
  description?: {
    bettingType: string;
    marketType: string;
    priceLadderDescription?: { type: string };
    bspMarket: boolean;
  };
  event?: { id: string; name: string };
  runners?: Array<{
    selectionId: number;
    runnerName: string;
    handicap: number;
    metadata?: Record<string, string>;
  }>;
}

interface Book {
  marketId: string;
  status: string;
  inplay: boolean;
  runners: Array<{
    selectionId: number;
    status: string;
    ex: { availableToBack: Array<{ price: number; size: number }> };
  }>;
}

describe('the market world over the public protocols', () => {
  it('offers every sport and market kind the product handles, with their ladders and metadata', async () => {
    const { call } = await serveWorld({ liquidity: false });
    const eventTypes = await call<Array<{ eventType: { id: string } }>>('listEventTypes', { filter: {} });
    expect(eventTypes.map((e) => e.eventType.id).sort()).toEqual([
      '1',
      '1477',
      '2',
      '4',
      '4339',
      '5',
      '7',
      '7522',
      '998917',
    ]);
    const kinds = async (marketTypeCodes: string[]) =>
      call<Catalogue[]>('listMarketCatalogue', {
        filter: { marketTypeCodes },
        marketProjection: ['MARKET_DESCRIPTION', 'RUNNER_METADATA', 'EVENT'],
        maxResults: 10,
      });
    for (const code of [
      'MATCH_ODDS',
      'OVER_UNDER_25',
      'CORRECT_SCORE',
      'BOTH_TEAMS_TO_SCORE',
      'SET_BETTING',
      'PLACE',
      'EACH_WAY',
      'WINNER',
    ]) {
      expect((await kinds([code])).length, code).toBeGreaterThan(0);
    }
    const [win] = await call<Catalogue[]>('listMarketCatalogue', {
      filter: { marketTypeCodes: ['WIN'], eventTypeIds: ['7'] },
      marketProjection: ['MARKET_DESCRIPTION', 'RUNNER_METADATA'],
      maxResults: 1,
    });
    expect(win!.description).toMatchObject({
      bettingType: 'ODDS',
      priceLadderDescription: { type: 'CLASSIC' },
    });
    const horseKeys = Object.keys(win!.runners![0]!.metadata!);
    for (const key of [
      'FORM',
      'JOCKEY_NAME',
      'TRAINER_NAME',
      'COLOURS_FILENAME',
      'STALL_DRAW',
      'CLOTH_NUMBER',
      'WEIGHT_VALUE',
    ])
      expect(horseKeys).toContain(key);
    const handicap = await call<Catalogue[]>('listMarketCatalogue', {
      filter: { marketBettingTypes: ['ASIAN_HANDICAP_DOUBLE_LINE'] },
      marketProjection: ['MARKET_DESCRIPTION', 'RUNNER_DESCRIPTION'],
      maxResults: 1,
    });
    expect(handicap[0]!.description!.priceLadderDescription!.type).toBe('FINEST');
    expect(new Set(handicap[0]!.runners!.map((r) => r.handicap)).size).toBeGreaterThan(1);
    const line = await call<Catalogue[]>('listMarketCatalogue', {
      filter: { marketBettingTypes: ['LINE'] },
      marketProjection: ['MARKET_DESCRIPTION'],
      maxResults: 1,
    });
    expect(line[0]!.description!.priceLadderDescription!.type).toBe('LINE_RANGE');
  });

  it('lives a football match: liquidity to trade against, in play with a live score, settled by the result', async () => {
    const { clock, base, call } = await serveWorld({ sports: ['SOCCER'] });
    const upcoming = await call<Catalogue[]>('listMarketCatalogue', {
      filter: {
        marketTypeCodes: ['MATCH_ODDS'],
        marketStartTime: { from: new Date(clock.now() + 30 * MINUTE).toISOString() },
      },
      marketProjection: ['EVENT', 'RUNNER_DESCRIPTION', 'MARKET_START_TIME'],
      sort: 'FIRST_TO_START',
      maxResults: 1,
    });
    const market = upcoming[0]!;
    clock.advance(Date.parse(market.marketStartTime) - clock.now() - 20 * MINUTE);
    const book = async () =>
      (
        await call<Book[]>('listMarketBook', {
          marketIds: [market.marketId],
          priceProjection: { priceData: ['EX_BEST_OFFERS'] },
        })
      )[0]!;
    const before = await book();
    expect(before).toMatchObject({ status: 'OPEN', inplay: false });
    const favourite = before.runners[0]!;
    const best = favourite.ex.availableToBack[0]!;
    const placed = await call<{ status: string; instructionReports: Array<{ sizeMatched: number }> }>(
      'placeOrders',
      {
        marketId: market.marketId,
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId: favourite.selectionId,
            side: 'BACK',
            limitOrder: { price: best.price, size: 2, persistenceType: 'LAPSE' },
          },
        ],
      },
    );
    expect(placed.status).toBe('SUCCESS');
    expect(placed.instructionReports[0]!.sizeMatched).toBe(2);

    const statuses = new Set<string>();
    let sawScore = false;
    for (let step = 0; step < 40; step += 1) {
      clock.advance(5 * MINUTE);
      await new Promise((resolve) => setImmediate(resolve));
      const now = await book();
      statuses.add(`${now.status}${now.inplay ? ' in play' : ''}`);
      const scores = (await (
        await fetch(`${base}/inplayservice/v1/scores?eventIds=${market.event!.id}`)
      ).json()) as unknown[];
      sawScore ||= scores.length > 0;
      if (now.status === 'CLOSED') break;
    }
    expect(statuses).toContain('OPEN in play');
    expect(statuses).toContain('CLOSED in play');
    expect(sawScore).toBe(true);
    const cleared = await call<{
      clearedOrders: Array<{ betOutcome: string; profit: number; selectionId: number }>;
    }>('listClearedOrders', {
      betStatus: 'SETTLED',
      marketIds: [market.marketId],
    });
    const [record] = cleared.clearedOrders;
    const final = await book();
    const winner = final.runners.find((r) => r.status === 'WINNER')!;
    expect(record!.betOutcome).toBe(winner.selectionId === favourite.selectionId ? 'WON' : 'LOST');
    expect(record!.profit).toBe(
      winner.selectionId === favourite.selectionId ? Math.round(2 * (best.price - 1) * 100) / 100 : -2,
    );
  });

  it('runs a race: a non-runner with a reduction, BSP reconciled at the off, settled with reduced prices', async () => {
    const { clock, call } = await serveWorld({
      sports: ['HORSE_RACING'],
      historyMs: 0,
      horizonMs: 6 * 60 * MINUTE,
      timings: { nonRunnerChance: 1 },
    });
    const [race] = await call<Catalogue[]>('listMarketCatalogue', {
      filter: {
        eventTypeIds: ['7'],
        marketTypeCodes: ['WIN'],
        marketStartTime: { from: new Date(clock.now() + 30 * MINUTE).toISOString() },
      },
      marketProjection: ['MARKET_START_TIME', 'MARKET_DESCRIPTION'],
      sort: 'FIRST_TO_START',
      maxResults: 1,
    });
    expect(race!.description!.bspMarket).toBe(true);
    clock.advance(1_000);
    interface RaceRunner {
      selectionId: number;
      status: string;
      adjustmentFactor?: number;
      removalDate?: string;
      sp?: { actualSP?: number | string };
      ex: { availableToBack: Array<{ price: number; size: number }> };
    }
    interface RaceBook {
      status: string;
      inplay: boolean;
      bspReconciled: boolean;
      runners: RaceRunner[];
    }
    const book = async () =>
      (
        await call<RaceBook[]>('listMarketBook', {
          marketIds: [race!.marketId],
          priceProjection: { priceData: ['EX_BEST_OFFERS', 'SP_TRADED'] },
        })
      )[0]!;
    const open = await book();
    const backed = open.runners.filter((r) => r.ex.availableToBack.length > 0).slice(0, 3);
    for (const runner of backed) {
      await call('placeOrders', {
        marketId: race!.marketId,
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId: runner.selectionId,
            side: 'BACK',
            limitOrder: { price: runner.ex.availableToBack[0]!.price, size: 2, persistenceType: 'LAPSE' },
          },
        ],
      });
    }
    type Current = {
      currentOrders: Array<{
        selectionId: number;
        averagePriceMatched: number;
        sizeMatched: number;
        sizeVoided: number;
      }>;
    };
    const matched = (await call<Current>('listCurrentOrders', { marketIds: [race!.marketId] })).currentOrders;
    expect(matched.every((o) => o.sizeMatched === 2)).toBe(true);

    clock.advance(Date.parse(race!.marketStartTime) - clock.now() - MINUTE);
    await new Promise((resolve) => setImmediate(resolve));
    const beforeOff = await book();
    const removed = beforeOff.runners.filter((r) => r.status === 'REMOVED');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.removalDate).toBeDefined();
    expect(removed[0]!.adjustmentFactor).toBeGreaterThan(0);
    const after = (await call<Current>('listCurrentOrders', { marketIds: [race!.marketId] })).currentOrders;
    for (const order of after) {
      const was = matched.find((o) => o.selectionId === order.selectionId)!;
      if (order.selectionId === removed[0]!.selectionId) expect(order.sizeVoided).toBe(2);
      else expect(order.averagePriceMatched).toBeLessThan(was.averagePriceMatched);
    }

    clock.advance(2 * MINUTE);
    await new Promise((resolve) => setImmediate(resolve));
    const off = await book();
    expect(off).toMatchObject({ bspReconciled: true, inplay: true });
    expect(off.runners.some((r) => typeof r.sp?.actualSP === 'number')).toBe(true);
    for (let step = 0; step < 20 && (await book()).status !== 'CLOSED'; step += 1) clock.advance(2 * MINUTE);
    const settled = await call<{ clearedOrders: Array<{ priceReduced: boolean; selectionId: number }> }>(
      'listClearedOrders',
      {
        betStatus: 'SETTLED',
        marketIds: [race!.marketId],
      },
    );
    expect(settled.clearedOrders.length).toBeGreaterThan(0);
    expect(settled.clearedOrders.every((o) => o.priceReduced)).toBe(true);
  });
});
