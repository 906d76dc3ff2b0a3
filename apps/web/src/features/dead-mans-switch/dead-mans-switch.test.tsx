// Issue 21 §3: the app-level gate and runner — no heartbeat while off; on, the page's token and the
// product's app key go to /exchange/heartbeat/json-rpc/v1 with the chosen timeout; off, sign-out and
// a failing exchange each do what the trader is told.
import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { stubFetch, type StubAnswer } from '@/app/testing/fetch-stub';
import { useHeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';
import { initI18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { eventually } from '@/testing/eventually';
import { DeadMansSwitch, DeadMansSwitchBadge } from './index';

const PATH = '/exchange/heartbeat/json-rpc/v1';
const report = (actualTimeoutSeconds: number, actionPerformed = 'NONE'): StubAnswer => ({
  body: { jsonrpc: '2.0', result: { actionPerformed, actualTimeoutSeconds }, id: 1 },
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
  useHeartbeatStatus.setState({ status: { state: 'off' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const switchTo = (enabled: boolean, timeoutSeconds = 10) =>
  act(() => useSettingsStore.getState().update({ deadMansSwitch: { enabled, timeoutSeconds } }));

const sentTimeouts = (fetch: ReturnType<typeof stubFetch>) =>
  fetch
    .callsTo(PATH, 'POST')
    .map(
      (call) => (call.body as { params: { preferredTimeoutSeconds: number } }).params.preferredTimeoutSeconds,
    );

function renderSwitch() {
  return render(
    <>
      <DeadMansSwitch token="page-token" appKey="product-app-key" />
      <DeadMansSwitchBadge />
      <ToastContainer />
    </>,
  );
}

describe('the dead-man’s switch in the app', () => {
  it('beats only while on, with the page’s token and app key, and sends 0 when turned off', async () => {
    const fetch = stubFetch([
      [
        'POST',
        PATH,
        (request) => {
          const seconds = (request.body as { params: { preferredTimeoutSeconds: number } }).params
            .preferredTimeoutSeconds;
          return report(seconds === 0 ? 0 : Math.max(10, seconds));
        },
      ],
    ]);
    renderSwitch();
    expect(sentTimeouts(fetch)).toEqual([]);
    switchTo(true, 10);
    await eventually(() => expect(sentTimeouts(fetch)).toEqual([10]));
    const [first] = fetch.callsTo(PATH, 'POST');
    expect(first?.headers).toMatchObject({
      'x-application': 'product-app-key',
      authorization: 'BEARER page-token',
    });
    expect(first?.body).toMatchObject({ jsonrpc: '2.0', method: 'HeartbeatAPING/v1.0/heartbeat' });
    expect(
      await screen.findByRole('img', {
        name: 'Dead-man’s switch on: your unmatched bets are cancelled after 10 s without contact',
      }),
    ).toHaveTextContent('DMS 10s');
    switchTo(false, 10);
    await eventually(() => expect(sentTimeouts(fetch)).toEqual([10, 0]));
    expect(screen.queryByRole('img', { name: /Dead-man’s switch/ })).not.toBeInTheDocument();
  });

  it('sends 0 when the trader signs out (the runner goes)', async () => {
    const fetch = stubFetch([['POST', PATH, report(30)]]);
    switchTo(true, 30);
    const view = renderSwitch();
    await eventually(() => expect(sentTimeouts(fetch)).toEqual([30]));
    view.unmount();
    await eventually(() => expect(sentTimeouts(fetch)).toEqual([30, 0]));
  });

  it('says when a heartbeat fails, and when the exchange reports it cancelled the bets', async () => {
    let answer: StubAnswer = { status: 503, body: {} };
    const fetch = stubFetch([['POST', PATH, () => answer]]);
    switchTo(true, 10);
    renderSwitch();
    expect(await screen.findByText(/The dead-man’s switch cannot reach the exchange\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dead-man’s switch cannot reach the exchange' })).toBeVisible();
    answer = report(10, 'ALL_BETS_CANCELLED');
    expect(
      await screen.findByText(/The dead-man’s switch cancelled your unmatched bets/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(fetch.callsTo(PATH, 'POST').length).toBeGreaterThanOrEqual(2);
  });
});
