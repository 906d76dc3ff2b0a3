// Issue 21 §5: one registry of commands feeds the shortcuts, the command palette and the help
// sheet. The commands are @greenbook/trading's SHORTCUT_COMMANDS; what each does on the screen
// shown is registered by the component that owns the action (the market page's view switch, the
// betting feature's placement…) while it is mounted, so a key runs exactly what the matching
// button would, and a command whose screen is not shown is simply not available.
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import type { ShortcutCommand } from '@greenbook/trading';

type Run = () => void;

interface RegistryState {
  /** The commands available now (their handlers are kept outside the store: they change often). */
  readonly available: ReadonlySet<ShortcutCommand>;
}

export const useCommandRegistry = create<RegistryState>()(() => ({ available: new Set() }));

// Several components may offer one command (a remount overlaps the old one): the last one counts.
const handlers = new Map<ShortcutCommand, Array<{ readonly run: () => Run | undefined }>>();

function publish(): void {
  useCommandRegistry.setState({ available: new Set(handlers.keys()) });
}

/** Runs the command if something on screen offers it; false when nothing does. */
export function runCommand(command: ShortcutCommand): boolean {
  const run = handlers.get(command)?.at(-1)?.run();
  if (run === undefined) return false;
  run();
  return true;
}

/**
 * Offers `command` while the component is mounted and `run` is defined (undefined: not possible
 * now, e.g. no runner selected). The latest `run` is called, never a stale closure.
 */
export function useCommand(command: ShortcutCommand, run: Run | undefined): void {
  const latest = useRef(run);
  latest.current = run;
  const offered = run !== undefined;
  useEffect(() => {
    if (!offered) return undefined;
    const entry = { run: () => latest.current };
    handlers.set(command, [...(handlers.get(command) ?? []), entry]);
    publish();
    return () => {
      const rest = (handlers.get(command) ?? []).filter((other) => other !== entry);
      if (rest.length === 0) handlers.delete(command);
      else handlers.set(command, rest);
      publish();
    };
  }, [command, offered]);
}
