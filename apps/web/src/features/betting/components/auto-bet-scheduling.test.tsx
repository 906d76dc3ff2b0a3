// trading-core §4/§5/§8: a bet placed with Tick Offset / Stop Loss on gets its auto bets scheduled
// (opposite side, ticks from its odd), the out-of-range ones a warning instead; premium only.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { click, setUpBetting } from './betting-test-setup';

const autoOptions = {
  ...DEFAULT_USER_SETTINGS.autoOptions,
  countOn: 2,
  tickOffset: { active: true, value: 1 },
  stopLoss: { active: true, value: 2 },
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useAutoBetStore.setState({ vendorId: undefined, schedule: [], inFlight: [] });
  useSettingsStore.setState({ isPremium: true });
});

const scheduled = () =>
  useAutoBetStore.getState().schedule.map((autoBet) => [autoBet.autoBetType, autoBet.side, autoBet.odd]);

describe('auto bets scheduled at placement', () => {
  it('schedules the tick offset and the stop loss of a placed back on the lay side', async () => {
    const { fake } = setUpBetting({
      settings: { confirmation: false, autoOptions },
      clicks: [click('BACK', 3)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    await waitFor(() => expect(scheduled()).toHaveLength(2));
    expect(scheduled()).toEqual([
      ['TICK_OFFSET', 'LAY', 2.98],
      ['STOP_LOSS', 'LAY', 3.1],
    ]);
    expect(useAutoBetStore.getState().schedule[0]).toMatchObject({
      marketId: '1.300',
      runnerId: '11_0',
      eventId: '1',
      stakeOriginal: 2,
      newStake: 0,
    });
    expect(fake.callsOf('placeOrders')).toHaveLength(1);
  });

  it('warns for an auto-bet odd off the ladder and schedules only the other', async () => {
    // A back's tick offset goes down from 1.01: off the ladder; its stop loss goes up to 1.03.
    setUpBetting({ settings: { confirmation: false, autoOptions }, clicks: [click('BACK', 1.01)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(
      await screen.findByText('Tick offset odd is out of range. Auto-bet will NOT be scheduled.'),
    ).toBeInTheDocument();
    expect(scheduled()).toEqual([['STOP_LOSS', 'LAY', 1.03]]);
  });

  it('warns for a stop loss off the ladder (a lay at 1.01)', async () => {
    setUpBetting({ settings: { confirmation: false, autoOptions }, clicks: [click('LAY', 1.01)] });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(
      await screen.findByText('Stop loss odd is out of range. Auto-bet will NOT be scheduled.'),
    ).toBeInTheDocument();
    expect(scheduled()).toEqual([['TICK_OFFSET', 'BACK', 1.02]]);
  });

  it('schedules nothing for a free user', async () => {
    useSettingsStore.setState({ isPremium: false });
    const { fake } = setUpBetting({
      settings: { confirmation: false, autoOptions },
      clicks: [click('BACK', 3)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    await waitFor(() => expect(fake.callsOf('placeOrders')).toHaveLength(1));
    expect(scheduled()).toEqual([]);
  });
});
