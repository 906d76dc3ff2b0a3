// trading-core §2 "Grid/Ladder view selector": which view the market page shows. The spec lists it
// among the header's controls but not among the persisted settings (trading-core §3,
// account-and-product §3); a trader who works from the ladder expects it back after a reload or on
// another machine, so it is kept per user with the other settings as `marketView` (our name).
/** The market page's views. */
export const MARKET_VIEWS = ['grid', 'ladder'] as const;

/** One of the market page's views. */
export type MarketView = (typeof MARKET_VIEWS)[number];

/** The view of a new user: the grid, as before the choice was saved. */
export const DEFAULT_MARKET_VIEW: MarketView = 'grid';

/** True for 'grid' and 'ladder' only (exact case). */
export function isMarketView(value: unknown): value is MarketView {
  return typeof value === 'string' && (MARKET_VIEWS as readonly string[]).includes(value);
}
