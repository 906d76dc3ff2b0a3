// A listener told at most once per interval: the first change at once, later ones within the
// interval folded into one call at its end (so the last change is never missed). For figures
// whose every change is not worth a redraw of what shows them (the market selector's live
// matched volume, issue 21 §6).

export interface ThrottledListener {
  readonly listener: () => void;
  /** Drops a call still waiting (when the subscription ends). */
  readonly cancel: () => void;
}

export function throttleListener(
  listener: () => void,
  intervalMs: number,
  now: () => number = () => performance.now(),
): ThrottledListener {
  let last = -Infinity;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const tell = () => {
    waiting = undefined;
    last = now();
    listener();
  };
  return {
    listener: () => {
      if (waiting !== undefined) return;
      const since = now() - last;
      if (since >= intervalMs) tell();
      else waiting = setTimeout(tell, intervalMs - since);
    },
    cancel: () => clearTimeout(waiting),
  };
}
