import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { chooseSidebarHidden, hideSidebarOnPhone } from '@/lib/storage/hide-sidebar-on-phone';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { CollapsibleSidebar } from './collapsible-sidebar';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
  chooseSidebarHidden(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
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

  it("hides on a phone's navigation without saving it, so the trader's other devices keep theirs", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)' }));
    render(
      <CollapsibleSidebar>
        <p>This Market tab</p>
      </CollapsibleSidebar>,
    );
    act(() => hideSidebarOnPhone());
    expect(screen.queryByText('This Market tab')).not.toBeInTheDocument();
    expect(useSettingsStore.getState().settings.hideSidebar).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show the sidebar' }));
    expect(screen.getByText('This Market tab')).toBeInTheDocument();
  });

  it('stays as saved when a wide screen navigates', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    render(
      <CollapsibleSidebar>
        <p>This Market tab</p>
      </CollapsibleSidebar>,
    );
    act(() => hideSidebarOnPhone());
    expect(screen.getByText('This Market tab')).toBeInTheDocument();
  });
});
