// Issue 12 items 2 and 3 ("Bets the trader did not mean"): a double-click is one bet, and stale
// prices refuse one-click bets and show the dialog's prices as stale.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { click, setUpBetting } from './betting-test-setup';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.useRealTimers();
});

const press = (index: number) => userEvent.click(screen.getByRole('button', { name: `click ${index}` }));
const dialog = () => screen.getByRole('dialog', { name: 'Confirm bet' });
const STALE_REFUSAL =
  'Bet not placed. Prices are not live (the market stream is reconnecting); wait until they are live again.';
const STALE_NOTICE =
  'Prices are not live: the market stream is reconnecting. The odd shown may be out of date.';

describe('a double-click is one bet (issue 12 item 2)', () => {
  // The same ladder cell clicked at these event timestamps (ms).
  const sameCell = (...times: number[]) => times.map((at) => ({ ...click('LAY', 2.3), at }));

  it('places one bet for two clicks 150 ms apart, and one per click slower than 400 ms', async () => {
    const { fake } = setUpBetting({ settings: { confirmation: false }, clicks: sameCell(1000, 1150, 1550) });
    await press(0);
    await press(1);
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    await press(2); // 400 ms after the last click: a deliberate repeat
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(2));
  });

  it('places every click when the trader allows rapid repeat clicks', async () => {
    const { fake } = setUpBetting({
      settings: { confirmation: false, allowRapidRepeatClicks: true },
      clicks: sameCell(1000, 1150),
    });
    await press(0);
    await press(1);
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(2));
  });

  it('does not let the second click of the double-click confirm the dialog it opened', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const { fake } = setUpBetting({ clicks: [{ ...click('BACK', 3), at: 10_000 }] });
    fireEvent.click(screen.getByRole('button', { name: 'click 0' }));
    const confirm = within(dialog()).getByRole('button', { name: 'Confirm' });
    vi.setSystemTime(10_150);
    // the double-click's second click (click count 2) lands on Confirm 150 ms after the first
    fireEvent.click(confirm, { detail: 2 });
    expect(dialog()).toBeInTheDocument();
    vi.setSystemTime(10_400);
    fireEvent.click(confirm, { detail: 1 });
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
  });

  it('lets one deliberate click confirm however soon after the dialog opened', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const { fake } = setUpBetting({ clicks: [{ ...click('BACK', 3), at: 10_000 }] });
    fireEvent.click(screen.getByRole('button', { name: 'click 0' }));
    vi.setSystemTime(10_120);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }), { detail: 1 });
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
  });
});

describe('stale prices (issue 12 item 3)', () => {
  it('refuses a one-click bet while the market stream reconnects, and takes it once prices are live', async () => {
    const { kit, fake } = setUpBetting({ settings: { confirmation: false }, clicks: [click('LAY', 2.5)] });
    act(() => kit.streamEvent('market', { type: 'reconnecting', attempt: 1 }));
    await press(0);
    expect(await screen.findByText(STALE_REFUSAL)).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'outcome 0' })).toHaveTextContent('nothing placed');
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
    act(() => kit.streamEvent('market', { type: 'reconnected', attempts: 1 }));
    await press(0);
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
  });

  it('shows the dialog’s prices as stale until the stream is live again', async () => {
    const { kit } = setUpBetting();
    act(() => kit.streamEvent('market', { type: 'silent' }));
    await press(0);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(STALE_NOTICE);
    expect(dialog()).toHaveAttribute('data-stale', 'true');
    act(() => kit.streamEvent('market', { type: 'reconnected', attempts: 1 }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog()).toHaveAttribute('data-stale', 'false');
  });
});
