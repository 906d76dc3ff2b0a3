// trading-core §3 "Persisted settings" and §9: default values of the non-stake settings.

/**
 * trading-core §2/§5: odds views. MARKET_TAKE (default) shows under Back the other side's offers
 * you can take (the stream's atb), MARKET_MAKE the book you would join (atl); see the web grid's
 * grid-prices.ts for the reading of the spec's "swaps which side's book shows".
 */
export const ODDS_VIEWS = ['MARKET_TAKE', 'MARKET_MAKE'] as const;

/** trading-core §5: one of the odds views. */
export type OddsView = (typeof ODDS_VIEWS)[number];

/** trading-core §5 and account-and-product §4/§5: interface themes. */
export const THEMES = ['light', 'dark'] as const;

/** trading-core §5: one of the themes. */
export type Theme = (typeof THEMES)[number];

/** trading-core §3/§9: defaults of the settings that are not stakes or ladder sliders. */
export const SETTINGS_DEFAULTS = {
  confirmation: true,
  oddsView: 'MARKET_TAKE',
  theme: 'light',
  /** Weight of money per depth (best, second, third odd); must total 100. */
  moneyWeight: { bestOdd: 50, secondOdd: 30, thirdOdd: 20 },
  /** Tick offset and stop loss start at 1 tick (and cannot go below 1). */
  autoOptionTicks: 1,
  hideBetNotifications: { error: false, success: false },
} as const;
