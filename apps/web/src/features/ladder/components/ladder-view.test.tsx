import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCommand } from '@/lib/commands/command-registry';
import { useKeyboardSelection } from '@/lib/commands/keyboard-selection-store';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import type { RequestBet } from '@/lib/market/bet-request';
import { unmatchedOrder } from '@/testing/live-exchange-test-kit';
import { MARKET_ID, polyfillScroll, renderLadder, resetStores } from './ladder-test-setup';

beforeAll(async () => {
  await initI18n('en');
  polyfillScroll();
});
beforeEach(resetStores);

const ladder = (name: string) => screen.getByRole('region', { name });
const rowOf = (cell: HTMLElement) => cell.closest<HTMLElement>('[data-tick]')!;

describe('ladder view', () => {
  it('trades from the keyboard: the next ladder, its price stepped, back and lay as its cells would (issue 21 §5)', async () => {
    useKeyboardSelection.setState(useKeyboardSelection.getInitialState(), true);
    const onPlaceBet = vi.fn<RequestBet>(() => Promise.resolve(undefined));
    renderLadder({}, { requestBet: onPlaceBet });
    // The ladders in their order (Beta, Alpha): → selects the first, and its ladder is outlined.
    act(() => void runCommand('nextRunner'));
    expect(ladder('Beta')).toHaveAttribute('data-keyboard-selected', 'true');
    expect(ladder('Alpha')).toHaveAttribute('data-keyboard-selected', 'false');
    act(() => void runCommand('nextRunner'));
    expect(ladder('Alpha')).toHaveAttribute('data-keyboard-selected', 'true');
    // Alpha's best back is 2.5 and best lay 2.52: two ticks up are 2.54 and 2.56.
    act(() => void runCommand('priceUp'));
    act(() => void runCommand('priceUp'));
    act(() => void runCommand('back'));
    act(() => void runCommand('lay'));
    await waitFor(() => expect(onPlaceBet).toHaveBeenCalledTimes(2));
    expect(onPlaceBet.mock.calls.map(([request]) => request)).toEqual([
      expect.objectContaining({
        marketId: MARKET_ID,
        selectionId: 1,
        side: 'BACK',
        price: 2.54,
        source: 'ladder',
      }),
      expect.objectContaining({
        marketId: MARKET_ID,
        selectionId: 1,
        side: 'LAY',
        price: 2.56,
        source: 'ladder',
      }),
    ]);
  });

  it('shows a ladder per selected runner, lowest odds first, with its columns and price rows', () => {
    const { kit } = renderLadder();
    // 1024 px wide: 2 ladders, auto-selected by lowest odds (Beta 1.8, then Alpha 2.5).
    const ladders = [...document.querySelectorAll('[data-runner]')];
    expect(ladders.map((element) => element.getAttribute('aria-label'))).toEqual(['Beta', 'Alpha']);
    const alpha = ladder('Alpha');
    for (const heading of ['Chart', 'Hedge', 'BACK', 'Last Traded Price', 'LAY', 'Unmatched', 'Traded'])
      expect(within(alpha).getByText(heading)).toBeInTheDocument();

    expect(within(alpha).getByRole('button', { name: 'BACK at 2.5' })).toHaveTextContent('100');
    expect(within(alpha).getByRole('button', { name: 'BACK at 2.48' })).toHaveTextContent('40');
    expect(within(alpha).getByRole('button', { name: 'LAY at 2.52' })).toHaveTextContent('50');
    expect(within(alpha).getByRole('button', { name: 'LAY at 2.5' })).toHaveTextContent('');
    const row = rowOf(within(alpha).getByRole('button', { name: 'BACK at 2.5' }));
    expect(row).toHaveTextContent('30'); // traded at 2.5
    expect(row.querySelector('[class*="ltp"]')).toHaveTextContent('2.5');

    act(() =>
      kit.applyOrders({
        id: MARKET_ID,
        orc: [{ id: 1, uo: [unmatchedOrder({ side: 'B', p: 2.56, s: 4 })], mb: [[2.5, 10]] }],
      }),
    );
    expect(within(alpha).getByRole('button', { name: 'Cancel unmatched bets at 2.56' })).toHaveTextContent(
      '4.00',
    );
    // Hedge at 2.3 of a 10 back at 2.5: lay 10.87 → 15 − 10.87 × 1.3 = 0.87 whatever wins.
    expect(rowOf(within(alpha).getByRole('button', { name: 'BACK at 2.3' }))).toHaveTextContent('0.87');
    // Another 10 matched at 2.5 (20 in all): lay 21.74 → 30 − 21.74 × 1.3 = 1.74 whatever wins.
    act(() => kit.applyOrders({ id: MARKET_ID, orc: [{ id: 1, mb: [[2.5, 20]] }] }));
    expect(rowOf(within(alpha).getByRole('button', { name: 'BACK at 2.3' }))).toHaveTextContent('1.74');
  });

  it("shows available and traded sizes in the account's currency", () => {
    const { settings } = useSettingsStore.getState();
    useSettingsStore.setState({
      settings: {
        ...settings,
        loggedUser: { ...settings.loggedUser, currencyCode: 'EUR', conversionRate: 1.2 },
      },
    });
    renderLadder();
    const alpha = ladder('Alpha');
    // 100 GBP to back at 2.5 is 120 EUR; 30 GBP traded there is 36 EUR.
    const back = within(alpha).getByRole('button', { name: 'BACK at 2.5' });
    expect(back).toHaveTextContent('120');
    expect(rowOf(back)).toHaveTextContent('36');
  });

  it('labels the sides Lower and Higher on line markets', () => {
    renderLadder({}, { definition: { bettingType: 'ASIAN_HANDICAP_SINGLE_LINE' } });
    const alpha = ladder('Alpha');
    expect(within(alpha).getByText('Lower')).toBeInTheDocument();
    expect(within(alpha).getByText('Higher')).toBeInTheDocument();
    expect(within(alpha).queryByText('BACK')).not.toBeInTheDocument();
    expect(within(alpha).getByRole('button', { name: 'Lower at 2.5' })).toBeInTheDocument();
  });

  it('places a bet with the side and price of the clicked cell', async () => {
    const onPlaceBet = vi.fn<RequestBet>(() => Promise.resolve(undefined));
    renderLadder({}, { requestBet: onPlaceBet });
    await userEvent.click(within(ladder('Alpha')).getByRole('button', { name: 'LAY at 2.52' }));
    await userEvent.click(within(ladder('Beta')).getByRole('button', { name: 'BACK at 1.8' }));
    const at = expect.any(Number) as number; // the click event's timestamp (double-click filter)
    expect(onPlaceBet.mock.calls).toEqual([
      [{ marketId: MARKET_ID, selectionId: 1, handicap: 0, side: 'LAY', price: 2.52, source: 'ladder', at }],
      [{ marketId: MARKET_ID, selectionId: 2, handicap: 0, side: 'BACK', price: 1.8, source: 'ladder', at }],
    ]);
  });

  it('cancels the bets at a price when its unmatched amount is clicked', async () => {
    const { kit, fake } = renderLadder();
    const first = unmatchedOrder({ side: 'L', p: 2.46, s: 3 });
    const second = unmatchedOrder({ side: 'L', p: 2.46, s: 2 });
    const elsewhere = unmatchedOrder({ side: 'L', p: 2.44, s: 5 });
    act(() => kit.applyOrders({ id: MARKET_ID, orc: [{ id: 1, uo: [first, second, elsewhere] }] }));
    const amount = within(ladder('Alpha')).getByRole('button', { name: 'Cancel unmatched bets at 2.46' });
    expect(amount).toHaveTextContent('5.00');
    await userEvent.click(amount);
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]).toEqual({
      service: 'betting',
      operation: 'cancelOrders',
      params: { marketId: MARKET_ID, instructions: [{ betId: first.id }, { betId: second.id }] },
    });
  });

  it('shows a failed cancel as the spec toast', async () => {
    const { kit, fake } = renderLadder();
    fake.respond(() => ({ status: 'FAILURE', errorCode: 'BET_ACTION_ERROR', instructionReports: [] }));
    act(() =>
      kit.applyOrders({ id: MARKET_ID, orc: [{ id: 1, uo: [unmatchedOrder({ side: 'B', p: 2.6 })] }] }),
    );
    await userEvent.click(
      within(ladder('Alpha')).getByRole('button', { name: 'Cancel unmatched bets at 2.6' }),
    );
    expect(
      await screen.findByText('Error when trying to cancel unmatched bet. ERROR MESSAGE: BET_ACTION_ERROR'),
    ).toBeInTheDocument();
  });

  it('shows WINNER on a winning runner', () => {
    renderLadder(
      {},
      {
        definition: {
          status: 'CLOSED',
          runners: [
            { id: 1, sortPriority: 1, status: 'WINNER' },
            { id: 2, sortPriority: 2, status: 'LOSER' },
            { id: 3, sortPriority: 3, status: 'LOSER' },
          ],
        },
      },
    );
    expect(within(ladder('Alpha')).getByText('WINNER')).toBeInTheDocument();
  });

  it('changes the row height with the sliders', async () => {
    renderLadder();
    const row = () => rowOf(within(ladder('Alpha')).getByRole('button', { name: 'BACK at 2.5' }));
    expect(row().style.height).toBe('37px'); // 31 + 0 + 2 × 3
    await userEvent.click(screen.getByRole('button', { name: 'Ladder options' }));
    screen.getByRole('slider', { name: 'Row height' }).focus();
    await userEvent.keyboard('{End}');
    expect(row().style.height).toBe('47px'); // 31 + 10 + 2 × 3
    screen.getByRole('slider', { name: 'Row spacing' }).focus();
    await userEvent.keyboard('{Home}');
    expect(row().style.height).toBe('41px'); // 31 + 10 + 0
  });

  it('greys its prices while the market stream is not live (issue 12 item 3)', () => {
    const { kit } = renderLadder();
    const view = ladder('Alpha').closest('[data-stale]')!;
    expect(view).toHaveAttribute('data-stale', 'false');
    act(() => kit.streamEvent('market', { type: 'reconnecting', attempt: 1 }));
    expect(view).toHaveAttribute('data-stale', 'true');
    act(() => kit.streamEvent('market', { type: 'reconnected', attempts: 1 }));
    expect(view).toHaveAttribute('data-stale', 'false');
  });
});
