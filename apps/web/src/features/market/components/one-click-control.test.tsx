import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { OneClickControl } from './one-click-control';

beforeAll(async () => {
  await initI18n('en');
});

const settings = () => useSettingsStore.getState().settings;

describe('one-click indicator on the market header (issue 12 items 2 and 4)', () => {
  it('shows one-click betting and switches confirmation back on', async () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_USER_SETTINGS, confirmation: false } });
    render(<OneClickControl />);
    const indicator = screen.getByRole('button', { name: 'One-click betting ON' });
    expect(indicator).toHaveAttribute('aria-pressed', 'true');
    expect(indicator).toHaveAttribute('title', expect.stringContaining('Click to confirm bets again'));
    await userEvent.click(indicator);
    expect(settings().confirmation).toBe(true);
    // Off: it says so and cannot switch one-click on (that stays the dialog's checkbox).
    const off = screen.getByRole('button', { name: 'One-click betting OFF' });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    expect(off).toHaveAttribute('aria-pressed', 'false');
    // It says where one-click is switched on, to the pointer and to the keyboard (still focusable).
    expect(off).toHaveAccessibleDescription(/untick ‘Confirm bet before placing’ in the dialog/);
    off.focus();
    expect(off).toHaveFocus();
    await userEvent.click(off);
    expect(settings().confirmation).toBe(true);
  });

  it('offers the rapid repeat clicks setting, off by default', async () => {
    useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
    render(<OneClickControl />);
    const rapid = screen.getByRole('checkbox', { name: 'Allow rapid repeat clicks' });
    expect(rapid).not.toBeChecked();
    await userEvent.click(rapid);
    expect(settings().allowRapidRepeatClicks).toBe(true);
    await userEvent.click(rapid);
    expect(settings().allowRapidRepeatClicks).toBe(false);
  });
});
