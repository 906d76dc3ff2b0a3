// Issue 21 §5: the keys in the settings. Each command shows its key and a Change button; after
// Change the next key pressed becomes its key (Escape gives up), unless the key is kept for the
// browser and the page or another command already has it — then the panel says so and nothing
// changes. Saved with the other settings (the product service checks the same rules). A lazy
// chunk with its texts in both languages, loaded as the settings container is.
import { useState, type KeyboardEvent } from 'react';
import {
  DEFAULT_SHORTCUTS,
  keyComboOf,
  rebindShortcut,
  SHORTCUT_COMMANDS,
  type ShortcutCommand,
} from '@greenbook/trading';
import { Button } from '@/components/ui/button';
import { useCommandTexts } from '@/lib/commands/texts';
import { keyLabel } from '@/lib/commands/shortcut-hint';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingsPanel } from './settings-panel';
import styles from './settings.module.css';

export function KeyboardShortcutsPanel() {
  const texts = useCommandTexts();
  const changed = useSetting('keyboardShortcuts');
  const [listening, setListening] = useState<ShortcutCommand | undefined>(undefined);
  const [message, setMessage] = useState<{ readonly text: string; readonly error: boolean }>();

  const capture = (command: ShortcutCommand) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setListening(undefined);
      return;
    }
    const combo = keyComboOf(event);
    if (combo === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const result = rebindShortcut(changed, command, combo);
    if (!result.ok) {
      const key = keyLabel(combo);
      setMessage({
        error: true,
        text:
          result.refusal.kind === 'conflict'
            ? texts.settings.taken(key, texts.commands[result.refusal.command])
            : texts.settings.reserved(key),
      });
      return;
    }
    useSettingsStore.getState().update({ keyboardShortcuts: result.changed });
    setListening(undefined);
    setMessage({ error: false, text: texts.settings.saved(keyLabel(combo), texts.commands[command]) });
  };

  return (
    <SettingsPanel title={texts.settings.title}>
      <p className={styles['note']}>{texts.settings.explain}</p>
      <ul className={styles['shortcuts']}>
        {SHORTCUT_COMMANDS.map((command) => (
          <li key={command} className={styles['shortcut']}>
            <span>{texts.commands[command]}</span>
            <Button
              variant={listening === command ? 'primary' : 'secondary'}
              aria-label={texts.settings.change(texts.commands[command])}
              aria-pressed={listening === command}
              onClick={() => setListening(listening === command ? undefined : command)}
              onKeyDown={listening === command ? capture(command) : undefined}
              onBlur={() => setListening(undefined)}
            >
              <kbd>
                {listening === command
                  ? texts.settings.press
                  : keyLabel(changed[command] ?? DEFAULT_SHORTCUTS[command])}
              </kbd>
            </Button>
          </li>
        ))}
      </ul>
      {message !== undefined && (
        <p
          className={message.error ? styles['invalidText'] : styles['note']}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      <Button
        onClick={() => {
          useSettingsStore.getState().update({ keyboardShortcuts: {} });
          setMessage(undefined);
        }}
      >
        {texts.settings.reset}
      </Button>
    </SettingsPanel>
  );
}
