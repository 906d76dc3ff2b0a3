// listTimeRanges (betfair-protocol §2.2): markets counted per DAYS / HOURS / MINUTES bucket of
// their start time, buckets in UTC, earliest first.
import { TIME_GRANULARITIES, type TimeGranularity, type TimeRangeResult } from '@greenbook/betfair';
import { sessionOperation } from '../caller.js';
import type { OperationTable } from '../operation-handler.js';
import { oneOf, required } from '../params.js';
import { filteredMarkets } from './navigation-listings.js';

const BUCKET_MS: Readonly<Record<TimeGranularity, number>> = {
  DAYS: 86_400_000,
  HOURS: 3_600_000,
  MINUTES: 60_000,
};

export const LIST_TIME_RANGES: OperationTable = {
  listTimeRanges: sessionOperation('betting', (params, caller): TimeRangeResult[] => {
    const granularity = required(params, 'granularity', oneOf(TIME_GRANULARITIES));
    const size = BUCKET_MS[granularity];
    const counts = new Map<number, number>();
    for (const market of filteredMarkets(params, caller)) {
      const start = Math.floor(Date.parse(market.spec.marketTime) / size) * size;
      counts.set(start, (counts.get(start) ?? 0) + 1);
    }
    return [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([start, marketCount]) => ({
        timeRange: { from: new Date(start).toISOString(), to: new Date(start + size).toISOString() },
        marketCount,
      }));
  }),
};
