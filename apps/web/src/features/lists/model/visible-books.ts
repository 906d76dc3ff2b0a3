// account-and-product §2/§9 "Live balances ... for visible market ids refresh every second": the
// books of the rows on screen, asked of the exchange (listMarketBook, batches of 100 within the
// data weighting: BetfairApi.listMarketBook) once a second, and at once when scrolling brings rows
// whose book the list has not seen yet (after the scroll settles, so a fling is not a burst of
// calls against the exchange's 5 a second). Rows read their own book through `subscribe`, so a
// refresh re-renders only the rows whose figures changed. A failed refresh keeps the last figures;
// the next second asks again. A market asked for and left out of the answer is closed: the
// exchange answers no CLOSED market in a call that also asks for open ones (betfair-protocol §1.6),
// and none once it has dropped the market, so its row says CLOSED instead of keeping its last
// LIVE label and prices for as long as the list stays open.
import { bookSignature, parseListBook, type ListBook } from './list-book';

export interface VisibleBooksOptions {
  /** listMarketBook of these ids; resolves with the exchange's answer, unchecked. */
  readonly fetchBooks: (marketIds: readonly string[]) => Promise<readonly unknown[]>;
  readonly intervalMs: number;
  /** How long the visible rows must hold still before unseen ones are fetched out of turn. */
  readonly settleMs: number;
}

type Listener = () => void;

export class VisibleBooks {
  private visible: readonly string[] = [];
  private readonly books = new Map<string, { readonly book: ListBook; readonly signature: string }>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private interval: ReturnType<typeof setInterval> | undefined;
  private settle: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private again = false;

  constructor(private readonly options: VisibleBooksOptions) {}

  start(): void {
    if (this.interval !== undefined) return;
    this.interval = setInterval(() => void this.refresh(), this.options.intervalMs);
  }

  stop(): void {
    clearInterval(this.interval);
    clearTimeout(this.settle);
    this.interval = undefined;
    this.settle = undefined;
  }

  /** The market ids on screen now; unseen ones are fetched once they hold still. */
  show(marketIds: readonly string[]): void {
    this.visible = marketIds;
    clearTimeout(this.settle);
    this.settle = undefined;
    if (marketIds.some((marketId) => !this.books.has(marketId)))
      this.settle = setTimeout(() => void this.refresh(), this.options.settleMs);
  }

  book(marketId: string): ListBook | undefined {
    return this.books.get(marketId)?.book;
  }

  subscribe(marketId: string, listener: Listener): () => void {
    let set = this.listeners.get(marketId);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(marketId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(marketId);
    };
  }

  /** One call for the ids on screen; a call asked for while one is out follows it. */
  private async refresh(): Promise<void> {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    const marketIds = this.visible;
    if (marketIds.length === 0) return;
    this.inFlight = true;
    try {
      const answer = await this.options.fetchBooks(marketIds);
      const answered = new Set<string>();
      for (const item of answer) {
        const marketId = this.store(item);
        if (marketId !== undefined) answered.add(marketId);
      }
      for (const marketId of marketIds) if (!answered.has(marketId)) this.close(marketId);
    } catch {
      // Kept as they were: the next second asks again (a lost session is handled by the client).
    } finally {
      this.inFlight = false;
    }
    if (this.again) {
      this.again = false;
      await this.refresh();
    }
  }

  /** Keeps an answered book; answers its market id (undefined for an entry that has none). */
  private store(raw: unknown): string | undefined {
    const parsed = parseListBook(raw);
    if (parsed === undefined) return undefined;
    this.put(parsed.marketId, parsed.book);
    return parsed.marketId;
  }

  /** A market the answer left out: closed, with no prices, its last traded volume kept. */
  private close(marketId: string): void {
    const totalMatched = this.books.get(marketId)?.book.totalMatched;
    this.put(marketId, { status: 'CLOSED', inPlay: false, totalMatched, runners: new Map() });
  }

  private put(marketId: string, book: ListBook): void {
    const signature = bookSignature(book);
    if (this.books.get(marketId)?.signature === signature) return;
    this.books.set(marketId, { book, signature });
    for (const listener of this.listeners.get(marketId) ?? []) listener();
  }
}
