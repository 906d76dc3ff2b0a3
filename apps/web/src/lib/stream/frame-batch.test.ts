import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeBatch, NO_FRAME_FLUSH_MS, nextFrame } from './frame-batch';

describe('stream change batch (issue 12 item 15)', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('hands each changed market over once, in first-changed order, at the next frame', () => {
    const flushes: unknown[] = [];
    const batch = new ChangeBatch(nextFrame, (changed) => flushes.push(changed));
    batch.add('market', ['1.2']);
    batch.add('order', ['1.1']);
    batch.add('market', ['1.1', '1.2']);
    batch.add('market', []);
    expect(flushes).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(flushes).toEqual([{ market: ['1.2', '1.1'], order: ['1.1'] }]);
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS); // the fallback of a flush already run does nothing
    expect(flushes).toHaveLength(1);
    batch.add('order', ['1.3']);
    vi.advanceTimersToNextFrame();
    expect(flushes.at(-1)).toEqual({ market: [], order: ['1.3'] });
  });

  it('schedules nothing for a message that changed no market', () => {
    const flushes: unknown[] = [];
    const batch = new ChangeBatch(nextFrame, (changed) => flushes.push(changed));
    batch.add('market', []);
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS);
    expect(flushes).toEqual([]);
  });

  it('flushes without a frame after NO_FRAME_FLUSH_MS (a hidden tab draws none)', () => {
    const flushes: unknown[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 1); // frames never come
    const batch = new ChangeBatch(nextFrame, (changed) => flushes.push(changed));
    batch.add('market', ['1.1']);
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS - 1);
    expect(flushes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushes).toEqual([{ market: ['1.1'], order: [] }]);
    vi.restoreAllMocks();
  });
});
