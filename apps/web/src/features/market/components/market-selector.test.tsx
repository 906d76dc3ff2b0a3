// Issue 12 item 9: at a race meeting every market of the selector is distinct — race time and
// market name — instead of 'To Be Placed' once per race with nothing to tell them apart.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { MarketCatalogue } from '@greenbook/betfair';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { initI18n } from '@/lib/i18n/i18n';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import { MarketSelector } from './market-selector';

beforeAll(async () => {
  await initI18n('en');
});

const at = (hour: number) => new Date(Date.UTC(2030, 0, 1, hour, 30)).toISOString();
const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

function renderSelector(markets: MarketCatalogue[], eventTypeId: string, kit = createTestLiveExchange()) {
  const fake = createFakeExchange({ listMarketCatalogue: () => markets });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LiveExchangeTestProvider kit={kit}>
        <ExchangeClientContext.Provider value={fake.client}>
          <MemoryRouter>
            <MarketSelector
              eventId="88"
              marketId={markets[0]!.marketId}
              marketName={markets[0]!.marketName}
              eventTypeId={eventTypeId}
            />
          </MemoryRouter>
        </ExchangeClientContext.Provider>
      </LiveExchangeTestProvider>
    </QueryClientProvider>,
  );
}

const optionTexts = async () => {
  const select = screen.getByRole('combobox', { name: 'Market' });
  // The chosen market's traded volume shows once the event's markets are read.
  await waitFor(() => expect(select).toHaveTextContent('(1,000)'));
  await userEvent.setup().click(select);
  return screen.getAllByRole('option').map((option) => option.textContent);
};

describe('market selector names', () => {
  it('names every race market with its race time on racing', async () => {
    const meeting: MarketCatalogue[] = [13, 14, 15, 16].map((hour) => ({
      marketId: `1.${hour}`,
      marketName: 'To Be Placed',
      marketStartTime: at(hour),
      totalMatched: 1000,
    }));
    renderSelector([{ ...meeting[0]!, marketId: '1.12', marketName: '1m2f Hcap' }, ...meeting], '7');
    const texts = await optionTexts();
    expect(texts).toEqual([
      `${time(at(13))} 1m2f Hcap (1,000)`,
      ...[13, 14, 15, 16].map((hour) => `${time(at(hour))} To Be Placed (1,000)`),
    ]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps plain names elsewhere unless a name repeats', async () => {
    renderSelector(
      [
        { marketId: '1.1', marketName: 'Match Odds', marketStartTime: at(19), totalMatched: 1000 },
        { marketId: '1.2', marketName: 'Handicap', marketStartTime: at(19), totalMatched: 1000 },
        { marketId: '1.3', marketName: 'Handicap', marketStartTime: at(20), totalMatched: 1000 },
      ],
      '1',
    );
    expect(await optionTexts()).toEqual([
      'Match Odds (1,000)',
      `${time(at(19))} Handicap (1,000)`,
      `${time(at(20))} Handicap (1,000)`,
    ]);
  });

  it("shows the open market's matched volume from its stream, as its title bar does", async () => {
    const kit = createTestLiveExchange();
    const markets: MarketCatalogue[] = [
      { marketId: '1.1', marketName: 'Match Odds', totalMatched: 1000 },
      { marketId: '1.2', marketName: 'Over/Under 2.5 Goals', totalMatched: 1000 },
    ];
    kit.applyMarket({ ...marketImage('1.1', marketDefinition([runnerDefinition(1)])), tv: 2500 });
    kit.goLive();
    renderSelector(markets, '1', kit);
    const select = screen.getByRole('combobox', { name: 'Market' });
    await waitFor(() => expect(select).toHaveTextContent('Match Odds (2,500)'));
    await userEvent.setup().click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Match Odds (2,500)',
      'Over/Under 2.5 Goals (1,000)',
    ]);
  });
});
