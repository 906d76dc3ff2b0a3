// account-and-product §2 recent-markets bar and §3 "Recent markets list entry": the markets the
// trader opened, newest first, kept in local storage so the bar survives a reload. The market
// page adds to it; the shell's bar reads and removes. How many are kept is not in the spec: the
// last 10, enough for a bar of chips without scrolling on a desktop screen.
import { create } from 'zustand';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../storage/local-storage';

export const RECENT_MARKETS_MAX = 10;

export interface RecentMarket {
  readonly marketId: string;
  readonly eventId: string;
  readonly eventTypeId: string;
  readonly eventName: string;
  readonly marketName: string;
  readonly marketStartTime: string;
}

interface RecentMarketsState {
  readonly markets: readonly RecentMarket[];
  /** Puts the market first (once), dropping the oldest past the maximum. */
  readonly open: (market: RecentMarket) => void;
  readonly remove: (marketId: string) => void;
  /** Sign-out: nothing of the user stays behind. */
  readonly clear: () => void;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Stored entries that still have every field (local storage may hold old or edited data). */
function readStored(): RecentMarket[] {
  const stored = readJson(STORAGE_KEYS.recentMarkets);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is RecentMarket => {
      if (typeof entry !== 'object' || entry === null) return false;
      const record = entry as Record<keyof RecentMarket, unknown>;
      return (
        isText(record.marketId) &&
        isText(record.eventId) &&
        isText(record.eventTypeId) &&
        isText(record.eventName) &&
        isText(record.marketName) &&
        isText(record.marketStartTime)
      );
    })
    .slice(0, RECENT_MARKETS_MAX);
}

export const useRecentMarketsStore = create<RecentMarketsState>()((set, get) => {
  const save = (markets: readonly RecentMarket[]) => {
    writeJson(STORAGE_KEYS.recentMarkets, markets);
    set({ markets });
  };
  return {
    markets: readStored(),
    open: (market) => {
      const current = get().markets;
      if (current[0]?.marketId === market.marketId && current[0].marketName === market.marketName) return;
      save(
        [market, ...current.filter((entry) => entry.marketId !== market.marketId)].slice(
          0,
          RECENT_MARKETS_MAX,
        ),
      );
    },
    remove: (marketId) => save(get().markets.filter((entry) => entry.marketId !== marketId)),
    clear: () => {
      removeKey(STORAGE_KEYS.recentMarkets);
      set({ markets: [] });
    },
  };
});
