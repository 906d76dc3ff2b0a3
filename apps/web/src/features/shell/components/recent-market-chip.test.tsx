// Issue 12 item 7: a recent-markets chip labels its market from the current stream definition when
// the market is streamed, not from the 10 s poll that may lag it.
import { act, render, screen } from '@testing-library/react';
import type { MarketDefinition } from '@greenbook/betfair';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { RecentMarketChip } from './recent-market-chip';

beforeAll(async () => {
  await initI18n('en');
});

const market = {
  marketId: '1.300',
  eventId: '77',
  eventTypeId: '1',
  eventName: 'Arsenal v Chelsea',
  marketName: 'Match Odds',
  marketStartTime: '2030-01-01T12:00:00.000Z',
};

function renderChip(active: boolean) {
  const kit = createTestLiveExchange();
  const onRemove = vi.fn();
  render(
    <LiveExchangeTestProvider kit={kit}>
      <ul>
        <RecentMarketChip
          market={market}
          polled={{ status: 'SUSPENDED', inPlay: true }}
          active={active}
          onOpen={() => undefined}
          onRemove={onRemove}
        />
      </ul>
    </LiveExchangeTestProvider>,
  );
  const define = (extra: Partial<MarketDefinition>) =>
    act(() => kit.applyMarket(marketImage('1.300', marketDefinition([runnerDefinition(11)], extra))));
  return { define, onRemove };
}

describe('recent-market chip status', () => {
  it('uses the poll for a market that is not streamed', () => {
    renderChip(false);
    expect(screen.getByText('SUSPENDED')).toBeInTheDocument();
  });

  it('says CLOSED for the closed market on screen although the poll still says SUSPENDED', () => {
    const { define, onRemove } = renderChip(true);
    define({ status: 'CLOSED', inPlay: true });
    expect(screen.getByText('CLOSED')).toBeInTheDocument();
    expect(screen.queryByText('SUSPENDED')).toBeNull();
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('shows LIVE without a status for an open in-play market, and leaves the bar once closed elsewhere', () => {
    const { define, onRemove } = renderChip(false);
    define({ status: 'OPEN', inPlay: true });
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.queryByText('SUSPENDED')).toBeNull();
    define({ status: 'CLOSED', inPlay: true });
    expect(onRemove).toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
