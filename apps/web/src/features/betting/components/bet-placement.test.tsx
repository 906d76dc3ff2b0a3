import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { click, setUpBetting } from './betting-test-setup';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.useRealTimers();
});

const dialog = () => screen.getByRole('dialog', { name: 'Confirm bet' });
const confirmButton = () => within(dialog()).getByRole('button', { name: 'Confirm' });

describe('bet confirmation dialog (trading-core §2, §4, §5)', () => {
  it('opens on a click with the side, runner and odd clicked', async () => {
    setUpBetting({ clicks: [click('LAY', 2.5)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(within(dialog()).getByTestId('bet-side')).toHaveTextContent('Lay');
    expect(within(dialog()).getByText('Arsenal')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Odd')).toHaveValue(2.5);
    expect(within(dialog()).getByLabelText('Your Stake')).toHaveValue(2);
    expect(within(dialog()).getByTestId('bet-stake')).toHaveTextContent('2.00');
  });

  it('uses 1000 for a back and 1.01 for a lay clicked without an odd', async () => {
    setUpBetting({ clicks: [click('BACK', undefined), click('LAY', undefined)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(within(dialog()).getByLabelText('Odd')).toHaveValue(1000);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'click 1' }));
    expect(within(dialog()).getByLabelText('Odd')).toHaveValue(1.01);
  });

  it('disables Confirm for an off-grid odd and snaps it down on blur', async () => {
    setUpBetting();
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    const odd = within(dialog()).getByLabelText('Odd');
    await userEvent.clear(odd);
    await userEvent.type(odd, '3.07');
    expect(confirmButton()).toBeDisabled();
    fireEvent.blur(odd);
    expect(odd).toHaveValue(3.05);
    expect(confirmButton()).toBeEnabled();
  });

  it('sets an out-of-range odd to the bound with a 400 ms invalid flash', async () => {
    setUpBetting();
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    const odd = within(dialog()).getByLabelText('Odd');
    fireEvent.change(odd, { target: { value: '1500' } });
    expect(confirmButton()).toBeDisabled();
    vi.useFakeTimers();
    fireEvent.blur(odd);
    expect(odd).toHaveValue(1000);
    expect(odd).toHaveAttribute('aria-invalid', 'true');
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(odd).toHaveAttribute('aria-invalid', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(odd).toHaveAttribute('aria-invalid', 'false');
  });

  it('reads the amount in the stake mode and shows the stake and the mode value', async () => {
    setUpBetting({ settings: { stakeMode: 'LIABILITY' }, tempStake: 10, clicks: [click('LAY', 3)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(within(dialog()).getByLabelText('Your Liability')).toHaveValue(10);
    expect(within(dialog()).getByTestId('bet-stake')).toHaveTextContent('5.00');
    expect(within(dialog()).getByTestId('bet-mode-value')).toHaveTextContent('10.00');
  });

  it('shows the profit-ratio warning, disables Confirm and submits the adjusted stake on accept', async () => {
    const { fake } = setUpBetting({ tempStake: 0.03, clicks: [click('BACK', 1.15)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    const warning = within(dialog()).getByRole('alert', { name: 'Stake not accepted' });
    expect(within(warning).getByText('Minimum stake for this odd is: 0.06')).toBeInTheDocument();
    expect(
      within(warning).getByText(
        'Bet(s) identified above will be automatically adjusted. Note: resulting Profit/Loss may be different.',
      ),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    await userEvent.click(
      within(warning).getByRole('button', { name: 'Accept stake changes and submit bet(s)' }),
    );
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    // 0.06 is below the GBP minimum: the small-stake plan starts with the minimum at 1000.
    expect(fake.callsOf('placeOrders')[0]).toMatchObject({
      instructions: [{ limitOrder: { price: 1000, size: 1 } }],
    });
  });

  it('can be told to adjust such stakes automatically, which enables Confirm and places later ones at once', async () => {
    const { fake } = setUpBetting({
      tempStake: 0.03,
      clicks: [click('BACK', 1.15), click('BACK', 1.15)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    const warning = within(dialog()).getByRole('alert', { name: 'Stake not accepted' });
    await userEvent.click(within(warning).getByLabelText('Always adjust such stakes automatically'));
    expect(useSettingsStore.getState().settings.profitRatioAutoChangeStake).toBe(true);
    expect(confirmButton()).toBeEnabled();
    await userEvent.click(within(dialog()).getByLabelText('Confirm bet before placing'));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    // Confirmation now off and automatic adjustment on: the next small stake goes without a dialog.
    await userEvent.click(screen.getByRole('button', { name: 'click 1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.callsOf('placeOrders').length).toBeGreaterThan(1));
  });

  it('allows Confirm once, and saves the confirmation checkbox when it closes', async () => {
    const { fake } = setUpBetting();
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    await userEvent.click(within(dialog()).getByLabelText('Confirm bet before placing'));
    const confirm = confirmButton();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSettingsStore.getState().settings.confirmation).toBe(false);
    expect(await screen.findByText('Back Arsenal 2.00 @ 3: unmatched')).toBeInTheDocument();
  });

  it('saves the confirmation checkbox also when the dialog goes without closing', async () => {
    const { unmount } = setUpBetting();
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    await userEvent.click(within(dialog()).getByLabelText('Confirm bet before placing'));
    unmount(); // the trader leaves the market with the dialog open
    expect(useSettingsStore.getState().settings.confirmation).toBe(false);
  });

  it('answers the request with the placed bet once confirmed, or with nothing when cancelled', async () => {
    setUpBetting({ clicks: [click('BACK', 3), click('LAY', 2.5)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status', { name: 'outcome 0' })).toHaveTextContent('nothing placed');
    await userEvent.click(screen.getByRole('button', { name: 'click 1' }));
    // The odd changed in the dialog is the one the outcome tells (the ladder's popup shows it).
    const odd = within(dialog()).getByLabelText('Odd');
    await userEvent.clear(odd);
    await userEvent.type(odd, '2.52');
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('status', { name: 'outcome 1' })).toHaveTextContent('placed 2.00 @ 2.52');
  });

  it('refuses a zero stake with its text', async () => {
    const { fake } = setUpBetting();
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    fireEvent.change(within(dialog()).getByLabelText('Your Stake'), { target: { value: '0' } });
    await userEvent.click(confirmButton());
    expect(
      await screen.findByText(
        'Bet not placed. Was trying to place a zero stake value bet, on market id: 1.300',
      ),
    ).toBeInTheDocument();
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });
});

describe('placing without the dialog (trading-core §4, §5, §8)', () => {
  it('places at once, one call, when confirmation is off and the profit ratio is valid', async () => {
    const { fake } = setUpBetting({ settings: { confirmation: false }, clicks: [click('LAY', 2.5)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    expect(fake.callsOf('placeOrders')[0]).toMatchObject({
      marketId: '1.300',
      instructions: [{ selectionId: 11, side: 'LAY', limitOrder: { price: 2.5, size: 2 } }],
    });
  });

  it('shows one placed-bet toast at a time: the next bet replaces its text instead of stacking a second', async () => {
    const { fake } = setUpBetting({
      settings: { confirmation: false },
      clicks: [click('LAY', 2.5), click('BACK', 3, 12)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(await screen.findByText('Lay Arsenal 2.00 @ 2.5: unmatched')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'click 1' }));
    expect(await screen.findByText('Back Chelsea 2.00 @ 3: unmatched')).toBeInTheDocument();
    expect(screen.queryByText('Lay Arsenal 2.00 @ 2.5: unmatched')).not.toBeInTheDocument();
    expect(fake.callsOf('placeOrders')).toHaveLength(2);
  });

  it('says at what price a bet matched when the exchange gave a better one than asked', async () => {
    const matchedAt = (averagePriceMatched: number, sizeMatched: number) => ({
      placeOrders: (params: { marketId: string }) => ({
        status: 'SUCCESS' as const,
        marketId: params.marketId,
        instructionReports: [
          {
            status: 'SUCCESS' as const,
            betId: '902',
            orderStatus: 'EXECUTION_COMPLETE' as const,
            sizeMatched,
            averagePriceMatched,
            instruction: {
              orderType: 'LIMIT' as const,
              selectionId: 11,
              handicap: 0,
              side: 'LAY' as const,
              limitOrder: { price: 2.5, size: 2 },
            },
          },
        ],
      }),
    });
    // A lay asked at 2.5 taking the 2.44 and 2.46 on offer: an average of many decimals, shown to two.
    const { unmount } = setUpBetting({
      settings: { confirmation: false },
      clicks: [click('LAY', 2.5)],
      exchange: matchedAt(2.453333, 2),
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(await screen.findByText('Lay Arsenal 2.00 @ 2.5: matched at 2.45')).toBeInTheDocument();
    unmount();
    setUpBetting({
      settings: { confirmation: false },
      clicks: [click('LAY', 2.5)],
      exchange: matchedAt(2.5, 1),
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(await screen.findByText('Lay Arsenal 2.00 @ 2.5: partially matched')).toBeInTheDocument();
  });

  it('answers the request with the outcome, the failure text when the exchange refuses', async () => {
    const failure = {
      placeOrders: (params: { marketId: string }) => ({
        status: 'FAILURE' as const,
        errorCode: 'MARKET_SUSPENDED' as const,
        marketId: params.marketId,
      }),
    };
    setUpBetting({ settings: { confirmation: false }, exchange: failure });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(await screen.findByRole('status', { name: 'outcome 0' })).toHaveTextContent(
      'failed: Error - Market is Suspended',
    );
  });

  it('tells a Fill or Kill bet the exchange killed as not placed: a warning, no "placed" outcome', async () => {
    const killed = {
      placeOrders: (params: { marketId: string }) => ({
        status: 'SUCCESS' as const,
        marketId: params.marketId,
        instructionReports: [
          {
            status: 'SUCCESS' as const,
            betId: '901',
            orderStatus: 'EXPIRED' as const,
            sizeMatched: 0,
            instruction: {
              orderType: 'LIMIT' as const,
              selectionId: 11,
              handicap: 0,
              side: 'BACK' as const,
              limitOrder: { price: 3, size: 2, timeInForce: 'FILL_OR_KILL' as const },
            },
          },
        ],
      }),
    };
    setUpBetting({ settings: { confirmation: false }, exchange: killed });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(
      await screen.findByText(
        'Bet not placed. Fill or Kill: the whole stake could not be matched at this odd.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'outcome 0' })).toHaveTextContent(
      'failed: Bet not placed.',
    );
  });

  it('opens the dialog instead when the profit ratio needs a stake change and auto-adjust is off', async () => {
    const { fake } = setUpBetting({
      settings: { confirmation: false },
      tempStake: 0.03,
      clicks: [click('BACK', 1.15)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(dialog()).toBeInTheDocument();
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });

  it('refuses EACH_WAY markets with the spec text', async () => {
    const { fake } = setUpBetting({ definition: { marketType: 'EACH_WAY' } });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(
      await screen.findByText('Bet not placed. Not yet supported bets on "EACH_WAY" market types.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
  });

  it('shows exchange errors as toasts, unless error notifications are hidden', async () => {
    const failure = {
      placeOrders: (params: { marketId: string }) => ({
        status: 'FAILURE' as const,
        errorCode: 'MARKET_SUSPENDED' as const,
        marketId: params.marketId,
      }),
    };
    const { fake } = setUpBetting({ settings: { confirmation: false }, exchange: failure });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(await screen.findByText('Error - Market is Suspended')).toBeInTheDocument();
    expect(fake.callsOf('placeOrders')).toHaveLength(1);
  });

  it('hides error toasts with hideBetNotifications.error', async () => {
    const failure = {
      placeOrders: (params: { marketId: string }) => ({
        status: 'FAILURE' as const,
        errorCode: 'LOSS_LIMIT_EXCEEDED' as const,
        marketId: params.marketId,
      }),
    };
    const { fake } = setUpBetting({
      settings: { confirmation: false, hideBetNotifications: { error: true, success: false } },
      exchange: failure,
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Error - Loss limit exceed')).not.toBeInTheDocument();
  });
});
