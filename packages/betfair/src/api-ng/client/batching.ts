// Batching rules of trading-core §7/§9 and betfair-protocol §1.6: catalogue 40 market ids per
// call, market book 100 ids and never past the data-weighting limit of 200, cancels 60
// instructions per call.

export const CATALOGUE_BATCH = 40;
export const MARKET_BOOK_BATCH = 100;
export const CANCEL_BATCH = 60;
export const MAX_DATA_WEIGHT = 200;

/** Splits items into consecutive batches of at most `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError(`batch size must be at least 1, got ${size}`);
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const PRICE_DATA_WEIGHTS: Readonly<Record<string, number>> = {
  SP_AVAILABLE: 3,
  SP_TRADED: 7,
  EX_BEST_OFFERS: 5,
  EX_ALL_OFFERS: 17,
  EX_TRADED: 17,
};

/** betfair-protocol §1.6: weight of one market for a listMarketBook price projection. */
export function marketBookWeight(priceData: readonly string[] = [], bestPricesDepth = 3): number {
  const set = new Set(priceData);
  if (set.size === 0) return 2;
  // Combinations are not additive (§1.6).
  let weight = 0;
  if (set.has('EX_ALL_OFFERS') && set.has('EX_TRADED')) {
    weight += 32;
    set.delete('EX_ALL_OFFERS');
    set.delete('EX_TRADED');
    set.delete('EX_BEST_OFFERS'); // EX_ALL_OFFERS wins over EX_BEST_OFFERS
  } else if (set.has('EX_BEST_OFFERS') && set.has('EX_TRADED')) {
    weight += 20 * (bestPricesDepth / 3);
    set.delete('EX_BEST_OFFERS');
    set.delete('EX_TRADED');
  }
  if (set.has('EX_ALL_OFFERS')) set.delete('EX_BEST_OFFERS');
  for (const item of set)
    weight += (PRICE_DATA_WEIGHTS[item] ?? 0) * (item === 'EX_BEST_OFFERS' ? bestPricesDepth / 3 : 1);
  return weight;
}

/** Market ids per listMarketBook call: 100, fewer when the projection is heavy. */
export function marketBookBatchSize(priceData: readonly string[] = [], bestPricesDepth = 3): number {
  return Math.max(
    1,
    Math.min(MARKET_BOOK_BATCH, Math.floor(MAX_DATA_WEIGHT / marketBookWeight(priceData, bestPricesDepth))),
  );
}
