// Drives a market cache from the lines of a historical file, exactly as a live stream would (the
// compact market-change lines through the cache's specialised reader, as the live session does).
// Lines that are not valid market-change messages are counted and skipped, never thrown.
import { MarketStreamCache } from '../stream/cache/market-stream-cache.js';
import type { MarketCache } from '../stream/cache/market-cache.js';
import type { MarketChangeMessage } from '../stream/messages.js';

export interface ReplayStats {
  lines: number;
  marketMessages: number;
  skipped: number;
}

function isMarketChangeMessage(value: unknown): value is MarketChangeMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { op?: unknown; mc?: unknown; pt?: unknown };
  return (
    message.op === 'mcm' &&
    typeof message.pt === 'number' &&
    (message.mc === undefined || Array.isArray(message.mc))
  );
}

/**
 * Applies each line to a fresh cache; `onChange(lineNumber, markets)` hears, for every line that
 * changed at least one market, the markets it changed (1-based line numbers).
 */
export function replayLines(
  lines: readonly string[],
  onChange: (lineNumber: number, markets: readonly MarketCache[]) => void,
  cache = new MarketStreamCache(),
): ReplayStats {
  const stats: ReplayStats = { lines: lines.length, marketMessages: 0, skipped: 0 };
  for (let index = 0; index < lines.length; index += 1) {
    // The common compact line through the specialised reader, the others parsed.
    const read = cache.applyLine(lines[index]!);
    if (read !== undefined) {
      stats.marketMessages += 1;
      if (read.length > 0) onChange(index + 1, read);
      continue;
    }
    let message: unknown;
    try {
      message = JSON.parse(lines[index]!);
    } catch {
      stats.skipped += 1;
      continue;
    }
    if (!isMarketChangeMessage(message)) {
      stats.skipped += 1;
      continue;
    }
    stats.marketMessages += 1;
    const changed = cache.apply(message);
    if (changed.length > 0) onChange(index + 1, changed);
  }
  return stats;
}
