import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { AutoOptionsToggle } from './auto-options-toggle';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS, isPremium: true }));

async function openPanel() {
  render(
    <MemoryRouter>
      <AutoOptionsToggle />
    </MemoryRouter>,
  );
  const toggle = screen.getByRole('button', { name: /^Auto Options/ });
  await userEvent.click(toggle);
  return toggle;
}

const autoOptions = () => useSettingsStore.getState().settings.autoOptions;

describe('Auto Options: Tick Offset and Stop Loss', () => {
  it('switches each on with its ticks (whole, at least 1), counted in countOn', async () => {
    const toggle = await openPanel();
    expect(screen.queryByRole('spinbutton', { name: 'Stop Loss ticks' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Stop Loss' }));
    expect(toggle).toHaveTextContent('ON');
    const ticks = screen.getByRole('spinbutton', { name: 'Stop Loss ticks' });
    expect(ticks).toHaveValue(1);
    fireEvent.change(ticks, { target: { value: '3' } });
    expect(autoOptions().stopLoss).toEqual({ active: true, value: 3 });
    // Below 1 is clamped to 1; a fraction is ignored.
    fireEvent.change(ticks, { target: { value: '0' } });
    expect(autoOptions().stopLoss.value).toBe(1);
    fireEvent.change(ticks, { target: { value: '2.5' } });
    expect(autoOptions().stopLoss.value).toBe(1);
    await userEvent.click(screen.getByRole('switch', { name: 'Tick Offset' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tick Offset ticks' }), {
      target: { value: '4' },
    });
    expect(autoOptions()).toMatchObject({
      countOn: 2,
      tickOffset: { active: true, value: 4 },
      stopLoss: { active: true, value: 1 },
    });
  });

  it('keeps a value only while its option is on', async () => {
    await openPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'Tick Offset' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tick Offset ticks' }), {
      target: { value: '5' },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Tick Offset' }));
    expect(autoOptions().tickOffset).toEqual({ active: false, value: 1 });
    expect(screen.queryByRole('spinbutton', { name: 'Tick Offset ticks' })).toBeNull();
  });

  it('resets every option off', async () => {
    const toggle = await openPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'Stop Loss' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Keep in Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(autoOptions()).toEqual(DEFAULT_USER_SETTINGS.autoOptions);
    expect(toggle).toHaveTextContent('OFF');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('clears them when premium is lost, and locks them for free users with the upgrade link', async () => {
    await openPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'Stop Loss' }));
    act(() => useSettingsStore.getState().setPremium(false));
    expect(autoOptions()).toEqual(DEFAULT_USER_SETTINGS.autoOptions);
    expect(screen.getByRole('switch', { name: 'Stop Loss' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Tick Offset' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade to SUPER' })).toHaveAttribute('href', '/store');
  });
});

describe('Auto Options: the design system switches', () => {
  it('toggles an option from the keyboard with Enter as well as Space', async () => {
    await openPanel();
    screen.getByRole('switch', { name: 'Keep in Play' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(autoOptions().keepInPlay.active).toBe(true);
    screen.getByRole('switch', { name: 'Fill or Kill' }).focus();
    await userEvent.keyboard(' ');
    expect(autoOptions().fillOrKill.active).toBe(true);
  });
});
