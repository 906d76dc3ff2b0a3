// Issue 11 §1: whenever the embedded exchange starts, its world is alive. Through API-NG, for
// several start hours and seeds: past events are run and settled (gone from the catalogue,
// CLOSED), events under way are in play and OPEN with prices, and home's first soccer card, its
// first live event and the first OPEN market of every sport show prices on both sides.
import { liveEventsQuery, soccerCardsQuery } from '@greenbook/trading';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsOfDay, DAY_MS } from './world-generator.js';
import {
  booksOf,
  listAll,
  serveWorld,
  twoSided,
  type ServedWorld,
  type ListedMarket,
} from './world-api-testing.js';
import { SPORTS } from './world-model.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const RACING = new Set([SPORTS.HORSE_RACING.id, SPORTS.GREYHOUND_RACING.id]);

let served: ServedWorld | undefined;
afterEach(async () => {
  served?.simulator.stop();
  await served?.app.close();
  served = undefined;
});

const startOf = (market: ListedMarket): number => Date.parse(market.marketStartTime);

/**
 * The first markets a newcomer meets on home: its first soccer card and its first live event. A
 * match kicking off at this very minute (the world starts on the hour, as its matches do) is
 * suspended for the off, as on Betfair, and is passed over: the card after it is the first one
 * a moment later.
 */
async function homeFirstMarkets(world: ServedWorld): Promise<string[]> {
  const now = world.clock.now();
  const [cards, live] = await Promise.all(
    [soccerCardsQuery, liveEventsQuery].map((query) =>
      world.call<ListedMarket[]>('listMarketCatalogue', query(now)),
    ),
  );
  const firstCard = cards?.find((card) => startOf(card) > now);
  expect(firstCard, 'a soccer card ahead').toBeDefined();
  return [firstCard!.marketId, ...(live?.[0] === undefined ? [] : [live[0].marketId])];
}

const START_HOURS: ReadonlyArray<[number, number, number]> = [
  [0, 0, 1],
  [4, 35, 5],
  [6, 0, 7],
  [12, 0, 1],
  [18, 5, 7],
  [22, 0, 1],
  [22, 0, 23],
];

describe('the world when the exchange starts', () => {
  it.each(START_HOURS)(
    'at %i:%i UTC (seed %i) lists no stale market and shows prices first',
    async (hour, minute, seed) => {
      const start = Date.UTC(2026, 2, 14, hour, minute);
      served = await serveWorld({}, start, seed);
      const world = served;
      const listed = await listAll(world);
      const all = [...listed];
      // The catalogue is capped at 200 a request: page on by start time.
      while (listed.length === 200) {
        listed.splice(
          0,
          listed.length,
          ...(await listAll(world, { marketStartTime: { from: listed[199]!.marketStartTime } })),
        );
        all.push(...listed);
      }
      for (const market of all) {
        const age = start - startOf(market);
        expect(age, `${market.marketId} ${market.marketStartTime}`).toBeLessThan(
          RACING.has(market.eventType.id) ? HOUR : 4 * HOUR,
        );
      }
      // Under way (not just at its off, which suspends for a few seconds): in play and OPEN.
      const underWay = all.filter((m) => startOf(m) < start && m.description.turnInPlayEnabled);
      for (const book of await booksOf(world, [...new Set(underWay.map((m) => m.marketId))])) {
        expect(book, book.marketId).toMatchObject({ inplay: true, status: 'OPEN' });
      }

      // Events that are certainly over (races 15 minutes after the off, matches of the other
      // sports 4 hours after it): absent from the catalogue, and CLOSED where still held.
      const listedIds = new Set(all.map((m) => m.marketId));
      const day = Math.floor(start / DAY_MS);
      const past = [
        ...eventsOfDay({ seed, commissionRate: 5 }, day - 1),
        ...eventsOfDay({ seed, commissionRate: 5 }, day),
      ]
        .filter(
          (event) => event.startTime < start - (RACING.has(SPORTS[event.sport].id) ? 15 * MINUTE : 4 * HOUR),
        )
        .flatMap((event) => event.markets.map((market) => market.spec.marketId));
      expect(past.length).toBeGreaterThan(0);
      expect(past.filter((id) => listedIds.has(id))).toEqual([]);
      for (const book of await booksOf(world, past)) expect(book.status, book.marketId).toBe('CLOSED');

      // A football match being played, far enough from half-time to watch its score move.
      const football = await world.call<ListedMarket[]>('listMarketCatalogue', {
        filter: { eventTypeIds: [SPORTS.SOCCER.id], marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: true },
        marketProjection: ['EVENT'],
        maxResults: 50,
      });
      const scores = (await (
        await fetch(
          `${world.base}/inplayservice/v1/scoresAndBroadcast?eventIds=${football.map((m) => m.event.id).join(',')}`,
        )
      ).json()) as Array<{ state: { matchStatus: string; timeElapsed: number } }>;
      const playing = scores.filter(
        ({ state }) => state.matchStatus === 'FIRST_HALF' && state.timeElapsed < 40,
      );
      expect(playing.length, 'a match in its first half, before minute 40').toBeGreaterThan(0);

      for (const first of await booksOf(world, await homeFirstMarkets(world))) {
        expect(first.status, first.marketId).toBe('OPEN');
        expect(twoSided(first), first.marketId).toBe(true);
      }
      for (const sport of Object.values(SPORTS)) {
        const markets = await listAll(world, { eventTypeIds: [sport.id] });
        const firstOpen = (
          await booksOf(
            world,
            markets.slice(0, 40).map((m) => m.marketId),
          )
        ).find((b) => b.status === 'OPEN');
        expect(firstOpen, sport.name).toBeDefined();
        expect(twoSided(firstOpen!), `${sport.name} ${firstOpen!.marketId}`).toBe(true);
      }
    },
    60_000,
  );
});
