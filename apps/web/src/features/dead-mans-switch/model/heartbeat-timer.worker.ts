// The dead-man's switch's timer in a dedicated worker (issue 21 §3): browsers throttle the timers of
// a hidden tab's page (Chrome to one wake-up a minute after five minutes hidden), which would let the
// exchange's shortest timeouts run out while the trader is only in another tab. A worker's timers
// are not throttled that way. Messages: {id, ms} sets a timer, {id} cancels it; the worker posts
// the id back when a timer runs out.
const timers = new Map<number, ReturnType<typeof setTimeout>>();

self.addEventListener('message', (event: MessageEvent<{ id: number; ms?: number }>) => {
  const { id, ms } = event.data;
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (ms === undefined) return;
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      self.postMessage(id);
    }, ms),
  );
});
