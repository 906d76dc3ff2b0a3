// A cached market written back as one full-image MarketChange (img: true), so a recording begun
// mid-stream starts self-contained: replayed into an empty cache it gives the market exactly as
// the live cache held it — definition, market and runner volumes, every ladder and price.
import type {
  LevelPriceSizeTuple,
  MarketChange,
  PriceSizeTuple,
  RunnerChange,
} from '../stream/market-change.js';
import type { MarketCache } from '../stream/cache/market-cache.js';
import type { LevelLadder, PriceLadder } from '../stream/cache/price-ladder.js';
import type { RunnerCache } from '../stream/cache/runner-cache.js';

/** The market as one image change; values the cache holds at their defaults are left out. */
export function marketImage(market: MarketCache): MarketChange {
  const image: MarketChange = { id: market.marketId };
  if (market.definition !== undefined) image.marketDefinition = market.definition;
  image.rc = market.sortedRunners().map(runnerImage);
  image.img = true;
  if (market.totalMatched !== 0) image.tv = market.totalMatched;
  return image;
}

function runnerImage(runner: RunnerCache): RunnerChange {
  const image: RunnerChange = { id: runner.selectionId };
  if (runner.handicap !== 0) image.hc = runner.handicap;
  setPrices(image, 'atb', runner.availableToBack);
  setPrices(image, 'atl', runner.availableToLay);
  setPrices(image, 'spb', runner.startingPriceBack);
  setPrices(image, 'spl', runner.startingPriceLay);
  setPrices(image, 'trd', runner.traded);
  setLevels(image, 'batb', runner.bestAvailableToBack);
  setLevels(image, 'batl', runner.bestAvailableToLay);
  setLevels(image, 'bdatb', runner.bestDisplayAvailableToBack);
  setLevels(image, 'bdatl', runner.bestDisplayAvailableToLay);
  if (runner.lastPriceTraded !== undefined) image.ltp = runner.lastPriceTraded;
  if (runner.totalMatched !== 0) image.tv = runner.totalMatched;
  if (runner.startingPriceNear !== undefined) image.spn = runner.startingPriceNear;
  if (runner.startingPriceFar !== undefined) image.spf = runner.startingPriceFar;
  return image;
}

function setPrices(
  image: RunnerChange,
  key: 'atb' | 'atl' | 'spb' | 'spl' | 'trd',
  ladder: PriceLadder,
): void {
  // An empty ladder is left out: in a change, an empty trd would mean "cleared", not "none".
  const levels: PriceSizeTuple[] = ladder.toArray();
  if (levels.length > 0) image[key] = levels;
}

function setLevels(image: RunnerChange, key: 'batb' | 'batl' | 'bdatb' | 'bdatl', ladder: LevelLadder): void {
  const levels: LevelPriceSizeTuple[] = ladder.levels();
  if (levels.length > 0) image[key] = levels;
}
