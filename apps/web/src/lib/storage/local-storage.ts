// Local storage access that never throws (private windows, quota, disabled storage): the keys the
// product keeps (account-and-product §3 "Persisted application state in local storage", §4).
export const STORAGE_KEYS = {
  /** The saved application state (settings with the logged-user copy), debounced 1 s. */
  appState: 'greenbook.state',
  /** 'true' between the sign-in and the first saved state (account-and-product §4). */
  isLogging: 'greenbook.isLogging',
  /** The theme of visitors (signed-in users keep it in their settings too). */
  theme: 'greenbook.theme',
  /** The interface language the person chose with the switch. */
  language: 'greenbook.language',
  /** Last recorded activity (epoch ms), shared by every tab (account-and-product §4). */
  lastActivity: 'greenbook.lastActivity',
  /** Mirrors of the sound and notification settings (account-and-product §4). */
  sounds: 'greenbook.sounds',
  notifications: 'greenbook.notifications',
  /** The recent-markets bar's entries, newest first (account-and-product §2, §3). */
  recentMarkets: 'greenbook.recentMarkets',
  /** The vendorId whose settings changed here and are not yet known saved on the product service. */
  settingsUnsaved: 'greenbook.settingsUnsaved',
} as const;

/** Nesting depth of inThisTabOnly: while above 0, nothing is written to the shared storage. */
let thisTabOnly = 0;

/**
 * Runs `change` with every write to the shared storage left out. A tab following another tab's
 * sign-out or sign-in changes its memory only: the other tab already wrote the storage, and
 * writing again (an empty session, say) could undo what that tab has written since.
 */
export function inThisTabOnly(change: () => void): void {
  thisTabOnly += 1;
  try {
    change();
  } finally {
    thisTabOnly -= 1;
  }
}

export function readText(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(key: string, value: string): void {
  if (thisTabOnly > 0) return;
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

export function removeKey(key: string): void {
  if (thisTabOnly > 0) return;
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

export function readJson(key: string): unknown {
  const text = readText(key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

export function clearStorage(): void {
  if (thisTabOnly > 0) return;
  try {
    localStorage.clear();
  } catch {
    // As above.
  }
}

/** Local storage as zustand's persist middleware takes it, going through the helpers above. */
export const sharedStorage = {
  getItem: (key: string): string | null => readText(key) ?? null,
  setItem: writeText,
  removeItem: removeKey,
};

/** Every entry, for error reports; the values of keys holding a token are left out. */
export function storageSnapshot(): Record<string, string> {
  const snapshot: Record<string, string> = {};
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key === null) continue;
      snapshot[key] = /session|token/i.test(key) ? '[removed]' : (localStorage.getItem(key) ?? '');
    }
  } catch {
    // Nothing to add.
  }
  return snapshot;
}
