import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { CollapsibleSidebar } from './collapsible-sidebar';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
});

describe('collapsible sidebar (trading-core §2, §3 hideSidebar)', () => {
  it('hides and shows its content, saving the choice in the settings', async () => {
    render(
      <CollapsibleSidebar>
        <p>This Market tab</p>
      </CollapsibleSidebar>,
    );
    expect(screen.getByText('This Market tab')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the sidebar' }));
    expect(screen.queryByText('This Market tab')).not.toBeInTheDocument();
    expect(useSettingsStore.getState().settings.hideSidebar).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show the sidebar' }));
    expect(screen.getByText('This Market tab')).toBeInTheDocument();
    expect(useSettingsStore.getState().settings.hideSidebar).toBe(false);
  });
});
