import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket, type StubRequest } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';
import { eventually } from '@/testing/eventually';

const NOW = new Date(2026, 10, 25, 12);
const CLEARED = exchangePath('betting', 'listClearedOrders');

interface ClearedParams {
  groupBy?: string;
  fromRecord?: number;
  recordCount?: number;
  marketIds?: string[];
  settledDateRange?: { from: string; to: string };
}

const paramsOf = (request: StubRequest) => request.body as ClearedParams;
/** The bet history's requests (the sidebar's recent settled markets ask without paging). */
const isHistory = (request: StubRequest) => paramsOf(request).fromRecord !== undefined;

function market(index: number, extra: Record<string, unknown> = {}) {
  return {
    eventTypeId: '7',
    eventId: `30${index % 2}`,
    marketId: `1.${100 + index}`,
    settledDate: '2026-11-24T15:10:00.000Z',
    betCount: 1,
    profit: 10,
    commission: 0.5,
    itemDescription: {
      eventTypeDesc: 'Horse Racing',
      eventDesc: index % 2 === 0 ? 'Ascot 24th Nov' : 'Kempton 24th Nov',
      marketDesc: `Race ${index}`,
      marketStartTime: '2026-11-24T15:00:00.000Z',
    },
    ...extra,
  };
}

type Answer = { clearedOrders: unknown[]; moreAvailable: boolean };

function renderHistory(path: string, history: (params: ClearedParams) => Answer) {
  const fetch = stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    [
      'POST',
      CLEARED,
      (request) =>
        isHistory(request)
          ? { body: history(paramsOf(request)) }
          : { body: { clearedOrders: [], moreAvailable: false } },
    ],
  ]);
  signInForTest();
  const view = renderApp(path);
  const requests = () => fetch.callsTo(CLEARED).filter(isHistory).map(paramsOf);
  return { ...view, requests };
}

/** Lets the stubbed answers and React settle, the clock moving 5 ms. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(5));

/**
 * Settles until `done` holds, 5 ms at a time (the screen's loading chains short timers),
 * the clock's timers firing at their exact times on the way.
 */
async function settleUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !done(); i += 1) await settle();
  expect(done()).toBe(true);
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const marketRows = () =>
  screen.queryAllByRole('button', { name: /^Show the bets of/ }).map((button) => button.closest('tr')!);

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bet history', () => {
  it('loads pages of 10 while more are available, each 200 ms × the page counter after the last, appended', async () => {
    const answeredAt: number[] = [];
    const { requests } = renderHistory('/bet-history', ({ fromRecord = 0 }) => {
      answeredAt.push(Date.now());
      const count = fromRecord < 20 ? 10 : 3;
      return {
        clearedOrders: Array.from({ length: count }, (_, i) => market(fromRecord + i)),
        moreAvailable: fromRecord < 20,
      };
    });
    await settleUntil(() => marketRows().length === 10);
    expect(requests()[0]).toMatchObject({ groupBy: 'MARKET', fromRecord: 0, recordCount: 10 });
    await settleUntil(() => marketRows().length === 20);
    expect(requests()[1]).toMatchObject({ fromRecord: 10, recordCount: 10 });
    // The first rows stay where they were: the pages are appended.
    expect(within(marketRows()[0]!).getByText('1.100')).toBeInTheDocument();
    await settleUntil(() => marketRows().length === 23);
    expect(requests()[2]).toMatchObject({ fromRecord: 20 });
    expect(within(marketRows()[22]!).getByText('1.122')).toBeInTheDocument();
    // Page n waits 200 ms × n after page n − 1 (the client's 5-calls-a-second limit may add to
    // the first wait, while the screen's own first calls are still going out).
    const [first, second, third] = answeredAt as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(200);
    expect(third - second).toBeGreaterThanOrEqual(400);
    expect(third - second).toBeLessThan(450);

    await advance(10_000);
    expect(requests()).toHaveLength(3);
  });

  it('asks the last 90 days by default', async () => {
    const { requests } = renderHistory('/bet-history', () => ({ clearedOrders: [], moreAvailable: false }));
    await settleUntil(() => requests().length > 0);
    const range = requests()[0]!.settledDateRange!;
    expect(new Date(range.from)).toEqual(new Date(2026, 7, 27));
    expect(new Date(range.to)).toEqual(new Date(2026, 10, 26));
  });

  it('shows the net profit (profit − commission) in the account currency, exactly', async () => {
    renderHistory('/bet-history', () => ({
      clearedOrders: [
        market(1, { profit: 12.3, commission: 0.62 }),
        market(2, { profit: -5, commission: 0 }),
      ],
      moreAvailable: false,
    }));
    await settleUntil(() => marketRows().length > 0);
    const [won, lost] = marketRows();
    expect(within(won!).getByText('£11.68')).toBeInTheDocument();
    expect(within(won!).getByText('£0.62')).toBeInTheDocument();
    expect(within(lost!).getByText('-£5.00')).toBeInTheDocument();
  });

  it('expands a market to its settled bets, with R: and S: when the requested and matched odds differ', async () => {
    vi.useRealTimers();
    const bet = (betId: string, priceRequested: number, priceMatched: number) => ({
      ...market(1),
      betId,
      side: 'BACK',
      sizeSettled: 10,
      priceRequested,
      priceMatched,
      betOutcome: 'WON',
      placedDate: '2026-11-24T14:50:00.000Z',
      customerOrderRef: `ref-${betId}`,
      itemDescription: { ...market(1).itemDescription, runnerDesc: 'Fast Horse' },
    });
    const { requests } = renderHistory('/bet-history', ({ groupBy }) =>
      groupBy === 'BET'
        ? { clearedOrders: [bet('501', 2.5, 2.6), bet('502', 3, 3)], moreAvailable: false }
        : { clearedOrders: [market(1)], moreAvailable: false },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show the bets of Race 1' }));
    const bets = await screen.findByRole('table', { name: 'Settled bets of Race 1' });
    expect(requests().at(-1)).toMatchObject({ groupBy: 'BET', marketIds: ['1.101'] });
    const [first, second] = within(bets).getAllByRole('row').slice(1);
    expect(within(first!).getByText('R: 2.5 S: 2.6')).toBeInTheDocument();
    expect(within(first!).getByText('ref-501')).toBeInTheDocument();
    expect(within(first!).getByText('Fast Horse')).toBeInTheDocument();
    expect(within(first!).getByText('Back')).toBeInTheDocument();
    expect(within(second!).getByText('3')).toBeInTheDocument();
    expect(within(second!).queryByText(/R:/)).not.toBeInTheDocument();
  });

  it('filters by the path: /bet-history/{eventTypeId}/{eventId} shows that event only', async () => {
    vi.useRealTimers();
    renderHistory('/bet-history/7/301', () => ({
      clearedOrders: [market(1), market(2), market(3)],
      moreAvailable: false,
    }));
    expect(await screen.findByRole('button', { name: 'Show the bets of Race 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the bets of Race 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the bets of Race 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Horse Racing');
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveTextContent('Kempton 24th Nov');
    expect(screen.getByRole('combobox', { name: 'Market' })).toHaveTextContent('All markets');
  });

  it('refuses an address that names no sport, event or market', async () => {
    vi.useRealTimers();
    renderHistory('/bet-history/soccer', () => ({ clearedOrders: [market(1)], moreAvailable: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address does not name a sport, event or market.',
    );
  });

  it.each([
    ['in the future', '?from=2026-11-25&to=2026-11-27'],
    ['over 3 months', '?from=2026-08-01&to=2026-11-25'],
  ])('answers a date range %s with the spec message and asks nothing', async (_, query) => {
    const { requests } = renderHistory(`/bet-history${query}`, () => ({
      clearedOrders: [market(1)],
      moreAvailable: false,
    }));
    await settleUntil(() => screen.queryByRole('heading', { name: 'Bet history' }) !== null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Exchange betting history is only available for the past 3 months',
    );
    expect(requests()).toHaveLength(0);
  });

  it('writes English dates the British way: day before month, a 24-hour clock, weeks from Monday', async () => {
    vi.useRealTimers();
    // Local times, so the day and hour read back are these whatever the machine's time zone.
    const started = new Date(2026, 10, 3, 15, 0).toISOString();
    const settled = new Date(2026, 10, 3, 15, 10).toISOString();
    renderHistory('/bet-history', () => ({
      clearedOrders: [
        market(1, {
          settledDate: settled,
          itemDescription: { ...market(1).itemDescription, marketStartTime: started },
        }),
      ],
      moreAvailable: false,
    }));
    const row = (await screen.findByRole('button', { name: 'Show the bets of Race 1' })).closest('tr')!;
    // Not US English's '11/3/26, 15:10'.
    expect(within(row).getByText('03/11/2026, 15:00')).toBeInTheDocument();
    expect(within(row).getByText('03/11/2026, 15:10')).toBeInTheDocument();
    // The range as '27 Aug 2026 – 25 Nov 2026', not 'Aug 27, 2026 – Nov 25, 2026'.
    const picker = screen.getByRole('button', { name: /^Market settled date/ });
    expect(picker).toHaveTextContent(/^\d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}$/u);
    await userEvent.click(picker);
    const calendar = await screen.findByRole('grid');
    // The weekday row is hidden from assistive technology (each day's button names its weekday).
    const weekdays = within(calendar).getAllByRole('columnheader', { hidden: true });
    expect(weekdays.map((weekday) => weekday.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('says so when nothing was settled in the range', async () => {
    vi.useRealTimers();
    renderHistory('/bet-history', () => ({ clearedOrders: [], moreAvailable: false }));
    expect(await screen.findByText('No details for this market')).toBeInTheDocument();
    expect(
      screen.getByText('Exchange betting history is only available for the past 3 months'),
    ).toBeInTheDocument();
  });

  it('only logs a page that fails, keeping what loaded', async () => {
    vi.useRealTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHistory('/bet-history', ({ fromRecord = 0 }) =>
      fromRecord === 0
        ? { clearedOrders: [market(1)], moreAvailable: true }
        : ({ clearedOrders: 'garbage', moreAvailable: false } as unknown as Answer),
    );
    expect(await screen.findByRole('button', { name: 'Show the bets of Race 1' })).toBeInTheDocument();
    await eventually(() => expect(logged).toHaveBeenCalledWith('bet history', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(marketRows()).toHaveLength(1);
  });
});
