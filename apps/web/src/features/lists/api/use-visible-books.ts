// The list page's visible books (model/visible-books.ts) on the signed-in user's exchange client,
// running while the page is open; and one row's book as a useSyncExternalStore selector.
import { LIST_BOOK_PRICE_PROJECTION, REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import type { ListBook } from '../model/list-book';
import { VisibleBooks } from '../model/visible-books';

/** Rows scrolled into view are fetched once they have held still this long (a fling asks nothing). */
export const VISIBLE_SETTLE_MS = 250;

export function useVisibleBooks(): VisibleBooks {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const [books] = useState(
    () =>
      new VisibleBooks({
        fetchBooks: (marketIds) =>
          client.api.listMarketBook({ marketIds, priceProjection: LIST_BOOK_PRICE_PROJECTION, locale }),
        intervalMs: REFRESH_INTERVALS_MS.visibleBalances,
        settleMs: VISIBLE_SETTLE_MS,
      }),
  );
  useEffect(() => {
    books.start();
    return () => books.stop();
  }, [books]);
  return books;
}

export function useListBook(books: VisibleBooks, marketId: string): ListBook | undefined {
  const subscribe = useCallback(
    (listener: () => void) => books.subscribe(marketId, listener),
    [books, marketId],
  );
  return useSyncExternalStore(subscribe, () => books.book(marketId));
}
