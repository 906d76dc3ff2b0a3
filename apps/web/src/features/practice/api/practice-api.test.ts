// GET /api/practice/session answers 204 when the trader has no practice session (a 404 was
// logged by the browser as a failed load on every visit to /practice).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPracticeState } from './practice-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('practice state', () => {
  it('is undefined when the server has no session (204, or 404 from an older server)', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    await expect(getPracticeState()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ error: 'NO_PRACTICE_SESSION', message: 'none' }, { status: 404 })),
    );
    await expect(getPracticeState()).resolves.toBeUndefined();
  });
});
