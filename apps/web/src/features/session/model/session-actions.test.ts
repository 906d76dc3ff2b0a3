import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { useSessionStore } from '@/lib/session/session-store';
import { useRecentMarketsStore } from '@/lib/recent-markets/recent-markets-store';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { completeSignIn, loseSession } from './session-actions';

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

describe('signing in over a session already here (account-and-product §4)', () => {
  it('ends the previous session first: nothing of it carries over to the new one', () => {
    signInForTest();
    useRecentMarketsStore.getState().open({
      marketId: '1.5',
      eventId: '30',
      eventTypeId: '1',
      eventName: 'Arsenal v Spurs',
      marketName: 'Match Odds',
      marketStartTime: '2030-01-01T12:00:00.000Z',
    });
    useMarketScreenStore.getState().setTempStake(50);
    completeSignIn({ accessToken: 'their-token', tokenType: 'BEARER', vendorClientId: 'V999' });
    const session = useSessionStore.getState();
    expect(session.token).toBe('their-token');
    expect(session.user).toBeUndefined(); // read again for the new person
    expect(useRecentMarketsStore.getState().markets).toEqual([]);
    expect(useMarketScreenStore.getState().tempStake).toBeUndefined();
  });
});
