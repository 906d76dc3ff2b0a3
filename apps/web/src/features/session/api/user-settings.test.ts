// account-and-product §4/§7: the settings the product service answers are repaired field by field;
// the settings sent to it are checked by the same shared schema first.
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUserSettings, saveUserSettings } from './user-settings';

interface Sent {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

function answerWith(body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a malformed remote copy of the settings', () => {
  it('keeps every valid field and falls back to the default for each wrong one', async () => {
    answerWith({
      vendorID: 'V1',
      settings: {
        ...DEFAULT_USER_SETTINGS,
        theme: 'dark',
        stakeMode: 'PROFIT',
        stakeButtons: [2, 'ten', 25], // a button that is not an amount: the default buttons
        moneyWeight: { bestOdd: 50, secondOdd: 30 }, // one level missing
        homepageSlots: null,
        confirmation: 'no',
        unknownSetting: true,
      },
    });
    expect(await fetchUserSettings('V1')).toEqual({
      ...DEFAULT_USER_SETTINGS,
      theme: 'dark',
      stakeMode: 'PROFIT',
    });
  });

  it('gives the defaults when the answer holds no settings object', async () => {
    answerWith({ vendorID: 'V1', settings: 'corrupt' });
    expect(await fetchUserSettings('V1')).toEqual(DEFAULT_USER_SETTINGS);
  });
});

describe('saving the settings', () => {
  it('sends settings the shared schema accepts', async () => {
    const sent = answerWith({});
    const settings = { ...DEFAULT_USER_SETTINGS, stakeButtons: [2, 5], defaultStake: 5 };
    await saveUserSettings('V1', settings);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init?.method).toBe('PUT');
    const body = sent[0]?.init?.body;
    expect(typeof body).toBe('string');
    expect(JSON.parse(body as string)).toEqual({ vendorID: 'V1', settings });
  });

  it('sends nothing the shared schema refuses (money weights not totalling 100)', async () => {
    const sent = answerWith({});
    const settings = { ...DEFAULT_USER_SETTINGS, moneyWeight: { bestOdd: 60, secondOdd: 30, thirdOdd: 20 } };
    await saveUserSettings('V1', settings);
    expect(sent).toHaveLength(0);
  });
});
