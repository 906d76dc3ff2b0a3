// Issue 21 §5 in the signed-in frame: the shortcut keys, and the palette or the help sheet when
// one is open. Both are lazy chunks: the first load carries only the key handler and this gate.
import { lazy, Suspense } from 'react';
import { useCommandOverlay } from '@/lib/commands/command-overlay-store';
import { useShortcutKeys } from '@/lib/commands/shortcut-keys';

const Palette = lazy(async () => ({ default: (await import('./command-palette-host')).CommandPaletteHost }));
const Help = lazy(async () => ({ default: (await import('@/features/commands')).ShortcutsHelp }));

export function CommandOverlays() {
  useShortcutKeys();
  const open = useCommandOverlay((state) => state.open);
  const show = useCommandOverlay((state) => state.show);
  if (open === undefined) return null;
  const close = () => show(undefined);
  return (
    <Suspense fallback={null}>
      {open === 'palette' ? <Palette onClose={close} /> : <Help onClose={close} />}
    </Suspense>
  );
}
