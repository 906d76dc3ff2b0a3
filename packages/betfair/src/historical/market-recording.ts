// Records markets from a live market stream into Betfair's historical format (betfair-protocol §6):
// one JSON line per market change message, {"op":"mcm","clk","pt","mc"}, each market starting with
// a full image built from the live cache (market-image.ts), so a file begun mid-stream replays on
// its own. After that, every applied message's changes of the recorded markets are written as they
// came (a later re-image from a resubscription keeps its img: true); heartbeats, subscription ids,
// change types and other markets are left out, as in Betfair's own files. Memory is bounded: the
// recording stops taking lines at its size limit and says so (`full`), keeping what it has.
import type { MarketStreamCache } from '../stream/cache/market-stream-cache.js';
import type { MarketChange } from '../stream/market-change.js';
import type { MarketChangeMessage } from '../stream/messages.js';
import { marketImage } from './market-image.js';

/** 20 million characters (about 20 MB of JSON, 1–2 MB gzipped): hours of a busy market. */
export const RECORDING_LIMIT_CHARS = 20_000_000;

interface HistoricalLine {
  op: 'mcm';
  // Left out when unknown (undefined is not written by JSON.stringify).
  clk?: string | undefined;
  pt: number;
  mc: MarketChange[];
}

export class MarketRecording {
  private readonly recorded: ReadonlySet<string>;
  private readonly lines: string[] = [];
  private chars = 0;
  /** The size limit was reached: nothing more is recorded. */
  full = false;

  /** Starts recording `marketIds` with an image of each the cache already holds. */
  constructor(
    marketIds: readonly string[],
    cache: MarketStreamCache,
    /** The size limit, in characters. */
    readonly limit = RECORDING_LIMIT_CHARS,
  ) {
    this.recorded = new Set(marketIds);
    const held = marketIds
      .map((marketId) => cache.markets.get(marketId))
      .filter((market) => market !== undefined)
      .sort((a, b) => a.publishTime - b.publishTime);
    for (const market of held) this.append(cache.clk, market.publishTime, [marketImage(market)]);
  }

  get marketIds(): readonly string[] {
    return [...this.recorded];
  }

  /** Characters recorded so far (the file's size, plain, before line ends). */
  get size(): number {
    return this.chars;
  }

  get lineCount(): number {
    return this.lines.length;
  }

  /** The tap: called with every market change message after the live cache applied it. */
  record(message: MarketChangeMessage): void {
    const changes = message.mc;
    if (this.full || changes === undefined) return;
    const mine = changes.filter((change) => this.recorded.has(change.id));
    if (mine.length > 0) this.append(message.clk, message.pt, mine);
  }

  /** The historical file's text: one line per message, each ended by a newline. */
  text(): string {
    return this.lines.length === 0 ? '' : `${this.lines.join('\n')}\n`;
  }

  private append(clk: string | undefined, pt: number, mc: MarketChange[]): void {
    const line: HistoricalLine = { op: 'mcm', clk, pt, mc };
    const text = JSON.stringify(line);
    if (this.chars + text.length > this.limit) {
      this.full = true;
      return;
    }
    this.lines.push(text);
    this.chars += text.length;
  }
}
