// Issue 12 item 7: the title bar's status label comes from the market's current definition
// (account-and-product §4): a CLOSED market no longer reads as in play.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { MarketDefinition } from '@greenbook/betfair';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { followReplay } from '@/lib/clock/market-clock';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { MarketTitleBar } from './market-title-bar';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  followReplay(undefined);
});

const title = {
  startTime: '2030-01-01T12:00:00.000Z',
  eventName: 'Arsenal v Chelsea',
  sport: 'Soccer',
  competitionOrVenue: 'Premier League',
  marketName: 'Match Odds',
  eventTypeId: '1',
  countryCode: 'GB',
};

function renderTitleBar() {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
  const kit = createTestLiveExchange();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LiveExchangeTestProvider kit={kit}>
        <MarketTitleBar eventId="77" marketId="1.300" title={title} />
      </LiveExchangeTestProvider>
    </QueryClientProvider>,
  );
  const define = (extra: Partial<MarketDefinition>) =>
    act(() => kit.applyMarket(marketImage('1.300', marketDefinition([runnerDefinition(11)], extra))));
  return { define };
}

describe('title bar status label (account-and-product §4)', () => {
  it('says LIVE for an open in-play market, and CLOSED once it closes, never in play', () => {
    const { define } = renderTitleBar();
    define({ status: 'OPEN', inPlay: true });
    expect(screen.getByTestId('market-status')).toHaveTextContent('LIVE');
    define({ status: 'CLOSED', inPlay: true });
    expect(screen.getByTestId('market-status')).toHaveTextContent('CLOSED');
    expect(screen.queryByText(/LIVE|In-Play/)).toBeNull();
  });

  it('says SUSPENDED for a suspended market and going live before an in-play start', () => {
    const { define } = renderTitleBar();
    define({ status: 'SUSPENDED', inPlay: true });
    expect(screen.getByTestId('market-status')).toHaveTextContent('SUSPENDED');
    define({
      status: 'OPEN',
      inPlay: false,
      turnInPlayEnabled: true,
      marketTime: '2999-01-01T00:00:00.000Z',
    });
    expect(screen.getByTestId('market-status')).toHaveTextContent('going live');
  });

  it("in practice mode reads the replay's clock: going live before the recorded off, then DELAY from it", () => {
    // Betfair's NBA file 1.166811431: tip-off 2019-12-29 01:10 UTC, the replay a day earlier. On
    // the wall clock the label read DELAY 60650:33:14, the years since that tip-off.
    const off = Date.parse('2019-12-29T01:10:00.000Z');
    followReplay({ at: Date.parse('2019-12-28T02:23:03.000Z'), rate: 0, readAt: Date.now() });
    const { define } = renderTitleBar();
    define({
      status: 'OPEN',
      inPlay: false,
      turnInPlayEnabled: true,
      marketTime: new Date(off).toISOString(),
    });
    expect(screen.getByTestId('market-status')).toHaveTextContent('going live');
    act(() => followReplay({ at: off + 65_000, rate: 0, readAt: Date.now() }));
    expect(screen.getByTestId('market-status')).toHaveTextContent(/^DELAY 0?1:05$/);
  });

  it('names the sport in Portuguese in a Portuguese interface, as the lists do', async () => {
    // The exchange's catalogue names it 'Soccer'; the bar once showed that under 'Futebol' lists.
    await changeInterfaceLanguage('pt');
    try {
      renderTitleBar();
      expect(screen.getByText('Futebol · Premier League')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Futebol' })).toBeInTheDocument();
      expect(screen.queryByText(/Soccer/)).toBeNull();
    } finally {
      await changeInterfaceLanguage('en');
    }
  });
});
