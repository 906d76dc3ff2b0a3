import { describe, expect, it } from 'vitest';
import { MARKET_TYPE_CODES, relevancy, suggestTypeCodes } from './market-type-codes';

describe('market type codes', () => {
  it('holds about 190 distinct codes with positive counts', () => {
    const names = MARKET_TYPE_CODES.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(185);
    expect(MARKET_TYPE_CODES.every((entry) => entry.count > 0 && /^[A-Z0-9_]+$/.test(entry.name))).toBe(true);
  });

  it('relevancy is count / largest count as a percentage with 2 decimals', () => {
    expect(relevancy(50, 200)).toBe('25.00%');
    expect(relevancy(1, 3)).toBe('33.33%');
    expect(relevancy(2, 3)).toBe('66.67%');
    expect(relevancy(3, 3)).toBe('100.00%');
    expect(relevancy(0, 0)).toBe('0.00%');
  });

  it('suggests matching codes, most relevant first, leaving the chosen ones out', () => {
    const entries = [
      { name: 'OVER_UNDER_25', count: 50 },
      { name: 'MATCH_ODDS', count: 200 },
      { name: 'OVER_UNDER_15', count: 100 },
    ];
    expect(suggestTypeCodes('over under', ['OVER_UNDER_15'], entries)).toEqual([
      { name: 'OVER_UNDER_25', count: 50, relevancy: '25.00%' },
    ]);
    expect(suggestTypeCodes('', [], entries).map((entry) => entry.name)).toEqual([
      'MATCH_ODDS',
      'OVER_UNDER_15',
      'OVER_UNDER_25',
    ]);
    expect(suggestTypeCodes('', [], MARKET_TYPE_CODES)[0]).toMatchObject({
      name: 'MATCH_ODDS',
      relevancy: '100.00%',
    });
  });
});
