import type { MarketCatalogue, MarketDescription } from '@greenbook/betfair';
import { describe, expect, it } from 'vitest';
import { raceTimes } from './race-times';

const market = (marketId: string, marketType: string, marketStartTime: string): MarketCatalogue => ({
  marketId,
  marketName: marketType,
  marketStartTime,
  description: { marketType } as MarketDescription,
});

describe('venue race times', () => {
  it('lists the meeting’s races of the type on screen, earliest first', () => {
    const markets = [
      market('1.3', 'WIN', '2026-11-22T15:10:00.000Z'),
      market('1.1', 'WIN', '2026-11-22T13:40:00.000Z'),
      market('1.2', 'PLACE', '2026-11-22T13:40:00.000Z'),
      market('1.4', 'PLACE', '2026-11-22T15:10:00.000Z'),
      market('1.5', 'WIN', '2026-11-22T14:25:00.000Z'),
    ];
    expect(raceTimes(markets, { marketId: '1.5', marketType: 'WIN' })).toEqual([
      { marketId: '1.1', startTime: '2026-11-22T13:40:00.000Z' },
      { marketId: '1.5', startTime: '2026-11-22T14:25:00.000Z' },
      { marketId: '1.3', startTime: '2026-11-22T15:10:00.000Z' },
    ]);
    expect(raceTimes(markets, { marketId: '1.4', marketType: 'PLACE' }).map((race) => race.marketId)).toEqual(
      ['1.2', '1.4'],
    );
  });
});
