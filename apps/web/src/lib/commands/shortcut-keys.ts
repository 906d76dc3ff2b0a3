// Issue 21 §5: the one key handler. Ctrl/Cmd+K opens the command palette anywhere a signed-in
// trader is (even while typing: it types nothing); every other key runs the command the trader's
// shortcuts give it, unless the key belongs to what has focus — a field being typed in, a list,
// menu, slider or tab strip moving with the arrows — or a dialog is open (Enter confirms a bet
// there; a key must not place a second one behind it).
import { useEffect } from 'react';
import {
  commandOfCombo,
  effectiveShortcuts,
  keyComboOf,
  opensCommandPalette,
  type ShortcutCommand,
} from '@greenbook/trading';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { runCommand, useCommand } from './command-registry';
import { useCommandOverlay } from './command-overlay-store';

const KEY_OWNERS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="combobox"], [role="listbox"], [role="menu"], [role="menuitem"], [role="option"], [role="slider"], [role="spinbutton"], [role="tab"], [role="radiogroup"], [role="dialog"], [role="alertdialog"]';

const REPEATABLE: ReadonlySet<ShortcutCommand> = new Set([
  'priceUp',
  'priceDown',
  'nextRunner',
  'previousRunner',
]);

/** The focused element takes this key itself (typing, a widget's arrows, an open dialog). */
export function keyBelongsToFocus(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(KEY_OWNERS) !== null;
}

function dialogOpen(): boolean {
  return (
    document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !==
    null
  );
}

/** The command a key press runs for this trader, if any. */
export function commandOfKeyPress(event: KeyboardEvent): ShortcutCommand | undefined {
  const combo = keyComboOf(event);
  if (combo === undefined) return undefined;
  return commandOfCombo(effectiveShortcuts(useSettingsStore.getState().settings.keyboardShortcuts), combo);
}

/** Listens for shortcuts while mounted (the signed-in frame); offers the palette and help commands. */
export function useShortcutKeys(): void {
  const show = useCommandOverlay((state) => state.show);
  useCommand('searchMarket', () => show('palette'));
  useCommand('help', () => show('help'));
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (opensCommandPalette(event)) {
        event.preventDefault();
        show('palette');
        return;
      }
      if (keyBelongsToFocus(event.target) || dialogOpen()) return;
      const command = commandOfKeyPress(event);
      if (command === undefined) return;
      // A held key repeats: fine for moving, never for acting (one press, one bet).
      if (event.repeat && !REPEATABLE.has(command)) return;
      if (runCommand(command)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);
}
