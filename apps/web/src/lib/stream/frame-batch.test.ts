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

  it('flushes a hidden page after NO_FRAME_FLUSH_MS (a hidden tab draws no frames)', () => {
    const flushes: unknown[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 1); // frames never come
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const batch = new ChangeBatch(nextFrame, (changed) => flushes.push(changed));
    batch.add('market', ['1.1']);
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS - 1);
    expect(flushes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushes).toEqual([{ market: ['1.1'], order: [] }]);
    vi.restoreAllMocks();
  });

  it('makes a visible page wait for its frame however late, so the render is painted in it', () => {
    const flushes: unknown[] = [];
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const batch = new ChangeBatch(nextFrame, (changed) => flushes.push(changed));
    batch.add('market', ['1.1']);
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS * 5); // a slow frame on a loaded machine
    expect(flushes).toEqual([]);
    frames[0]!(0);
    expect(flushes).toEqual([{ market: ['1.1'], order: [] }]);
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS * 5);
    expect(flushes).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('flushes a page going hidden while it waited for a frame', () => {
    const flushes: unknown[] = [];
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 1); // frames never come
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const batch = new ChangeBatch(nextFrame, (changed) => flushes.push(changed));
    batch.add('order', ['1.1']);
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS * 3);
    expect(flushes).toEqual([]);
    visibility = 'hidden';
    vi.advanceTimersByTime(NO_FRAME_FLUSH_MS);
    expect(flushes).toEqual([{ market: [], order: ['1.1'] }]);
    vi.restoreAllMocks();
  });
});
