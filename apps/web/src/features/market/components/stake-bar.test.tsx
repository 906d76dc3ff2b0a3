// Issue 12 item 13: the odds view (trading-core §2, §5) has a control among the stake bar's options.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { StakeBar } from './stake-bar';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
});

describe('odds view control', () => {
  it('offers MARKET_TAKE (the default) and MARKET_MAKE in the stake bar and saves the choice', async () => {
    const user = userEvent.setup();
    render(<StakeBar />, { wrapper: TooltipProvider });
    const select = screen.getByRole('combobox', { name: 'Odds view' });
    expect(select).toHaveTextContent('Market take');
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Market take',
      'Market make',
    ]);
    await user.click(screen.getByRole('option', { name: 'Market make' }));
    expect(useSettingsStore.getState().settings.oddsView).toBe('MARKET_MAKE');
    expect(select).toHaveTextContent('Market make');
  });

  it('speaks Portuguese too', async () => {
    await initI18n('pt');
    render(<StakeBar />, { wrapper: TooltipProvider });
    expect(screen.getByRole('combobox', { name: 'Visualização das odds' })).toBeInTheDocument();
    await initI18n('en');
  });
});
