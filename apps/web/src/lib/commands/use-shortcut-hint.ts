// Issue 21 §5: a control names its shortcut in its tooltip (the native title, as icon buttons do:
// a Radix tooltip on every market control would not fit the market route's first-load budget) and
// in aria-keyshortcuts for screen readers; both follow the trader's own keys.
import { useTranslation } from 'react-i18next';
import { DEFAULT_SHORTCUTS, type ShortcutCommand } from '@greenbook/trading';
import { useSettingsStore } from '@/lib/storage/settings-store';

/** How a key combo reads on screen: the arrows as arrows, the rest as stored (Shift+C, F2, ?). */
export function keyLabel(combo: string): string {
  return combo
    .replace('ArrowUp', '↑')
    .replace('ArrowDown', '↓')
    .replace('ArrowLeft', '←')
    .replace('ArrowRight', '→');
}

/** The props that show a command's key on its control. */
export function useShortcutHint(command: ShortcutCommand): {
  readonly title: string;
  readonly 'aria-keyshortcuts': string;
} {
  const { t } = useTranslation();
  const combo = useSettingsStore(
    (state) => state.settings.keyboardShortcuts[command] ?? DEFAULT_SHORTCUTS[command],
  );
  return { title: t('keyboard.shortcut', { key: keyLabel(combo) }), 'aria-keyshortcuts': combo };
}
