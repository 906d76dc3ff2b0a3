// trading-core §2 "Right-hand sidebar" and §3 "sidebar open flags": which sidebar containers are
// open, and the selected sidebar tab (persisted as marketTabSelected).

/**
 * trading-core §2: the sidebar's tabs, General, This Market and Sports List. Issue 16 reads the
 * persisted `marketTabSelected` as the selected sidebar tab; the live-stream panel's own tabs
 * (Watch Live, Match View, Match Stats) are not persisted.
 */
export const MARKET_TABS = { GENERAL: 1, THIS_MARKET: 2, SPORTS_LIST: 3 } as const;

/** trading-core §2: one of the sidebar tabs. */
export type MarketTab = (typeof MARKET_TABS)[keyof typeof MARKET_TABS];

/** This Market by default: a market page opens on its own tab (issue 16). */
export const DEFAULT_MARKET_TAB: MarketTab = MARKET_TABS.THIS_MARKET;

/** trading-core §2: true for 1, 2 or 3. */
export function isMarketTab(value: unknown): value is MarketTab {
  return value === 1 || value === 2 || value === 3;
}

/** trading-core §2 General tab: its collapsible containers, in the order the tab shows them. */
export const GENERAL_CONTAINERS = [
  'account',
  'settings',
  'unmatchedBets',
  'autoBets',
  'startingPriceBets',
  'recentMarkets',
] as const;

/** trading-core §2 This Market tab: its collapsible containers, in the order the tab shows them. */
export const THIS_MARKET_CONTAINERS = [
  'liveStream',
  'chart',
  'matchedBets',
  'unmatchedBets',
  'autoBets',
  'startingPriceBets',
  'rules',
] as const;

/** trading-core §3: open (true) or collapsed (false), per container of each tab. */
export interface SidebarContainers {
  general: Record<(typeof GENERAL_CONTAINERS)[number], boolean>;
  thisMarket: Record<(typeof THIS_MARKET_CONTAINERS)[number], boolean>;
}

/**
 * trading-core §2: "market rules (collapsed by default, others expanded)". The spec gives no
 * defaults for the General tab; its containers start expanded like the others.
 */
export const DEFAULT_SIDEBAR_CONTAINERS: SidebarContainers = {
  general: {
    account: true,
    settings: true,
    unmatchedBets: true,
    autoBets: true,
    startingPriceBets: true,
    recentMarkets: true,
  },
  thisMarket: {
    liveStream: true,
    chart: true,
    matchedBets: true,
    unmatchedBets: true,
    autoBets: true,
    startingPriceBets: true,
    rules: false,
  },
};
