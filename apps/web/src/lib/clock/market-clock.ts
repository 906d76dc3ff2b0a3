// The time markets are read against (account-and-product §4 'going live' before the start, then
// the DELAY count-up): the wall clock, or in practice mode (issue 21 §1) the replay's position, so
// a recorded market a day before its off says 'going live', not DELAY with years of count-up.
// The practice bar hands over each replay state it reads; the licence and other real-world
// clocks keep reading useSecondClock.
import { useSyncExternalStore } from 'react';
import { useSecondClock } from './use-second-clock';

export interface ReplayClock {
  /** The replay's position (epoch ms of the recording) when it was read. */
  readonly at: number;
  /** Recorded milliseconds per wall millisecond: the speed while playing, 0 when paused. */
  readonly rate: number;
  /** Wall time the position was read at. */
  readonly readAt: number;
}

let replay: ReplayClock | undefined;
const listeners = new Set<() => void>();

/** Markets follow this replay from now on; undefined goes back to the wall clock. */
export function followReplay(next: ReplayClock | undefined): void {
  replay = next;
  for (const listener of listeners) listener();
}

/** The market time at wall time `wallNow`. */
export function marketTimeAt(wallNow: number, clock: ReplayClock | undefined = replay): number {
  return clock === undefined ? wallNow : clock.at + Math.max(0, wallNow - clock.readAt) * clock.rate;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The market time, updated every second (and whenever the replay's state is read). */
export function useMarketClock(): number {
  const wallNow = useSecondClock();
  const clock = useSyncExternalStore(subscribe, () => replay);
  return marketTimeAt(wallNow, clock);
}
