import { describe, expect, it, vi } from 'vitest';
import {
  reloadOnStaleChunks,
  reportStaleWorker,
  STALE_CHUNK_RELOAD_GUARD_MS,
  type ReleaseWindow,
} from './reload-on-stale-chunks';

/** A window whose session storage survives its reloads, as a tab's does. */
function tab() {
  const events = new EventTarget();
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const target: ReleaseWindow = {
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    sessionStorage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    location: { reload },
  };
  const failChunk = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    events.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { target, events, reload, failChunk };
}

describe('a page left open across a release', () => {
  it('reloads once when a route chunk of the old build is gone', () => {
    const { target, reload, failChunk } = tab();
    reloadOnStaleChunks(target, () => 1_000_000);
    expect(failChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload in a loop: a chunk still missing just after the reload is left to the crash page', () => {
    const { target, reload, failChunk } = tab();
    let now = 1_000_000;
    reloadOnStaleChunks(target, () => now);
    failChunk();
    now += STALE_CHUNK_RELOAD_GUARD_MS - 1;
    expect(failChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later release, long after: a stale page again, reloaded again.
    now += STALE_CHUNK_RELOAD_GUARD_MS;
    expect(failChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the tab refuses storage, since nothing could stop a loop', () => {
    const { target, reload, failChunk } = tab();
    const refusing: ReleaseWindow = {
      ...target,
      sessionStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('SecurityError');
        },
      },
    };
    reloadOnStaleChunks(refusing);
    expect(failChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a worker of the old build', () => {
  it('whose file is gone reloads the page once, as a gone route chunk does', () => {
    const { target, events, reload } = tab();
    reloadOnStaleChunks(target, () => 1_000_000);
    const worker = new EventTarget();
    reportStaleWorker(worker, events);
    worker.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('whose code throws is left alone: a bug in the worker, not a release', () => {
    const { target, events, reload } = tab();
    reloadOnStaleChunks(target, () => 1_000_000);
    const worker = new EventTarget();
    reportStaleWorker(worker, events);
    worker.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
