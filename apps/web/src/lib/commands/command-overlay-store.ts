// Which keyboard overlay is open: the command palette (Ctrl/Cmd+K, `/`) or the shortcuts help
// sheet (`?`). Opened from the key handler, the palette and the header button alike.
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';

export type CommandOverlay = 'palette' | 'help';

interface CommandOverlayState {
  readonly open: CommandOverlay | undefined;
  readonly show: (overlay: CommandOverlay | undefined) => void;
}

export const useCommandOverlay = create<CommandOverlayState>()((set) => ({
  open: undefined,
  show: (open) => set({ open }),
}));

resetOnSignOut(useCommandOverlay);
