// What a list row shows from listMarketBook (account-and-product §2/§7): status, in-play flag,
// traded volume and each runner's best back and lay, checked field by field as it arrives. A value
// that is not what the exchange promises is dropped (unknown), never shown.
import { isMarketStatus } from '@greenbook/trading';

export interface PriceSize {
  readonly price: number;
  readonly size: number;
}

export interface RunnerPrices {
  readonly back: PriceSize | undefined;
  readonly lay: PriceSize | undefined;
}

export interface ListBook {
  readonly status: string | undefined;
  readonly inPlay: boolean | undefined;
  readonly totalMatched: number | undefined;
  readonly runners: ReadonlyMap<number, RunnerPrices>;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function finite(value: unknown, min: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min ? value : undefined;
}

function bestOffer(offers: unknown): PriceSize | undefined {
  const first = record(Array.isArray(offers) ? offers[0] : undefined);
  const price = finite(first?.['price'], 1.01);
  const size = finite(first?.['size'], 0);
  return price === undefined || size === undefined ? undefined : { price, size };
}

/** One listMarketBook entry as a list book with its market id, or undefined when it has none. */
export function parseListBook(raw: unknown): { marketId: string; book: ListBook } | undefined {
  const book = record(raw);
  const marketId = book?.['marketId'];
  if (book === undefined || typeof marketId !== 'string' || marketId === '') return undefined;
  const runners = new Map<number, RunnerPrices>();
  for (const item of Array.isArray(book['runners']) ? (book['runners'] as unknown[]) : []) {
    const runner = record(item);
    const selectionId = runner?.['selectionId'];
    if (runner === undefined || typeof selectionId !== 'number' || !Number.isSafeInteger(selectionId))
      continue;
    const ex = record(runner['ex']);
    runners.set(selectionId, {
      back: bestOffer(ex?.['availableToBack']),
      lay: bestOffer(ex?.['availableToLay']),
    });
  }
  const status = book['status'];
  const inPlay = book['inplay'];
  return {
    marketId,
    book: {
      status: isMarketStatus(status) ? status : undefined,
      inPlay: typeof inPlay === 'boolean' ? inPlay : undefined,
      totalMatched: finite(book['totalMatched'], 0),
      runners,
    },
  };
}

/** A text that changes exactly when what a row draws from the book changes. */
export function bookSignature(book: ListBook): string {
  const runners = [...book.runners].map(
    ([id, { back, lay }]) => `${id}:${back?.price}/${back?.size}:${lay?.price}/${lay?.size}`,
  );
  return `${book.status}|${book.inPlay}|${book.totalMatched}|${runners.join(',')}`;
}
