import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleListener } from './throttle-listener';

describe('throttleListener', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the first change at once and folds the rest of the interval into one call at its end', () => {
    const heard = vi.fn();
    const throttled = throttleListener(heard, 1000, () => Date.now());
    throttled.listener();
    expect(heard).toHaveBeenCalledTimes(1);
    for (let change = 0; change < 20; change += 1) {
      vi.advanceTimersByTime(40);
      throttled.listener();
    }
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200); // the interval ends: the last change is told
    expect(heard).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000); // nothing changed since: nothing more
    expect(heard).toHaveBeenCalledTimes(2);
    throttled.listener(); // a change after a quiet interval goes at once
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('drops a waiting call when cancelled', () => {
    const heard = vi.fn();
    const throttled = throttleListener(heard, 1000, () => Date.now());
    throttled.listener();
    throttled.listener();
    throttled.cancel();
    vi.advanceTimersByTime(2000);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
