// Issue 21 §3: the dead-man's switch settings form — off by default, the timeout saved only when it is
// whole seconds in Betfair's 10..300, in both languages.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { useHeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { DeadMansSwitchPanel } from './dead-mans-switch-panel';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
  useHeartbeatStatus.setState({ status: { state: 'off' } });
});
afterEach(async () => {
  await changeInterfaceLanguage('en');
});

const stored = () => useSettingsStore.getState().settings.deadMansSwitch;

function renderPanel(title = 'Dead-man’s switch') {
  render(<DeadMansSwitchPanel />);
  return screen.getByRole('group', { name: title });
}

describe('Dead-man’s switch panel', () => {
  it('is off by default and switches on and off', async () => {
    const panel = renderPanel();
    const toggle = within(panel).getByRole('switch', {
      name: 'Cancel my unmatched bets if this browser loses contact',
    });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(stored()).toEqual({ enabled: true, timeoutSeconds: 60 });
    expect(within(panel).getByRole('status')).toHaveTextContent('Switching on…');
    useHeartbeatStatus.getState().set({ state: 'on', actualTimeoutSeconds: 60 });
    expect(
      await within(panel).findByText('On: the exchange cancels after 60 s without contact.'),
    ).toBeVisible();
    await userEvent.click(toggle);
    expect(stored()).toEqual({ enabled: false, timeoutSeconds: 60 });
  });

  it('saves a valid timeout on Enter or when the field is left', async () => {
    const panel = renderPanel();
    const field = within(panel).getByRole('spinbutton', { name: 'Cancel after (seconds)' });
    await userEvent.clear(field);
    await userEvent.type(field, '10{Enter}');
    expect(stored().timeoutSeconds).toBe(10);
    await userEvent.clear(field);
    await userEvent.type(field, '300');
    await userEvent.tab();
    expect(stored().timeoutSeconds).toBe(300);
  });

  it('refuses timeouts outside 10..300 whole seconds, saying why', async () => {
    const panel = renderPanel();
    const field = within(panel).getByRole('spinbutton', { name: 'Cancel after (seconds)' });
    for (const bad of ['9', '301', '12.5', '']) {
      await userEvent.clear(field);
      if (bad !== '') await userEvent.type(field, bad);
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      expect(stored().timeoutSeconds, bad).toBe(60);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'Enter a whole number of seconds from 10 to 300.',
      );
    }
    await userEvent.clear(field);
    await userEvent.type(field, '45{Enter}');
    expect(stored().timeoutSeconds).toBe(45);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await changeInterfaceLanguage('pt');
    const panel = renderPanel('Interruptor de segurança');
    expect(within(panel).getByRole('spinbutton', { name: 'Cancelar após (segundos)' })).toBeInTheDocument();
  });
});
