// Durations of the product, all in milliseconds so callers never mix seconds and ms.

/** trading-core §7/§9, account-and-product §7/§9: request timeouts. */
export const REQUEST_TIMEOUTS_MS = {
  /** Exchange betting and account calls. */
  exchange: 15_000,
  /** Geo-IP lookup. */
  geo: 15_000,
  /** Exchange widgets REST service. */
  widgets: 10_000,
} as const;

/** trading-core §9 and account-and-product §4/§9: polling and refresh periods. */
export const REFRESH_INTERVALS_MS = {
  /** Runner data of the open market. */
  runnerData: 1_000,
  /** Live market status on lists and the market page (home soccer/team and horse status too). */
  marketStatus: 10_000,
  /** Live scores and event timelines (timelines for football only). */
  scoresAndTimelines: 21_000,
  /** Live balances and cash-outs of the visible / selected markets in lists and the sport list. */
  visibleBalances: 1_000,
  /** Recent settled markets in the sidebar. */
  recentSettledMarkets: 30_000,
  /** "Minutes since placed" counters in the sidebar. */
  minutesSincePlaced: 10_000,
  /** Price/volume chart image in the sidebar. */
  runnerChart: 10_000,
} as const;

/** trading-core §9 and account-and-product §9: debounces and throttles. */
export const DEBOUNCES_MS = {
  /** Ladder count recomputation on window resize. */
  ladderResize: 100,
  /** Generic resize handling. */
  resize: 100,
  /** Resize handling of the virtualised lists. */
  listResize: 200,
  /** Potential gains recomputation. */
  potentialGains: 500,
  /** Search input. */
  searchInput: 500,
  /** Saving changed settings remotely. */
  settingsSave: 2_000,
  /** Saving the application state locally. */
  appStateSave: 1_000,
  /** Rebuilding the widget preview script. */
  widgetPreview: 1_000,
  /** Recording user activity (inactivity tracking) at most this often. */
  activityRecording: 5_000,
} as const;

/** account-and-product §4/§9 "Inactivity". */
export const INACTIVITY_MS = {
  /** The "Are you there?" modal appears after 1 hour without activity. */
  warning: 3_600_000,
  /** Forced logout after 1.5 hours without activity. */
  logout: 5_400_000,
  /** Activity from other tabs is synchronised when timestamps differ by more than this. */
  crossTabSync: 10_000,
} as const;

/**
 * trading-core §5/§9: flash and highlight durations. The bet and cash-out animation caps (30 s,
 * 30 s + 3 s) are owned by orders/ (BET_ANIMATION_CAP_S) and closing/ (CASHOUT_ANIMATION_*),
 * next to the rules that use them, and are not repeated here.
 */
export const ANIMATIONS_MS = {
  /** An out-of-range odd set to its bound flashes for 400 ms. */
  invalidOddFlash: 400,
  /** A changed traded volume or last traded price is highlighted for 1 s. */
  changeHighlight: 1_000,
} as const;

/** trading-core §8 and account-and-product §8: toast durations. */
export const TOAST_DURATIONS_MS = {
  /** Toasts auto-close after 5 s unless persistent. */
  default: 5_000,
  /** 'Reached maximum ladders for this screen size…' warning. */
  maxLaddersWarning: 8_000,
} as const;
