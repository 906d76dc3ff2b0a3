import { describe, expect, it } from 'vitest';
import { isMarketId } from '../core/ids.js';
import { DAY_MS, MAX_LIVE_DENSITY, eventsOfDay } from './world-generator.js';
import type { WorldMarket } from './world-model.js';

const MINUTE_MS = 60_000;

const day = Math.floor(Date.UTC(2026, 0, 1) / DAY_MS);
const options = { seed: 7, commissionRate: 5 };
const HORSE_KEYS = [
  'FORM',
  'TRAINER',
  'TRAINER_NAME',
  'AGE',
  'WEIGHT',
  'WEIGHT_VALUE',
  'WEIGHT_UNITS',
  'BRED',
  'OFFICIAL_RATING',
  'DAYS_SINCE_LAST_RUN',
  'SIRE_NAME',
  'SIRE_BRED',
  'DAM_NAME',
  'DAM_BRED',
  'WEARING',
  'JOCKEY_NAME',
  'CLOTH_NUMBER',
  'CLOTH_NUMBER_ALPHA',
  'STALL_DRAW',
  'COLOURS_FILENAME',
  'runnerId',
];

const catalogue = (seed: number) =>
  JSON.stringify(eventsOfDay({ ...options, seed }, day).map((e) => e.markets.map((m) => m.spec)));
const markets = (): WorldMarket[] => eventsOfDay(options, day).flatMap((event) => event.markets);

describe('world generator', () => {
  it('gives the same catalogue for the same seed and day, and another for another seed', () => {
    expect(catalogue(7)).toBe(catalogue(7));
    expect(catalogue(8)).not.toBe(catalogue(7));
  });

  it('has a football match in its first half, five minutes or more from half-time, at every minute of the day', () => {
    for (const seed of [1, 7, 23]) {
      const kickOffs = [day - 1, day]
        .flatMap((d) => eventsOfDay({ ...options, seed, sports: ['SOCCER'] }, d))
        .filter((event) => event.markets.some((market) => market.kind === 'MATCH_ODDS'))
        .map((event) => event.startTime);
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const now = day * DAY_MS + minute * MINUTE_MS;
        const playing = kickOffs.filter((kickOff) => kickOff <= now && now - kickOff < 40 * MINUTE_MS);
        expect(playing.length, `seed ${seed} at ${new Date(now).toISOString()}`).toBeGreaterThan(0);
      }
    }
  });

  it('makes events of every sport with Betfair-shaped ids and names', () => {
    const events = eventsOfDay(options, day);
    const sports = new Set(events.map((e) => e.markets[0]!.spec.eventType.id));
    expect([...sports].sort()).toEqual(['1', '1477', '2', '4', '4339', '5', '7', '7522', '998917']);
    for (const { event, markets: list } of events) {
      expect(event.id).toMatch(/^\d{8}$/);
      for (const market of list) {
        expect(isMarketId(market.spec.marketId)).toBe(true);
        expect(market.spec.marketBaseRate).toBe(5);
        expect(market.spec.rules).toContain('<a href=');
      }
    }
    const ids = events.flatMap((e) => e.markets.map((m) => m.spec.marketId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(events.some((e) => / v /.test(e.event.name))).toBe(true);
    expect(
      events.some(
        (e) =>
          /^[A-Z][a-z]+( [A-Z][a-z]+)? \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}$/.test(e.event.name) &&
          e.event.venue !== undefined,
      ),
    ).toBe(true);
  });

  it('covers every kind of market with the right betting type, ladder and winners', () => {
    const all = markets();
    const kinds = new Set(all.map((m) => m.kind));
    expect([...kinds].sort()).toEqual([
      'ASIAN_HANDICAP',
      'BOTH_TEAMS_TO_SCORE',
      'CORRECT_SCORE',
      'EACH_WAY',
      'MATCH_ODDS',
      'OVER_UNDER_25',
      'PLACE',
      'RUNS_LINE',
      'SET_BETTING',
      'WIN',
      'WINNER',
    ]);
    const soccerOdds = all.find((m) => m.kind === 'MATCH_ODDS' && m.spec.eventType.id === '1')!;
    expect(soccerOdds.spec.runners.map((r) => r.runnerName)[2]).toBe('The Draw');
    const handicap = all.find((m) => m.kind === 'ASIAN_HANDICAP')!;
    expect(handicap.spec).toMatchObject({
      bettingType: 'ASIAN_HANDICAP_DOUBLE_LINE',
      priceLadderType: 'FINEST',
    });
    const homeLines = handicap.spec.runners.filter(
      (r) => r.selectionId === handicap.spec.runners[0]!.selectionId,
    );
    expect(new Set(homeLines.map((r) => r.handicap)).size).toBeGreaterThan(3);
    const line = all.find((m) => m.kind === 'RUNS_LINE')!;
    expect(line.spec).toMatchObject({
      bettingType: 'LINE',
      priceLadderType: 'LINE_RANGE',
      lineRange: { interval: 1, marketUnit: 'runs' },
    });
    const place = all.find((m) => m.kind === 'PLACE' && m.spec.eventType.id === '7')!;
    expect(place.spec.numberOfWinners).toBeGreaterThan(1);
    expect(place.spec.bspMarket).toBe(true);
    const eachWay = all.find((m) => m.kind === 'EACH_WAY')!;
    expect(eachWay.spec.eachWayDivisor).toBeGreaterThan(1);
    expect(all.some((m) => m.kind === 'WIN' && m.spec.eventType.id === '4339')).toBe(true);
    expect(all.find((m) => m.kind === 'WINNER')!.spec.turnInPlayEnabled).toBe(false);
  });

  it('gives horses every racing metadata key as strings, with silks named after event and runner', () => {
    const win = markets().find((m) => m.kind === 'WIN' && m.spec.eventType.id === '7')!;
    for (const runner of win.spec.runners) {
      expect(Object.keys(runner.metadata).sort()).toEqual([...HORSE_KEYS].sort());
      for (const value of Object.values(runner.metadata)) expect(typeof value).toBe('string');
      expect(runner.metadata['COLOURS_FILENAME']).toBe(`c${win.spec.event.id}/${runner.selectionId}.svg`);
      expect(runner.metadata['FORM']).toMatch(/^[0-9PFURB/-]+$/);
    }
    const jockeys = win.spec.runners.map((runner) => runner.metadata['JOCKEY_NAME']);
    expect(new Set(jockeys).size).toBe(jockeys.length);
    const football = markets().find((m) => m.kind === 'MATCH_ODDS')!;
    expect(football.spec.runners[0]!.metadata).toEqual({
      runnerId: String(football.spec.runners[0]!.selectionId),
    });
  });

  it('gives greyhounds a racecard by trap: no jockey, headgear, rating or silks', () => {
    const race = markets().find((m) => m.kind === 'WIN' && m.spec.eventType.id === '4339')!;
    for (const runner of race.spec.runners) {
      const trap = runner.runnerName.split('. ')[0];
      expect(runner.metadata).toMatchObject({
        CLOTH_NUMBER: trap,
        CLOTH_NUMBER_ALPHA: trap,
        STALL_DRAW: trap,
        WEIGHT_UNITS: 'kilograms',
      });
      expect(runner.metadata['FORM']).toMatch(/^[1-6]{3,6}$/);
      expect(Number(runner.metadata['WEIGHT_VALUE'])).toBeGreaterThan(20);
      for (const key of ['TRAINER_NAME', 'AGE', 'BRED', 'DAYS_SINCE_LAST_RUN', 'SIRE_NAME', 'DAM_NAME'])
        expect(runner.metadata[key]).toMatch(/\S/);
      for (const key of ['JOCKEY_NAME', 'WEARING', 'OFFICIAL_RATING', 'COLOURS_FILENAME'])
        expect(runner.metadata).not.toHaveProperty(key);
    }
  });

  describe('live density', () => {
    const tennisMatches = (liveDensity: number) =>
      eventsOfDay({ ...options, liveDensity }, day).filter(
        (e) => e.sport === 'TENNIS' && e.markets.some((m) => m.kind === 'MATCH_ODDS'),
      );
    const ids = (liveDensity: number): string[] =>
      eventsOfDay({ ...options, liveDensity }, day).flatMap((e) => e.markets.map((m) => m.spec.marketId));

    it('gives the same dense world for the same seed, and k tennis fixtures an hour', () => {
      expect(
        JSON.stringify(
          eventsOfDay({ ...options, liveDensity: 6 }, day).map((e) => e.markets.map((m) => m.spec)),
        ),
      ).toBe(
        JSON.stringify(
          eventsOfDay({ ...options, liveDensity: 6 }, day).map((e) => e.markets.map((m) => m.spec)),
        ),
      );
      expect(tennisMatches(1)).toHaveLength(24);
      expect(tennisMatches(6)).toHaveLength(6 * 24);
      // Spread over each hour of the day, not bunched at its start.
      const hours = new Set(tennisMatches(6).map((e) => new Date(e.startTime).getUTCHours()));
      expect(hours.size).toBe(24);
      const minutes = new Set(tennisMatches(6).map((e) => new Date(e.startTime).getUTCMinutes()));
      expect(minutes.size).toBeGreaterThan(20);
    });

    it('only adds to the plain world: its markets keep their ids, the new ones are unique', () => {
      const plain = ids(1);
      const dense = ids(MAX_LIVE_DENSITY);
      const denseIds = new Set(dense);
      expect(plain.every((id) => denseIds.has(id))).toBe(true);
      expect(new Set(dense).size).toBe(dense.length);
      const plainSpecs = eventsOfDay(options, day).map((e) => JSON.stringify(e.markets.map((m) => m.spec)));
      const denseSpecs = new Set(
        eventsOfDay({ ...options, liveDensity: 3 }, day).map((e) =>
          JSON.stringify(e.markets.map((m) => m.spec)),
        ),
      );
      expect(plainSpecs.every((spec) => denseSpecs.has(spec))).toBe(true);
    });

    it('refuses a density that is not a whole number from 1 to the maximum', () => {
      for (const liveDensity of [0, 1.5, MAX_LIVE_DENSITY + 1, Number.NaN])
        expect(() => eventsOfDay({ ...options, liveDensity }, day)).toThrow(
          /liveDensity must be a whole number/,
        );
    });
  });
});
