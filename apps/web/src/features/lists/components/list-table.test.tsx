import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n/i18n';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
  unmatchedOrder,
} from '@/testing/live-exchange-test-kit';
import { listRowsOf, type ListRow } from '../model/list-rows';
import { matchMarket, row } from '../model/test-rows';
import { VisibleBooks } from '../model/visible-books';
import { ListTable } from './list-table';

const NOW = Date.UTC(2026, 0, 1, 12);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function renderTable(
  rows: readonly ListRow[],
  answer: (ids: readonly string[]) => unknown[] = () => [],
  showPrices = true,
) {
  const fetchBooks = vi.fn((ids: readonly string[]) => Promise.resolve(answer(ids)));
  const books = new VisibleBooks({ fetchBooks, intervalMs: 1000, settleMs: 250 });
  books.start();
  const kit = createTestLiveExchange();
  const onSort = vi.fn();
  const view = render(
    <MemoryRouter>
      <LiveExchangeTestProvider kit={kit}>
        <ListTable label="Soccer markets" rows={rows} books={books} showPrices={showPrices} onSort={onSort} />
      </LiveExchangeTestProvider>
    </MemoryRouter>,
  );
  return { ...view, fetchBooks, books, onSort, kit };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const drawnIds = () => bodyRows().map((element) => element.getAttribute('data-market-id'));

beforeEach(async () => {
  await initI18n('en');
  setWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ListTable (account-and-product §2 sport and live lists)', () => {
  it('draws only the rows on screen and 3 beyond, of 1,000', () => {
    const rows = Array.from({ length: 1000 }, (_, index) =>
      row(`1.${index}`, { totalMatched: 1000 - index }),
    );
    renderTable(rows);
    const table = screen.getByRole('table', { name: 'Soccer markets' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    // jsdom's window is 768 px tall: 13 rows of 61 px on screen, 3 more rendered below.
    expect(bodyRows()).toHaveLength(Math.ceil(768 / 61) + 3);
    expect(drawnIds()[0]).toBe('1.0');
  });

  it.each([
    [390, '71px'],
    [1000, '90px'],
    [1280, '61px'],
  ])('gives rows the spec’s height at %i px: %s', (width, height) => {
    setWidth(width);
    renderTable([row('1.1')]);
    expect(screen.getByRole('table').style.getPropertyValue('--list-row-height')).toBe(height);
  });

  it('sorts by each column header, both ways, telling which through aria-sort', () => {
    const rows = listRowsOf(
      [1, 2, 3].map((index) => matchMarket(index)),
      'en',
    );
    const { onSort } = renderTable(rows);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const firstTitle = () => within(bodyRows()[0]!).getByRole('link').textContent;

    expect(header('Matched')).toHaveAttribute('aria-sort', 'descending');
    expect(firstTitle()).toBe('Home 3 v Away 3');
    fireEvent.click(within(header('Matched')).getByRole('button'));
    expect(header('Matched')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstTitle()).toBe('Home 1 v Away 1');

    fireEvent.click(within(header('Start')).getByRole('button'));
    expect(header('Start')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Matched')).not.toHaveAttribute('aria-sort');
    expect(firstTitle()).toBe('Home 1 v Away 1');
    fireEvent.click(within(header('Start')).getByRole('button'));
    expect(header('Start')).toHaveAttribute('aria-sort', 'descending');
    expect(firstTitle()).toBe('Home 3 v Away 3');

    fireEvent.click(within(header('Event name')).getByRole('button'));
    expect(header('Event name')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstTitle()).toBe('Home 1 v Away 1');
    fireEvent.click(within(header('Event name')).getByRole('button'));
    expect(firstTitle()).toBe('Home 3 v Away 3');

    fireEvent.click(within(header('Competition')).getByRole('button'));
    expect(header('Competition')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstTitle()).toBe('Home 1 v Away 1'); // League B, C, D
    fireEvent.click(within(header('Competition')).getByRole('button'));
    expect(header('Competition')).toHaveAttribute('aria-sort', 'descending');
    expect(firstTitle()).toBe('Home 3 v Away 3');
    // Every click asked for the catalogue afresh.
    expect(onSort).toHaveBeenCalledTimes(7);
  });

  it('links each row to its market', () => {
    renderTable(listRowsOf([matchMarket(1)], 'en'));
    expect(screen.getByRole('link', { name: 'Home 1 v Away 1' })).toHaveAttribute(
      'href',
      '/market/501/1.101',
    );
  });

  it('labels a match’s runners 1, x, 2 with their best back and lay', async () => {
    vi.useFakeTimers({ now: NOW });
    renderTable(listRowsOf([matchMarket(1)], 'en'), (ids) =>
      ids.map((marketId) => ({
        marketId,
        status: 'OPEN',
        inplay: false,
        totalMatched: 15_000,
        runners: [
          {
            selectionId: 10,
            ex: { availableToBack: [{ price: 2.5, size: 120 }], availableToLay: [{ price: 2.52, size: 30 }] },
          },
          { selectionId: 58805, ex: { availableToBack: [{ price: 3.4, size: 50 }], availableToLay: [] } },
          {
            selectionId: 11,
            ex: { availableToBack: [{ price: 3.1, size: 10 }], availableToLay: [{ price: 3.15, size: 10 }] },
          },
        ],
      })),
    );
    await act(() => vi.advanceTimersByTimeAsync(250));
    const cells = within(bodyRows()[0]!);
    expect(cells.getByText('1: back 2.5 (120), lay 2.52 (30)', { exact: false })).toBeInTheDocument();
    expect(cells.getByText('x The Draw: back 3.4 (50), lay no price')).toBeInTheDocument();
    expect(cells.getByText('2 Away 1: back 3.1 (10), lay 3.15 (10)')).toBeInTheDocument();
    // In the order 1, x, 2 on screen, and the volume refreshed from the book (§5 display).
    expect(cells.getAllByText(/^(1|x|2)$/).map((label) => label.textContent)).toEqual(['1', 'x', '2']);
    expect(cells.getByText('15.0k')).toBeInTheDocument();
  });

  it('shows the §4 status labels from the latest book', async () => {
    vi.useFakeTimers({ now: NOW });
    const at = (minutes: number) => NOW + minutes * 60_000;
    const rows = [
      row('1.1', { title: 'In play', startTime: at(-30), totalMatched: 5 }),
      row('1.2', { title: 'Later', startTime: at(30), totalMatched: 4 }),
      row('1.3', { title: 'Late', startTime: at(-2), totalMatched: 3 }),
      row('1.4', { title: 'Never', startTime: at(30), turnInPlayEnabled: false, totalMatched: 2 }),
      row('1.5', { title: 'Outright', startTime: at(600), marketType: 'WINNER', totalMatched: 1 }),
    ];
    renderTable(rows, (ids) =>
      ids.map((marketId) => ({ marketId, status: 'OPEN', inplay: marketId === '1.1', runners: [] })),
    );
    await act(() => vi.advanceTimersByTimeAsync(250));
    const status = (index: number) => within(bodyRows()[index]!).getAllByRole('cell')[0]!.textContent;
    expect(status(0)).toContain('LIVE');
    expect(status(1)).toContain('going live');
    expect(status(2)).toContain('DELAY 02:00');
    expect(status(3)).toContain('not going live');
    expect(within(bodyRows()[4]!).getByText(/Jan/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(status(2)).toContain('DELAY 02:01');
  });

  it('refreshes every second the books of the rows drawn, and no others', async () => {
    vi.useFakeTimers({ now: NOW });
    const rows = Array.from({ length: 500 }, (_, index) => row(`1.${index}`, { totalMatched: 500 - index }));
    const { fetchBooks } = renderTable(rows);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const drawn = drawnIds();
    expect(drawn).toHaveLength(16);
    expect(fetchBooks.mock.calls.length).toBeGreaterThanOrEqual(1);
    for (const [ids] of fetchBooks.mock.calls) expect(ids).toEqual(drawn);
    fetchBooks.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetchBooks.mock.calls.map(([ids]) => ids)).toEqual([drawn, drawn, drawn]);
  });

  it('shows the trader’s cash out on a row with matched bets, as the header’s total counts it', () => {
    const { kit } = renderTable([
      row('1.7', { title: 'With a bet', totalMatched: 2 }),
      row('1.8', { title: 'Without' }),
    ]);
    expect(screen.queryByText(/^Cash out/)).not.toBeInTheDocument();
    act(() => {
      kit.goLive();
      kit.applyOrders({
        id: '1.7',
        orc: [
          {
            id: 11,
            uo: [unmatchedOrder({ side: 'B', p: 3, s: 10, sm: 10, sr: 0, status: 'EC' })],
            mb: [[3, 10]],
          },
        ],
      });
      // Back 10 at 3.0, now 2.0 to lay: laying 15 leaves +5.00 whoever wins.
      kit.applyMarket(
        marketImage('1.7', marketDefinition([runnerDefinition(11), runnerDefinition(12)]), [
          { id: 11, atb: [[1.98, 100]], atl: [[2, 100]] },
        ]),
      );
    });
    expect(within(bodyRows()[0]!).getByText('Cash out 5.00')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).queryByText(/^Cash out/)).not.toBeInTheDocument();
    // Prices that may be stale give no figure, as they give the header none.
    act(() => kit.streamEvent('market', { type: 'reconnecting', attempt: 1 }));
    expect(screen.queryByText(/^Cash out/)).not.toBeInTheDocument();
  });
});
