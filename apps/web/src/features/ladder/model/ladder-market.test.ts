import { MarketCache } from '@greenbook/betfair';
import { describe, expect, it } from 'vitest';
import { marketDefinition, runnerDefinition } from '@/testing/live-exchange-test-kit';
import { ladderRunners, ladderRunnersSignature } from './ladder-market';

describe('ladder runners', () => {
  it('follows each new definition: order by sort priority, a removed runner gone', () => {
    const market = new MarketCache('1.1');
    market.apply(
      {
        id: '1.1',
        marketDefinition: marketDefinition([
          runnerDefinition(11, { sortPriority: 2 }),
          runnerDefinition(12, { sortPriority: 1 }),
          runnerDefinition(13, { sortPriority: 3 }),
        ]),
      },
      1,
    );
    expect(ladderRunnersSignature(market)).toBe('12_0,11_0,13_0');
    const first = ladderRunners(market);
    // Price changes alone leave the list as it was read (the same list, not read again).
    market.apply({ id: '1.1', rc: [{ id: 11, atb: [[2, 10]] }] }, 2);
    expect(ladderRunners(market)).toBe(first);
    market.apply(
      {
        id: '1.1',
        marketDefinition: marketDefinition([
          runnerDefinition(11, { sortPriority: 2 }),
          runnerDefinition(12, { sortPriority: 1, status: 'REMOVED' }),
          runnerDefinition(13, { sortPriority: 3 }),
        ]),
      },
      3,
    );
    expect(ladderRunnersSignature(market)).toBe('11_0,13_0');
    expect(ladderRunners(market).map((runner) => runner.selectionId)).toEqual([11, 13]);
  });

  it('has none before a definition arrives', () => {
    const market = new MarketCache('1.2');
    market.apply({ id: '1.2', rc: [{ id: 11, atb: [[2, 10]] }] }, 1);
    expect(ladderRunners(market)).toEqual([]);
    expect(ladderRunnersSignature(undefined)).toBe('');
  });
});
