// Issue 12 item 12: the Grid/Ladder choice is a persisted setting (marketView), so it is saved with
// the other settings and comes back after a reload.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS, repairUserSettings } from '@greenbook/trading';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { ViewSwitch } from './view-switch';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
});

describe('Grid/Ladder view switch', () => {
  it('saves the choice in the user settings', async () => {
    render(<ViewSwitch />, { wrapper: TooltipProvider });
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ladder' }));
    expect(useSettingsStore.getState().settings.marketView).toBe('ladder');
    expect(screen.getByRole('button', { name: 'Ladder' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the view the stored settings bring back after a reload', () => {
    const stored: unknown = JSON.parse(JSON.stringify({ ...DEFAULT_USER_SETTINGS, marketView: 'ladder' }));
    act(() => useSettingsStore.setState({ settings: repairUserSettings(stored) }));
    render(<ViewSwitch />, { wrapper: TooltipProvider });
    expect(screen.getByRole('button', { name: 'Ladder' })).toHaveAttribute('aria-pressed', 'true');
  });

  // Issue 21 §5: the switch's key (V by default) is in the design system's tooltip, opened by
  // keyboard focus as by hover, and follows the trader's own binding; no native title doubles it.
  it('shows its current shortcut in a tooltip on focus, and a changed key at once', async () => {
    const user = userEvent.setup();
    render(<ViewSwitch />, { wrapper: TooltipProvider });
    const grid = screen.getByRole('button', { name: 'Grid' });
    await user.tab();
    expect(grid).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Shortcut: V');
    expect(grid).toHaveAttribute('aria-keyshortcuts', 'V');
    expect(grid).not.toHaveAttribute('title');

    act(() => useSettingsStore.getState().update({ keyboardShortcuts: { switchView: 'F2' } }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Shortcut: F2');
    expect(grid).toHaveAttribute('aria-keyshortcuts', 'F2');
    expect(grid).toHaveAccessibleName('Grid');
  });

  it('names the key in Portuguese too', async () => {
    await initI18n('pt');
    const user = userEvent.setup();
    render(<ViewSwitch />, { wrapper: TooltipProvider });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Atalho: V');
    await initI18n('en');
  });

  it('starts on the grid for settings saved before the choice was kept', () => {
    const { marketView: _dropped, ...older } = { ...DEFAULT_USER_SETTINGS, marketView: 'ladder' };
    expect(repairUserSettings(older).marketView).toBe('grid');
  });
});
