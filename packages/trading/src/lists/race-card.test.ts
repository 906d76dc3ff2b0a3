import { describe, expect, it } from 'vitest';
import type { HomeMarket } from './home-markets.js';
import { raceCard } from './race-card.js';

const T = Date.UTC(2026, 0, 1, 13);
const MIN = 60_000;

function race(
  marketId: string,
  countryCode: string | undefined,
  venue: string | undefined,
  start: number,
): HomeMarket {
  return {
    marketId,
    marketName: 'R1 2m Hcap',
    startTime: start,
    marketType: 'WIN',
    turnInPlayEnabled: true,
    eventTypeId: '7',
    eventTypeName: 'Horse Racing',
    eventId: `e-${venue}`,
    eventName: `${venue} 1st Jan`,
    countryCode,
    venue,
    runners: [],
  };
}

describe('raceCard (account-and-product §2 Horse racing, §4 Horse list)', () => {
  it('puts GB+IE first, then countries by number of venues, most first', () => {
    const tabs = raceCard(
      [
        race('1', 'US', 'Belmont', T),
        race('2', 'AU', 'Flemington', T),
        race('3', 'AU', 'Randwick', T + MIN),
        race('4', 'IE', 'Leopardstown', T + 2 * MIN),
        race('5', 'GB', 'Ascot', T + 3 * MIN),
        race('6', 'FR', 'Longchamp', T),
      ],
      undefined,
    );
    expect(tabs.map((tab) => tab.value)).toEqual(['GB+IE', 'AU', 'FR', 'US']);
    expect(tabs[0]!.venues.map((row) => row.venue)).toEqual(['Leopardstown', 'Ascot']);
  });

  it('keeps GB+IE as the first tab when neither country has a race', () => {
    expect(raceCard([race('1', 'AU', 'Randwick', T)], undefined).map((tab) => tab.value)).toEqual([
      'GB+IE',
      'AU',
    ]);
  });

  it('makes one venue row of race times in start order, one race per exact start time', () => {
    const [gbIe] = raceCard(
      [
        race('3', 'GB', 'Ascot', T + 70 * MIN),
        race('1', 'GB', 'Ascot', T),
        race('2', 'GB', 'Ascot', T + 35 * MIN),
        race('2b', 'GB', 'Ascot', T + 35 * MIN),
      ],
      undefined,
    );
    expect(gbIe!.venues).toHaveLength(1);
    expect(gbIe!.venues[0]!.races.map((r) => r.marketId)).toEqual(['1', '2', '3']);
  });

  it('shows only races the current market list still holds open', () => {
    const races = [
      race('1', 'GB', 'Ascot', T),
      race('2', 'GB', 'Ascot', T + 35 * MIN),
      race('3', 'GB', 'Ascot', T + 70 * MIN),
    ];
    const current = new Map([
      ['1', { status: 'CLOSED' }],
      ['2', { status: 'OPEN' }],
    ]);
    expect(raceCard(races, current)[0]!.venues[0]!.races.map((r) => r.marketId)).toEqual(['2']);
  });

  it('leaves out races without a country or venue', () => {
    const tabs = raceCard(
      [race('1', undefined, 'Ascot', T), race('2', 'GB', undefined, T), race('3', 'Britain', 'X', T)],
      undefined,
    );
    expect(tabs).toEqual([{ value: 'GB+IE', venues: [] }]);
  });
});
