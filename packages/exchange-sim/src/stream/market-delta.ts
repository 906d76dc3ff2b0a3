// One market's published change, built once per publish and shared by every subscriber
// (betfair-protocol §5.7). Ladders are kept as maps so conflation can merge changes by key:
// price-keyed ladders by price (size 0 deletes), level-keyed ladders by level ([0,0] deletes).
// An image (`img`) holds the whole market; a delta only what moved.
import type { MarketDefinition } from '@greenbook/betfair';

export type PriceMap = Map<number, number>;
/** level → [price, size]; [0, 0] means the level is now empty. */
export type LevelMap = Map<number, [price: number, size: number]>;

export const PRICE_LADDERS = ['atb', 'atl', 'trd', 'spb', 'spl'] as const;
export const LEVEL_LADDERS = ['batb', 'batl'] as const;
export const RUNNER_SCALARS = ['ltp', 'tv', 'spn', 'spf'] as const;

export interface RunnerDelta {
  readonly id: number;
  readonly hc: number;
  atb?: PriceMap;
  atl?: PriceMap;
  trd?: PriceMap;
  spb?: PriceMap;
  spl?: PriceMap;
  /** Present (possibly empty) whenever the side's best levels changed (bdatb mirrors it). */
  batb?: LevelMap;
  batl?: LevelMap;
  ltp?: number;
  tv?: number;
  spn?: number;
  spf?: number;
}

export interface MarketDelta {
  readonly marketId: string;
  /** Publish sequence of the newest change merged in. */
  seq: number;
  img: boolean;
  /** How many publishes were merged into this one (> 1 ⇒ `con:true`). */
  merged: number;
  tv?: number;
  definition?: MarketDefinition;
  /** By `selectionId_handicap`, in runner order. */
  readonly runners: Map<string, RunnerDelta>;
  /** Serialised MarketChange per subscription variant: each variant is encoded once. */
  readonly encoded: Map<string, string>;
}

export function emptyDelta(marketId: string, seq: number, img: boolean): MarketDelta {
  return { marketId, seq, img, merged: 1, runners: new Map(), encoded: new Map() };
}

function copyRunner(runner: RunnerDelta): RunnerDelta {
  const copy: RunnerDelta = { ...runner };
  for (const key of PRICE_LADDERS) if (runner[key] !== undefined) copy[key] = new Map(runner[key]);
  for (const key of LEVEL_LADDERS) if (runner[key] !== undefined) copy[key] = new Map(runner[key]);
  return copy;
}

/** A private copy that conflation may merge into (published deltas stay as they were). */
export function copyDelta(delta: MarketDelta): MarketDelta {
  const copy: MarketDelta = { ...delta, runners: new Map(), encoded: new Map() };
  for (const [key, runner] of delta.runners) copy.runners.set(key, copyRunner(runner));
  return copy;
}

function mergeMap<V>(
  target: Map<number, V>,
  source: Map<number, V>,
  isDeletion: (v: V) => boolean,
  img: boolean,
) {
  for (const [key, value] of source) {
    // An image holds only what exists; a delta keeps deletions to pass them on.
    if (img && isDeletion(value)) target.delete(key);
    else target.set(key, value);
  }
}

/** Applies a later change onto `target` (a copy): later values win, an image replaces all. */
export function mergeInto(target: MarketDelta, source: MarketDelta): MarketDelta {
  if (source.img) {
    const replaced = copyDelta(source);
    replaced.merged = target.merged + source.merged;
    return replaced;
  }
  target.seq = source.seq;
  target.merged += source.merged;
  target.encoded.clear();
  if (source.tv !== undefined) target.tv = source.tv;
  if (source.definition !== undefined) target.definition = source.definition;
  for (const [key, from] of source.runners) {
    let into = target.runners.get(key);
    if (into === undefined) {
      into = { id: from.id, hc: from.hc };
      target.runners.set(key, into);
    }
    for (const ladder of PRICE_LADDERS) {
      const values = from[ladder];
      if (values !== undefined)
        mergeMap((into[ladder] ??= new Map()), values, (size) => size === 0, target.img);
    }
    for (const ladder of LEVEL_LADDERS) {
      const values = from[ladder];
      if (values !== undefined)
        mergeMap((into[ladder] ??= new Map()), values, (entry) => entry[1] === 0, target.img);
    }
    for (const scalar of RUNNER_SCALARS) {
      const value = from[scalar];
      if (value !== undefined) into[scalar] = value;
    }
  }
  return target;
}
