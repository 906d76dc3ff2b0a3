import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, type AutoBet } from '@greenbook/trading';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { initI18n } from '@/lib/i18n/i18n';
import { useSidebarRunnerStore } from '@/lib/sidebar-runner/sidebar-runner-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { AllScheduledAutoBets } from './all-scheduled-auto-bets';
import { ThisMarketTab } from './this-market-tab';

const MARKET_ID = '1.200';
const OTHER_MARKET = '1.300';
const NAMES = { '1_0': 'Arsenal', '2_0': 'Chelsea' };

function autoBet(trigger: string, type: AutoBet['autoBetType'], extra: Partial<AutoBet> = {}): AutoBet {
  return {
    autoBetType: type,
    betId: `${trigger}_${type}`,
    triggerBetId: trigger,
    eventId: '1',
    marketId: MARKET_ID,
    runnerId: '1_0',
    side: 'LAY',
    odd: type === 'STOP_LOSS' ? 3.1 : 2.98,
    stakeOriginal: 10,
    stakeRemaining: 10,
    newStake: 4,
    stakeSent: 0,
    userCurrency: 'GBP',
    ...extra,
  };
}

const SCHEDULE = [
  autoBet('501', 'STOP_LOSS'),
  autoBet('501', 'TICK_OFFSET'),
  autoBet('502', 'STOP_LOSS', { runnerId: '2_0', side: 'BACK', odd: 5 }),
  autoBet('601', 'STOP_LOSS', { marketId: OTHER_MARKET, eventId: '2' }),
];

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
  useSidebarRunnerStore.setState({ byMarket: {} });
  useAutoBetStore.setState({ vendorId: 'V1', schedule: SCHEDULE, inFlight: [] });
});

function renderWith(children: React.ReactNode) {
  const kit = createTestLiveExchange();
  kit.applyMarket(marketImage(MARKET_ID, marketDefinition([runnerDefinition(1), runnerDefinition(2)])));
  render(<LiveExchangeTestProvider kit={kit}>{children}</LiveExchangeTestProvider>);
}

const list = (title: string) => screen.getByRole('region', { name: title });
const scheduledIds = () => useAutoBetStore.getState().schedule.map((item) => item.betId);

describe('your scheduled auto bets (This Market)', () => {
  it("lists this market's auto bets, narrowed to the selected runner, and cancels one", async () => {
    renderWith(<ThisMarketTab marketId={MARKET_ID} marketName="Match Odds" runnerNames={NAMES} />);
    const region = list('Your scheduled auto bets');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      /Stop Loss\s*Lay\s*Arsenal\s*@ 3\.1/,
    );
    act(() => useSidebarRunnerStore.getState().toggle(MARKET_ID, '2_0'));
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByRole('listitem')).toHaveTextContent(/Back\s*Chelsea\s*@ 5/);

    await userEvent.click(within(region).getByRole('button', { name: 'Cancel auto bet 502_STOP_LOSS' }));
    expect(scheduledIds()).toEqual(['501_STOP_LOSS', '501_TICK_OFFSET', '601_STOP_LOSS']);
    expect(
      within(region).getByText('you have no scheduled auto bets in Match Odds Chelsea'),
    ).toBeInTheDocument();
    // Kept for the next page load.
    const stored = JSON.parse(localStorage.getItem('greenbook.autoBets.V1')!) as { schedule: unknown[] };
    expect(stored.schedule).toHaveLength(3);
  });

  it("cancels the selected ones with 'CANCEL [n] AUTO BETS' and clears the selection", async () => {
    renderWith(<ThisMarketTab marketId={MARKET_ID} marketName="Match Odds" runnerNames={NAMES} />);
    const region = list('Your scheduled auto bets');
    expect(within(region).queryByRole('button', { name: /^CANCEL/ })).toBeNull();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Select auto bet 501_STOP_LOSS' }));
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Select auto bet 502_STOP_LOSS' }));
    await userEvent.click(within(region).getByRole('button', { name: 'CANCEL 2 AUTO BETS' }));
    expect(scheduledIds()).toEqual(['501_TICK_OFFSET', '601_STOP_LOSS']);
    expect(within(region).queryByRole('button', { name: /^CANCEL/ })).toBeNull();
  });
});

describe('all scheduled auto bets (General)', () => {
  it('groups every market, selects a whole market and cancels it', async () => {
    renderWith(<AllScheduledAutoBets marketNames={{ [MARKET_ID]: 'Match Odds' }} />);
    const region = list('All scheduled auto bets');
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(
      within(region).getByRole('checkbox', { name: 'Select every auto bet in Match Odds' }),
    );
    await userEvent.click(within(region).getByRole('button', { name: 'CANCEL 3 AUTO BETS' }));
    expect(scheduledIds()).toEqual(['601_STOP_LOSS']);
    expect(within(region).getByText(OTHER_MARKET)).toBeInTheDocument();
  });

  it('says when nothing is scheduled', () => {
    useAutoBetStore.setState({ schedule: [] });
    renderWith(<AllScheduledAutoBets />);
    expect(screen.getByText('you have no scheduled auto bets')).toBeInTheDocument();
  });
});
