// The practice clock on fake timers: simulated time follows real time at the chosen speed, stands
// still while paused, and at 'max' runs every due timer back to back, in order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PracticeClock } from './practice-clock.js';

const START = Date.UTC(2026, 10, 7, 6, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A clock at START reading real time from the faked Date, and the simulated times its timers ran at. */
function clockWithLog() {
  const clock = new PracticeClock(START, () => Date.now());
  const ran: Array<{ name: string; at: number }> = [];
  const at = (ms: number, name: string) =>
    clock.schedule(ms, () => ran.push({ name, at: clock.now() - START }));
  return { clock, ran, at };
}

describe('practice clock', () => {
  it('stands still until played, and then follows real time at 1×', () => {
    const { clock, ran, at } = clockWithLog();
    at(1_000, 'a');
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual([]);
    expect(clock.now()).toBe(START);

    clock.play();
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    expect(clock.now()).toBe(START + 999);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([{ name: 'a', at: 1_000 }]);
  });

  it('runs ten simulated seconds in one real second at 10×', () => {
    const { clock, ran, at } = clockWithLog();
    at(10_000, 'a');
    clock.setSpeed(10);
    clock.play();
    vi.advanceTimersByTime(500);
    expect(clock.now()).toBe(START + 5_000);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual([{ name: 'a', at: 10_000 }]);
  });

  it('keeps simulated time while paused and resumes from there', () => {
    const { clock, ran, at } = clockWithLog();
    at(2_000, 'a');
    clock.play();
    vi.advanceTimersByTime(1_500);
    clock.pause();
    vi.advanceTimersByTime(60_000);
    expect(clock.now()).toBe(START + 1_500);
    expect(ran).toEqual([]);
    clock.play();
    vi.advanceTimersByTime(499);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([{ name: 'a', at: 2_000 }]);
  });

  it('changes speed mid-way without losing the time already run', () => {
    const { clock, ran, at } = clockWithLog();
    at(3_000, 'a');
    clock.play();
    vi.advanceTimersByTime(500); // 500 simulated ms at 1×
    clock.setSpeed(5); // the remaining 2,500 ms take 500 real ms
    vi.advanceTimersByTime(499);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([{ name: 'a', at: 3_000 }]);
  });

  it("at 'max' runs every timer in order of time, then of scheduling, without waiting real time", async () => {
    const { clock, ran, at } = clockWithLog();
    at(60_000, 'late');
    at(1_000, 'first');
    at(1_000, 'second');
    // A timer that schedules the next one, as the replay of a file does line after line.
    clock.schedule(30_000, () => at(1, 'chained'));
    let steps = 0;
    clock.onStep(() => (steps += 1));
    clock.setSpeed('max');
    clock.play();
    await vi.runAllTimersAsync();
    expect(ran).toEqual([
      { name: 'first', at: 1_000 },
      { name: 'second', at: 1_000 },
      { name: 'chained', at: 30_001 },
      { name: 'late', at: 60_000 },
    ]);
    expect(steps).toBe(5);
    expect(clock.now()).toBe(START + 60_000);
  });

  it('never runs a cancelled timer, nor any timer once disposed', async () => {
    const { clock, ran, at } = clockWithLog();
    const cancel = at(1_000, 'cancelled');
    at(2_000, 'kept');
    at(5_000, 'after dispose');
    cancel();
    clock.play();
    vi.advanceTimersByTime(2_000);
    expect(ran).toEqual([{ name: 'kept', at: 2_000 }]);
    clock.dispose();
    clock.setSpeed('max');
    clock.play();
    await vi.runAllTimersAsync();
    expect(ran).toEqual([{ name: 'kept', at: 2_000 }]);
  });

  it('never reads a time past a timer that has not run yet', () => {
    const { clock, at } = clockWithLog();
    at(1_000, 'a');
    clock.play();
    // The real clock jumps ahead (a blocked event loop) before the timer's turn comes.
    vi.setSystemTime(Date.now() + 10_000);
    expect(clock.now()).toBe(START + 1_000);
  });
});
