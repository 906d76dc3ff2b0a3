import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@greenbook/trading';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { eventually } from '@/testing/eventually';
import { useMoneyWeightDraft } from './money-weight-draft';
import { SettingsContainer } from './settings-container';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS, isResetingDefaults: false });
  useMoneyWeightDraft.setState({ draft: undefined });
});

const settings = (): UserSettings => useSettingsStore.getState().settings;

function renderSettings() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsContainer />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Settings' });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('Settings container', () => {
  it('closes when its title is clicked, and remembers it', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.queryByRole('group', { name: 'Stake buttons' })).not.toBeInTheDocument();
    expect(settings().sidebarContainers.general.settings).toBe(false);
  });
});

describe('Money weight panel', () => {
  it('turns red while the total is not 100, saves nothing, and stays open', async () => {
    renderSettings();
    const panel = group('Weight of money');
    const best = within(panel).getByRole('spinbutton', { name: 'Best odd %' });
    await userEvent.clear(best);
    await userEvent.type(best, '60');
    expect(within(panel).getByText('Total must amount to 100%')).toBeInTheDocument();
    expect(within(panel).getByText('Total: 110%')).toBeInTheDocument();
    expect(settings().moneyWeight).toEqual({ bestOdd: 50, secondOdd: 30, thirdOdd: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByText('Please check weight of money values')).toBeInTheDocument();
    expect(group('Weight of money')).toBeInTheDocument();
    expect(settings().sidebarContainers.general.settings).toBe(true);

    const second = within(panel).getByRole('spinbutton', { name: 'Second odd %' });
    await userEvent.clear(second);
    await userEvent.type(second, '20');
    expect(within(panel).queryByText('Total must amount to 100%')).not.toBeInTheDocument();
    expect(settings().moneyWeight).toEqual({ bestOdd: 60, secondOdd: 20, thirdOdd: 20 });
  });

  it('ignores a value outside 0–100', async () => {
    renderSettings();
    const third = within(group('Weight of money')).getByRole('spinbutton', { name: 'Third odd %' });
    await userEvent.clear(third);
    await userEvent.type(third, '150');
    expect(within(group('Weight of money')).getByText('Total: 95%')).toBeInTheDocument(); // 15 typed, then 150 ignored
    await userEvent.tab();
    expect(third).toHaveValue(15);
  });

  it('resets to 50/30/20 from the red block', async () => {
    renderSettings();
    const panel = group('Weight of money');
    const best = within(panel).getByRole('spinbutton', { name: 'Best odd %' });
    await userEvent.clear(best);
    await userEvent.type(best, '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect(within(panel).queryByText('Total must amount to 100%')).not.toBeInTheDocument();
    expect(best).toHaveValue(50);
    expect(settings().moneyWeight).toEqual({ bestOdd: 50, secondOdd: 30, thirdOdd: 20 });
  });
});

describe('Stake buttons panel', () => {
  it('adds an amount above 0 in order, and never a duplicate', async () => {
    renderSettings();
    const panel = group('Stake buttons');
    const amount = within(panel).getByRole('spinbutton', { name: 'New stake amount' });
    const add = within(panel).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(amount, '0');
    expect(add).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5.5');
    await userEvent.click(add);
    expect(settings().stakeButtons).toEqual([2, 5.5, 10, 25]);
    expect(amount).toHaveValue(null);

    await userEvent.type(amount, '10');
    await userEvent.click(add);
    expect(settings().stakeButtons).toEqual([2, 5.5, 10, 25]);
    expect(within(panel).getByText('10 is already a stake button.')).toBeInTheDocument();
  });

  it('offers Make default, Delete and Cancel; the default only Delete and Cancel', async () => {
    renderSettings();
    const panel = group('Stake buttons');
    await userEvent.click(within(panel).getByRole('button', { name: 'Stake 10' }));
    const options = within(panel).getByRole('group', { name: 'Stake 10:' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Make default', 'Delete', 'Cancel']);
    await userEvent.click(within(options).getByRole('button', { name: 'Make default' }));
    expect(settings().defaultStake).toBe(10);

    await userEvent.click(within(panel).getByRole('button', { name: 'Stake 10 (default)' }));
    const defaultOptions = within(panel).getByRole('group', { name: 'Stake 10:' });
    expect(
      within(defaultOptions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete', 'Cancel']);
    await userEvent.click(within(defaultOptions).getByRole('button', { name: 'Delete' }));
    expect(settings().stakeButtons).toEqual([2, 25]);
    expect(settings().defaultStake).toBe(2);
  });
});

describe('Ladder view panel', () => {
  it('steps each slider by whole numbers within -5…5', async () => {
    renderSettings();
    const textSize = within(group('Ladder view')).getByRole('slider', { name: 'Text size' });
    textSize.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(settings().ladderView.textSize).toBe(1);
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(settings().ladderView.textSize).toBe(5);
    const rowSpace = within(group('Ladder view')).getByRole('slider', { name: 'Row spacing' });
    rowSpace.focus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(settings().ladderView).toEqual({ textSize: 5, rowHeight: 0, rowSpace: -5 });
  });
});

describe('Factory reset', () => {
  const changed: UserSettings = {
    ...DEFAULT_USER_SETTINGS,
    stakeButtons: [3, 7],
    defaultStake: 7,
    theme: 'dark',
    hideSidebar: true,
    ladderView: { textSize: 2, rowHeight: -1, rowSpace: 0 },
    loggedUser: { ...DEFAULT_USER_SETTINGS.loggedUser, name: 'Ana Silva', isLogged: true },
  };

  it('changes nothing when cancelled', async () => {
    useSettingsStore.setState({ settings: changed });
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to factory defaults' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settings()).toEqual(changed);
  });

  it('restores the defaults but sidebar visibility and the user copy, to be saved at once', async () => {
    useSettingsStore.setState({ settings: changed });
    useMoneyWeightDraft.setState({ draft: { bestOdd: 10, secondOdd: 10, thirdOdd: 10 } });
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to factory defaults' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Proceed' }));
    expect(settings()).toEqual({
      ...DEFAULT_USER_SETTINGS,
      hideSidebar: true,
      loggedUser: changed.loggedUser,
    });
    expect(useSettingsStore.getState().isResetingDefaults).toBe(true);
    expect(useMoneyWeightDraft.getState().draft).toBeUndefined();
    await eventually(() =>
      expect(screen.getByText('Settings are now reset to factory defaults')).toBeInTheDocument(),
    );
  });
});
