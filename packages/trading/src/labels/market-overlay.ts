// trading-core §4 "Market status": the overlay texts of a dimmed, non-open market.

/** trading-core §4 / betfair-protocol MarketStatus: the four market statuses. */
export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'INACTIVE', 'CLOSED'] as const;

/** trading-core §4: one of the market statuses. */
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** trading-core §4: the overlay text of each non-open status, in the spec's wording. */
export const MARKET_OVERLAY_TEXTS = {
  CLOSED: 'This market is CLOSED.',
  SUSPENDED: 'This market is SUSPENDED. It may go live in any second.',
  INACTIVE: 'This market is INACTIVE. Action will start soon.',
} as const;

/** trading-core §4: true when the value is one of the four market statuses (exact case). */
export function isMarketStatus(value: unknown): value is MarketStatus {
  return typeof value === 'string' && (MARKET_STATUSES as readonly string[]).includes(value);
}

/**
 * trading-core §4: the overlay text for a market status; undefined for OPEN (no overlay).
 * An unknown status also gets no overlay: dimming a market on a value we do not understand
 * would hide prices the exchange still offers, and placing is refused by the exchange anyway.
 */
export function marketOverlayText(status: string | undefined): string | undefined {
  if (status === 'CLOSED' || status === 'SUSPENDED' || status === 'INACTIVE')
    return MARKET_OVERLAY_TEXTS[status];
  return undefined;
}

/** trading-core §4: the CLOSED overlay links home ('/'). */
export function marketOverlayLinksHome(status: string | undefined): boolean {
  return status === 'CLOSED';
}
