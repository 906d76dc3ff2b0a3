// A market's price ladder (trading-core §5/§9: CLASSIC, FINEST or LINE_RANGE) from its stream
// definition, named by a string so a view can select it from the live market without re-rendering
// on every change; shared by the ladder view and the grid's keyboard prices.
import type { MarketCache } from '@greenbook/betfair';
import { ladderFor, type PriceLadder } from '@greenbook/trading';

/** A string naming the market's price ladder; the ladder object is built once per key. */
export function ladderKeyOf(market: MarketCache | undefined): string {
  const definition = market?.definition;
  const type = definition?.priceLadderDefinition?.type ?? 'CLASSIC';
  if (type !== 'LINE_RANGE') return type;
  return `${type}:${definition?.lineInterval ?? ''}:${definition?.lineMinUnit ?? ''}:${definition?.lineMaxUnit ?? ''}`;
}

const ladders = new Map<string, PriceLadder>();

/** trading-core §5/§9: the market's ladder (CLASSIC, FINEST or LINE_RANGE) from its key. */
export function ladderOfKey(key: string): PriceLadder {
  let ladder = ladders.get(key);
  if (ladder === undefined) {
    const [type, interval, min, max] = key.split(':');
    const number = (value: string | undefined) =>
      value === undefined || value === '' ? undefined : Number(value);
    ladder = ladderFor({
      type: type === 'FINEST' || type === 'LINE_RANGE' ? type : 'CLASSIC',
      interval: number(interval),
      minUnit: number(min),
      maxUnit: number(max),
    });
    ladders.set(key, ladder);
  }
  return ladder;
}
