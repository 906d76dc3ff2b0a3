// Issue 21 §5: a control names its shortcut in its tooltip (the design system's, on hover and on
// keyboard focus) and in aria-keyshortcuts for screen readers; both follow the trader's own keys.
// The hint opens above its control and ends at the control's right edge, so it never reaches the
// prices: they are below the market's toolbar, and right of a runner's buttons in the grid (above
// a runner's buttons is the runner cell of the row above; above a ladder's header, no price). At
// the screen's edge it is cut rather than flipped or slid over them. A disabled control gets no
// pointer events or focus, so no tooltip: its key does nothing then either.
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SHORTCUTS, type ShortcutCommand } from '@greenbook/trading';
import { Tooltip } from '@/components/ui/tooltip';
import { useSettingsStore } from '@/lib/storage/settings-store';

/** How a key combo reads on screen: the arrows as arrows, the rest as stored (Shift+C, F2, ?). */
export function keyLabel(combo: string): string {
  return combo
    .replace('ArrowUp', '↑')
    .replace('ArrowDown', '↓')
    .replace('ArrowLeft', '←')
    .replace('ArrowRight', '→');
}

/** Shows `command`'s key on its control, `children` (a button). */
export function ShortcutHint({
  command,
  children,
}: {
  readonly command: ShortcutCommand;
  readonly children: ReactElement<{ 'aria-keyshortcuts'?: string }>;
}) {
  const { t } = useTranslation();
  const combo = useSettingsStore(
    (state) => state.settings.keyboardShortcuts[command] ?? DEFAULT_SHORTCUTS[command],
  );
  return (
    <Tooltip content={t('keyboard.shortcut', { key: keyLabel(combo) })} align="end" fixedSide>
      {cloneElement(children, { 'aria-keyshortcuts': combo })}
    </Tooltip>
  );
}
