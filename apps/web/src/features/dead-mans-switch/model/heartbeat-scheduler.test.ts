// The dead-man's switch's heartbeats on fake timers (issue 21 §3).
import type { HeartbeatReport } from '@greenbook/betfair';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';
import { HeartbeatScheduler, RETRY_MS, type TimerPort } from './heartbeat-scheduler';

const fakeTimer: TimerPort = {
  set(ms, run) {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
};

/** An exchange that clamps like Betfair's (10..300) and can be told to fail or report an action. */
function exchange() {
  const sent: number[] = [];
  let failing = false;
  let action: HeartbeatReport['actionPerformed'] = 'NONE';
  const send = vi.fn((seconds: number): Promise<HeartbeatReport> => {
    sent.push(seconds);
    if (failing) return Promise.reject(new Error('NO_RESPONSE'));
    const report: HeartbeatReport = {
      actionPerformed: action,
      actualTimeoutSeconds: seconds === 0 ? 0 : Math.min(300, Math.max(10, Math.round(seconds))),
    };
    action = 'NONE';
    return Promise.resolve(report);
  });
  return {
    sent,
    send,
    fail: (value: boolean) => {
      failing = value;
    },
    reportNext: (value: HeartbeatReport['actionPerformed']) => {
      action = value;
    },
  };
}

function scheduler(ex: ReturnType<typeof exchange>) {
  const statuses: HeartbeatStatus[] = [];
  const actions: string[] = [];
  const it = new HeartbeatScheduler({
    send: ex.send,
    timer: fakeTimer,
    onStatus: (status) => statuses.push(status),
    onAction: (action) => actions.push(action),
  });
  return { it, statuses, actions };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HeartbeatScheduler', () => {
  it('beats at once, then every third of the granted timeout', async () => {
    const ex = exchange();
    const { it: beats, statuses } = scheduler(ex);
    beats.start(30);
    await vi.advanceTimersByTimeAsync(0);
    expect(ex.sent).toEqual([30]);
    expect(statuses).toEqual([{ state: 'starting' }, { state: 'on', actualTimeoutSeconds: 30 }]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ex.sent).toEqual([30]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ex.sent).toEqual([30, 30]);
    await vi.advanceTimersByTimeAsync(10_000 * 3);
    expect(ex.sent).toEqual([30, 30, 30, 30, 30]);
  });

  it('follows the timeout the exchange granted, not the one asked for', async () => {
    const ex = exchange();
    const { it: beats, statuses } = scheduler(ex);
    beats.start(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toEqual({ state: 'on', actualTimeoutSeconds: 10 });
    await vi.advanceTimersByTimeAsync(3_333);
    expect(ex.sent).toEqual([5, 5]);
  });

  it('reports a failure, retries soon, and is on again when the exchange answers', async () => {
    const ex = exchange();
    const { it: beats, statuses } = scheduler(ex);
    beats.start(60);
    await vi.advanceTimersByTimeAsync(0);
    ex.fail(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(statuses.at(-1)).toMatchObject({ state: 'failing', actualTimeoutSeconds: 60 });
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(ex.sent).toEqual([60, 60, 60]);
    ex.fail(false);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(statuses.at(-1)).toEqual({ state: 'on', actualTimeoutSeconds: 60 });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(ex.sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(ex.sent).toHaveLength(5);
  });

  it('passes on what the exchange did: bets cancelled', async () => {
    const ex = exchange();
    const { it: beats, actions } = scheduler(ex);
    beats.start(10);
    await vi.advanceTimersByTimeAsync(0);
    ex.reportNext('ALL_BETS_CANCELLED');
    await vi.advanceTimersByTimeAsync(3_333);
    expect(actions).toEqual(['ALL_BETS_CANCELLED']);
    await vi.advanceTimersByTimeAsync(3_333);
    expect(actions).toEqual(['ALL_BETS_CANCELLED']);
  });

  it('changing the timeout beats at once with the new one, one heartbeat at a time', async () => {
    const ex = exchange();
    const { it: beats } = scheduler(ex);
    beats.start(10);
    beats.start(120);
    await vi.advanceTimersByTimeAsync(0);
    expect(ex.sent).toEqual([10, 120]);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(ex.sent).toEqual([10, 120, 120]);
  });

  it('a visible page beats now and restarts the interval', async () => {
    const ex = exchange();
    const { it: beats } = scheduler(ex);
    beats.start(30);
    await vi.advanceTimersByTimeAsync(5_000);
    beats.beatNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(ex.sent).toEqual([30, 30]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ex.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ex.sent).toHaveLength(3);
  });

  it('stopping sends 0 once and beats no more', async () => {
    const ex = exchange();
    const { it: beats, statuses } = scheduler(ex);
    beats.start(10);
    await vi.advanceTimersByTimeAsync(0);
    await beats.stop();
    expect(ex.sent).toEqual([10, 0]);
    expect(statuses.at(-1)).toEqual({ state: 'off' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(ex.sent).toEqual([10, 0]);
    beats.beatNow();
    expect(ex.sent).toEqual([10, 0]);
  });

  it('a heartbeat answered after the stop changes nothing', async () => {
    const ex = exchange();
    let answer: (report: HeartbeatReport) => void = () => undefined;
    ex.send.mockImplementationOnce(async (seconds) => {
      ex.sent.push(seconds);
      return new Promise<HeartbeatReport>((resolve) => {
        answer = resolve;
      });
    });
    const { it: beats, statuses } = scheduler(ex);
    beats.start(10);
    const stopped = beats.stop();
    answer({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
    await stopped;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ex.sent).toEqual([10, 0]);
    expect(statuses.at(-1)).toEqual({ state: 'off' });
  });
});
