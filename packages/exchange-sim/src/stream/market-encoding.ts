// A MarketChange as one subscription variant sees it (betfair-protocol §5.4 field flags, §5.7
// shapes): only the requested keys, level ladders cut to ladderLevels. Each distinct variant
// (field set + depth) is encoded once per published delta and the text shared by every
// connection that asked for it.
import type { MarketChange, MarketDataField, RunnerChange } from '@greenbook/betfair';
import type { LevelMap, MarketDelta, PriceMap, RunnerDelta } from './market-delta.js';

export interface MarketVariant {
  readonly key: string;
  readonly fields: ReadonlySet<MarketDataField>;
  readonly ladderLevels: number;
}

export function marketVariant(fields: ReadonlySet<MarketDataField>, ladderLevels: number): MarketVariant {
  return { key: `${[...fields].sort().join(',')}|${ladderLevels}`, fields, ladderLevels };
}

const descending = (a: [number, number], b: [number, number]) => b[0] - a[0];
const ascending = (a: [number, number], b: [number, number]) => a[0] - b[0];

function prices(map: PriceMap, order: typeof ascending): Array<[number, number]> {
  return [...map].sort(order);
}

function levels(map: LevelMap, depth: number): Array<[number, number, number]> {
  const result: Array<[number, number, number]> = [];
  for (const [level, [price, size]] of map) if (level < depth) result.push([level, price, size]);
  return result.sort((a, b) => a[0] - b[0]);
}

function runnerChange(runner: RunnerDelta, variant: MarketVariant, img: boolean): RunnerChange | undefined {
  const { fields } = variant;
  const change: RunnerChange = { id: runner.id, ...(runner.hc === 0 ? {} : { hc: runner.hc }) };
  let changed = img;
  const setPrices = (
    key: 'atb' | 'atl' | 'trd' | 'spb' | 'spl',
    map: PriceMap | undefined,
    order: typeof ascending,
  ) => {
    if (map === undefined || (img && map.size === 0)) return;
    change[key] = prices(map, order);
    changed = true;
  };
  const setLevels = (keys: ['batb' | 'bdatb', 'batl' | 'bdatl']) => {
    for (const [index, map] of [runner.batb, runner.batl].entries()) {
      if (map === undefined) continue;
      const entries = levels(map, variant.ladderLevels);
      // In a delta an empty list says "changed outside your ladderLevels" (§5.9, §8.14).
      if (img && entries.length === 0) continue;
      change[keys[index]!] = entries;
      changed = true;
    }
  };
  if (fields.has('EX_ALL_OFFERS')) {
    setPrices('atb', runner.atb, descending);
    setPrices('atl', runner.atl, ascending);
  }
  if (fields.has('EX_BEST_OFFERS')) setLevels(['batb', 'batl']);
  // No virtual bets in the simulator: the display ladders equal the plain ones (§5.4).
  if (fields.has('EX_BEST_OFFERS_DISP')) setLevels(['bdatb', 'bdatl']);
  if (fields.has('EX_TRADED')) setPrices('trd', runner.trd, ascending);
  if (fields.has('SP_TRADED')) {
    setPrices('spb', runner.spb, descending);
    setPrices('spl', runner.spl, ascending);
  }
  const setScalar = (key: 'ltp' | 'tv' | 'spn' | 'spf') => {
    const value = runner[key];
    if (value === undefined) return;
    change[key] = value;
    changed = true;
  };
  if (fields.has('EX_LTP')) setScalar('ltp');
  if (fields.has('EX_TRADED_VOL')) setScalar('tv');
  if (fields.has('SP_PROJECTED')) {
    setScalar('spn');
    setScalar('spf');
  }
  return changed ? change : undefined;
}

/** The MarketChange JSON of a delta for a variant, or undefined when none of its fields moved. */
export function encodeMarketChange(delta: MarketDelta, variant: MarketVariant): string | undefined {
  const cached = delta.encoded.get(variant.key);
  if (cached !== undefined) return cached === '' ? undefined : cached;
  const change: MarketChange = { id: delta.marketId };
  if (delta.img) change.img = true;
  if (variant.fields.has('EX_TRADED_VOL') && delta.tv !== undefined) change.tv = delta.tv;
  if (delta.merged > 1) change.con = true;
  if (variant.fields.has('EX_MARKET_DEF') && delta.definition !== undefined)
    change.marketDefinition = delta.definition;
  const rc: RunnerChange[] = [];
  for (const runner of delta.runners.values()) {
    const runnerDelta = runnerChange(runner, variant, delta.img);
    if (runnerDelta !== undefined) rc.push(runnerDelta);
  }
  if (rc.length > 0) change.rc = rc;
  const moved =
    delta.img || change.tv !== undefined || change.marketDefinition !== undefined || rc.length > 0;
  const text = moved ? JSON.stringify(change) : '';
  delta.encoded.set(variant.key, text);
  return moved ? text : undefined;
}
