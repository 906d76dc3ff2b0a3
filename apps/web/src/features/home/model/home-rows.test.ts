import type { MarketCatalogue, MarketDescription } from '@greenbook/betfair';
import { describe, expect, it } from 'vitest';
import type { MarketState } from '@/lib/market/market-states';
import { homeLists } from './home-rows';

const NOW = Date.UTC(2026, 0, 1, 12);

const market = (marketId: string, startOffsetMs: number): MarketCatalogue => ({
  marketId,
  marketName: 'Match Odds',
  marketStartTime: new Date(NOW + startOffsetMs).toISOString(),
  description: { turnInPlayEnabled: true, marketType: 'MATCH_ODDS' } as MarketDescription,
  event: { id: `e${marketId}`, name: `Event ${marketId}` },
  eventType: { id: '1', name: 'Soccer' },
});

const state = (status: string, inPlay: boolean): MarketState => ({ status, inPlay, totalMatched: 0 });

const ids = (groups: ReturnType<typeof homeLists>['inPlay']) =>
  groups.flatMap((group) => group.rows.map((row) => row.marketId));

describe('homeLists', () => {
  it('keeps a suspended in-play market under in play, showing its status', () => {
    const lists = homeLists(
      [market('1.1', -600_000), market('1.2', 3_600_000), market('1.3', -60_000)],
      new Map([
        ['1.1', state('SUSPENDED', true)],
        ['1.2', state('SUSPENDED', false)],
        ['1.3', state('OPEN', false)],
      ]),
      NOW,
    );
    expect(ids(lists.inPlay)).toEqual(['1.1']);
    expect(lists.inPlay[0]?.rows[0]?.label).toEqual({ kind: 'STATUS', status: 'SUSPENDED' });
    // Suspended before the off, and past its start without turning in play yet (DELAY).
    expect(ids(lists.upcoming)).toEqual(['1.2', '1.3']);
    expect(lists.upcoming[0]?.rows[1]?.label.kind).toBe('DELAY');
  });

  it('goes by the start time until the status is known', () => {
    const lists = homeLists([market('1.1', -600_000), market('1.2', 600_000)], undefined, NOW);
    expect(ids(lists.inPlay)).toEqual(['1.1']);
    expect(ids(lists.upcoming)).toEqual(['1.2']);
  });
});
