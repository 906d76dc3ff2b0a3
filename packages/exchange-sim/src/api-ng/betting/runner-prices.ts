// A runner's prices as listMarketBook shows them (betfair-protocol §2.4): exchange prices
// (best offers rolled up, all offers, traded volume) and starting prices, in the view currency.
import type { ExchangePrices, PriceSize, StartingPrices } from '@greenbook/betfair';
import { availableToBack, availableToLay, tradedVolume, type PriceSizePair } from '../../core/book-views.js';
import { toCents, toPence } from '../../core/currency.js';
import type { SimMarket, SimRunner } from '../../core/market.js';
import { projectedStartingPrice } from '../../core/starting-price.js';
import type { BookOptions, ViewCurrency } from './book-options.js';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Pounds of the GBP book in the view currency. */
export const fromPounds = (pounds: number, currency: ViewCurrency): number =>
  toCents(Math.round(pounds * 100), currency.rate) / 100;

const toPriceSizes = (pairs: readonly PriceSizePair[], currency: ViewCurrency): PriceSize[] =>
  pairs.map(([price, size]) => ({ price, size: fromPounds(size, currency) }));

/**
 * STAKE rolls levels together until their size reaches the limit, PAYOUT until price × size
 * does (2.0 × size on LINE markets); the rolled level shows the last (worst) price it took in.
 * A remainder below the limit at the end of the book is still shown, so no liquidity hides.
 */
export function rollUp(
  levels: readonly PriceSize[],
  model: BookOptions['rollupModel'],
  limit: number,
  isLine: boolean,
): PriceSize[] {
  if (model === 'NONE' || limit <= 0) return [...levels];
  const rolled: PriceSize[] = [];
  let size = 0;
  let measure = 0;
  let last: number | undefined;
  for (const level of levels) {
    size += level.size;
    measure += model === 'STAKE' ? level.size : level.size * (isLine ? 2 : level.price);
    last = level.price;
    if (measure >= limit - 1e-9) {
      rolled.push({ price: level.price, size: round2(size) });
      size = 0;
      measure = 0;
    }
  }
  if (size > 0 && last !== undefined) rolled.push({ price: last, size: round2(size) });
  return rolled;
}

export function exchangePrices(market: SimMarket, runner: SimRunner, options: BookOptions): ExchangePrices {
  const { priceData, currency } = options;
  const book = runner.book;
  let back: PriceSize[] = [];
  let lay: PriceSize[] = [];
  if (priceData.has('EX_ALL_OFFERS')) {
    back = toPriceSizes(availableToBack(book), currency);
    lay = toPriceSizes(availableToLay(book), currency);
  } else if (priceData.has('EX_BEST_OFFERS')) {
    const depth = options.bestPricesDepth ?? 3;
    const best = (pairs: PriceSizePair[]) =>
      rollUp(toPriceSizes(pairs, currency), options.rollupModel, options.rollupLimit, market.isLine).slice(
        0,
        depth,
      );
    back = best(availableToBack(book));
    lay = best(availableToLay(book));
  }
  return {
    availableToBack: back,
    availableToLay: lay,
    tradedVolume: priceData.has('EX_TRADED') ? toPriceSizes(tradedVolume(book), currency) : [],
  };
}

/** Waiting starting-price bets by price: MOC backs at 1.01, MOC lays at 1000, LOC at their limit (§7). */
function spTaken(
  market: SimMarket,
  runner: SimRunner,
  side: 'BACK' | 'LAY',
  currency: ViewCurrency,
): PriceSize[] {
  const byPrice = new Map<number, number>();
  for (const order of market.startingPriceOrders) {
    if (order.selectionId !== runner.selectionId || order.handicap !== runner.handicap || order.side !== side)
      continue;
    const price =
      order.orderType === 'LIMIT_ON_CLOSE'
        ? order.price
        : side === 'BACK'
          ? market.ladder.min
          : market.ladder.max;
    byPrice.set(price, (byPrice.get(price) ?? 0) + toPence(order.remaining, order.rate));
  }
  return [...byPrice.entries()]
    .sort(([a], [b]) => (side === 'BACK' ? a - b : b - a))
    .map(([price, pence]) => ({ price, size: toCents(pence, currency.rate) / 100 }));
}

/** SP_AVAILABLE: projected prices and the bets waiting for the SP; SP_TRADED: the reconciled SP. */
export function startingPrices(
  market: SimMarket,
  runner: SimRunner,
  options: BookOptions,
): StartingPrices | undefined {
  const available = options.priceData.has('SP_AVAILABLE');
  const traded = options.priceData.has('SP_TRADED');
  if (!available && !traded) return undefined;
  if (!market.spec.bspMarket) return {};
  const projected = projectedStartingPrice(market, runner);
  return {
    ...(available && projected !== undefined ? { nearPrice: projected, farPrice: projected } : {}),
    ...(available
      ? {
          backStakeTaken: spTaken(market, runner, 'BACK', options.currency),
          layLiabilityTaken: spTaken(market, runner, 'LAY', options.currency),
        }
      : {}),
    // Removed runners have no SP: NaN on the wire (betfair-protocol §1.7).
    ...(traded && market.bspReconciled ? { actualSP: runner.bsp ?? ('NaN' as const) } : {}),
  };
}
