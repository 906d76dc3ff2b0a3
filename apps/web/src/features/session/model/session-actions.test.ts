import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { useSessionStore } from '@/lib/session/session-store';
import { loseSession } from './session-actions';

beforeEach(async () => {
  await resetApp();
  window.dispatchEvent(new Event('pageshow'));
});

describe('losing the session (trading-core §8)', () => {
  it('signs out when a call finds the session gone', () => {
    signInForTest();
    loseSession();
    expect(useSessionStore.getState().token).toBeUndefined();
  });

  it('keeps the session when the failure is the browser aborting requests of a page being left', () => {
    signInForTest();
    window.dispatchEvent(new Event('beforeunload'));
    loseSession();
    expect(useSessionStore.getState().token).toBe('test-token');
    // Back from the back-forward cache, a real loss signs out again.
    window.dispatchEvent(new Event('pageshow'));
    loseSession();
    expect(useSessionStore.getState().token).toBeUndefined();
  });
});
