// A page left open across a release asks for route chunks the new build no longer has: Vite names
// chunks by their content and empties the build folder, and the server serves the build it started
// with. Vite reports such a failed import as `vite:preloadError` on window; one reload fetches the
// new index.html and its chunks, and the signed-in state comes back from storage as on any reload.
// Guarded: a second failure within a minute of that reload is an outage, not a stale page, and is
// left to the crash page as before rather than reloading in a loop. A worker's file is a chunk too
// (the ladder painter, the dead-man's switch timer): reportStaleWorker turns its failure to load
// into the same event.

/** The window's parts this needs (the real window in the app, a stand-in in tests). */
export interface ReleaseWindow {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly location: Pick<Location, 'reload'>;
}

const RELOADED_AT_KEY = 'greenbook:stale-chunk-reload-at';
export const STALE_CHUNK_RELOAD_GUARD_MS = 60_000;

function reloadedAt(storage: ReleaseWindow['sessionStorage']): number | undefined {
  try {
    const value = Number(storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined; // storage refused (privacy settings): no guard to read
  }
}

export function reloadOnStaleChunks(target: ReleaseWindow, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = reloadedAt(target.sessionStorage);
    if (last !== undefined && now() - last < STALE_CHUNK_RELOAD_GUARD_MS) return;
    try {
      target.sessionStorage.setItem(RELOADED_AT_KEY, String(now()));
    } catch {
      return; // without the guard a missing chunk could reload forever: leave it to the crash page
    }
    event.preventDefault(); // the reload replaces the page: no crash page for the stale one
    target.location.reload();
  });
}

/**
 * Reports a worker whose file failed to load as a stale chunk (the reload above). A failed load is
 * a plain `error` event on the Worker; an exception thrown inside a running worker is an ErrorEvent,
 * which is the worker's own bug, not a release, and is left alone.
 */
export function reportStaleWorker(
  worker: Pick<EventTarget, 'addEventListener'>,
  target: Pick<EventTarget, 'dispatchEvent'>,
): void {
  worker.addEventListener('error', (event) => {
    if (typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent) return;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  });
}
