// Issue 21 §5: changing a key in the settings — the next key pressed is saved, a key another command
// has or one kept for the browser is refused with a message and nothing changes, in both languages.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { KeyboardShortcutsPanel } from './keyboard-shortcuts-panel';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
});
afterEach(async () => {
  await changeInterfaceLanguage('en');
});

const stored = () => useSettingsStore.getState().settings.keyboardShortcuts;

describe('Keyboard shortcuts panel', () => {
  it('saves the next key pressed as the command’s key', async () => {
    render(<KeyboardShortcutsPanel />);
    const panel = screen.getByRole('group', { name: 'Keyboard shortcuts' });
    const back = within(panel).getByRole('button', { name: 'Change the key of Back the selected runner' });
    expect(back).toHaveTextContent('B');
    await userEvent.click(back);
    expect(back).toHaveTextContent('Press a key…');
    await userEvent.keyboard('{Alt>}k{/Alt}');
    expect(stored()).toEqual({ back: 'Alt+K' });
    expect(back).toHaveTextContent('Alt+K');
    await userEvent.click(within(panel).getByRole('button', { name: 'Back to the default keys' }));
    expect(stored()).toEqual({});
  });

  it('refuses a key another command has, and the browser’s keys, saying why', async () => {
    render(<KeyboardShortcutsPanel />);
    const panel = screen.getByRole('group', { name: 'Keyboard shortcuts' });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Change the key of Back the selected runner' }),
    );
    await userEvent.keyboard('l');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'L is already the key of “Lay the selected runner”. Change that one first.',
    );
    await userEvent.keyboard('{Control>}w{/Control}');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Ctrl+W cannot be used');
    await userEvent.keyboard('{Escape}');
    expect(stored()).toEqual({});
  });

  it('speaks Portuguese', async () => {
    await changeInterfaceLanguage('pt');
    render(<KeyboardShortcutsPanel />);
    const panel = screen.getByRole('group', { name: 'Atalhos de teclado' });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Mudar a tecla de Apostar contra o corredor selecionado' }),
    );
    await userEvent.keyboard('b');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'B já é a tecla de “Apostar a favor do corredor selecionado”',
    );
  });
});
