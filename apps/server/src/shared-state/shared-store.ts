// Limits and caches the product keeps between requests (issue 14 §5). One process keeps them in
// memory (the embedded default); instances behind a load balancer share them in Redis
// (REDIS_URL, redis-store.ts), so a limit holds once across all of them and a revoke or a cached
// answer is seen by every instance. Keys are the product's own; values are short strings.
import type { Redis } from 'ioredis';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again. */
  readonly resetInMs: number;
}

export interface SharedStore {
  /** Adds `by` to the key's count in a fixed window that starts with the key's first hit. */
  increment(key: string, windowMs: number, by?: number): Promise<WindowCount>;
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** Adds a member to a set that expires `ttlMs` after its latest addition. */
  addMember(key: string, member: string, ttlMs: number): Promise<void>;
  members(key: string): Promise<string[]>;
  /** The Redis client behind the store, for plugins that speak Redis themselves (rate limits). */
  readonly redis: Redis | undefined;
  close(): Promise<void>;
}

interface Entry {
  value: string | number | Set<string>;
  until: number;
}

/** Bound of the in-process store: past it, expired entries go, then the oldest. */
const MAX_ENTRIES = 50_000;

/** The in-process store; `now` is the clock its windows and expiries follow (real time in use). */
export function memoryStore(now: () => number = Date.now): SharedStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const put = (key: string, entry: Entry): void => {
    if (entries.size >= MAX_ENTRIES) {
      for (const [other, { until }] of entries) if (until <= now()) entries.delete(other);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    entries.set(key, entry);
  };
  return {
    increment(key, windowMs, by = 1) {
      const entry = live(key);
      const count = (typeof entry?.value === 'number' ? entry.value : 0) + by;
      const until = entry?.until ?? now() + windowMs;
      put(key, { value: count, until });
      return Promise.resolve({ count, resetInMs: until - now() });
    },
    get(key) {
      const value = live(key)?.value;
      return Promise.resolve(typeof value === 'string' ? value : undefined);
    },
    set(key, value, ttlMs) {
      put(key, { value, until: now() + ttlMs });
      return Promise.resolve();
    },
    delete(keys) {
      for (const key of keys) entries.delete(key);
      return Promise.resolve();
    },
    addMember(key, member, ttlMs) {
      const entry = live(key);
      const members = entry?.value instanceof Set ? entry.value : new Set<string>();
      members.add(member);
      put(key, { value: members, until: now() + ttlMs });
      return Promise.resolve();
    },
    members(key) {
      const value = live(key)?.value;
      return Promise.resolve(value instanceof Set ? [...value] : []);
    },
    redis: undefined,
    close: () => Promise.resolve(),
  };
}
