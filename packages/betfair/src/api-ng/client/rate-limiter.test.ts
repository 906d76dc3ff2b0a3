import { describe, expect, it } from 'vitest';
import { RateLimiter, type Timer } from './rate-limiter.js';

/** A timer whose sleeps advance time at once, recording when each call was let through. */
function fakeTimer(): Timer & { time: number } {
  const timer = {
    time: 0,
    now: () => timer.time,
    sleep: (ms: number) => {
      timer.time += ms;
      return Promise.resolve();
    },
  };
  return timer;
}

describe('5 calls per second (trading-core §9)', () => {
  it('lets 5 calls through at once and queues the rest in order, dropping none', async () => {
    const timer = fakeTimer();
    const limiter = new RateLimiter(5, timer);
    const starts: Array<[number, number]> = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        limiter.acquire().then(() => starts.push([index, timer.now()])),
      ),
    );
    expect(starts.map(([index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // Calls 0-4 at t=0, 5-9 at t=1000, 10-11 at t=2000: never more than 5 in any second.
    expect(starts.map(([, at]) => at)).toEqual([0, 0, 0, 0, 0, 1000, 1000, 1000, 1000, 1000, 2000, 2000]);
  });

  it('gives a free slot at once, without waiting, unless calls are queued or the second is full', async () => {
    const timer = fakeTimer();
    const limiter = new RateLimiter(2, timer);
    expect(limiter.tryAcquireNow()).toBe(true);
    expect(limiter.tryAcquireNow()).toBe(true);
    expect(limiter.tryAcquireNow()).toBe(false); // 2 calls in this second already
    const queued = limiter.acquire();
    timer.time = 1000;
    expect(limiter.tryAcquireNow()).toBe(false); // room again, but a call waits its turn first
    await queued;
    expect(limiter.tryAcquireNow()).toBe(true);
    expect(limiter.tryAcquireNow()).toBe(false);
  });
});
