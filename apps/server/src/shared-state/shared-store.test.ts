// The in-process store's windows and expiries, and a Redis that does not answer stopping the start.
import { describe, expect, it } from 'vitest';
import { openSharedStore } from './open-shared-store.js';
import { memoryStore } from './shared-store.js';

describe('the in-process store', () => {
  it('counts in a fixed window that starts with the first hit, and expires values', async () => {
    let now = 1_000;
    const store = memoryStore(() => now);
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 59_000;
    expect(await store.increment('k', 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    expect(await store.increment('k', 60_000, -1)).toEqual({ count: 1, resetInMs: 1_000 });
    now += 1_000;
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    await store.set('v', 'x', 5_000);
    await store.addMember('s', 'a', 5_000);
    expect([await store.get('v'), await store.members('s')]).toEqual(['x', ['a']]);
    now += 5_000;
    expect([await store.get('v'), await store.members('s')]).toEqual([undefined, []]);
  });
});

describe('opening the store', () => {
  it('refuses to start on a Redis that does not answer, saying which setting', async () => {
    await expect(
      openSharedStore({ url: 'redis://127.0.0.1:1', keyPrefix: 'test:' }, Date.now),
    ).rejects.toThrow('Redis at REDIS_URL does not answer');
  });
});
