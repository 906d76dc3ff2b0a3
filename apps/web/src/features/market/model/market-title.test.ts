import type { MarketCatalogue } from '@greenbook/betfair';
import { describe, expect, it } from 'vitest';
import { runnerNamesOf } from '@/lib/market/line-markets';

describe('runner names (trading-core §9)', () => {
  it('puts the line after the name on double-line markets only', () => {
    const catalogue = (bettingType: string): MarketCatalogue =>
      ({
        marketId: '1.1',
        marketName: 'Asian Handicap',
        description: { bettingType },
        runners: [
          { selectionId: 11, runnerName: 'Arsenal', handicap: -0.5, sortPriority: 1 },
          { selectionId: 11, runnerName: 'Arsenal', handicap: 0.5, sortPriority: 2 },
        ],
      }) as unknown as MarketCatalogue;
    expect(runnerNamesOf(catalogue('ASIAN_HANDICAP_DOUBLE_LINE'))).toEqual({
      '11_-0.5': 'Arsenal -0.5',
      '11_0.5': 'Arsenal 0.5',
    });
    expect(runnerNamesOf(catalogue('ODDS'))['11_0.5']).toBe('Arsenal');
  });
});
