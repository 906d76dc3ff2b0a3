// account-and-product §2/§9 paged lists (soccer cards 5/7/9, minor-sport slots 10): pages are
// 1-based, as the trader reads them and as the Pagination control takes them.

/** How many pages `total` items fill at `perPage` a page (0 for none). */
export function pageCountOf(total: number, perPage: number): number {
  if (!(perPage >= 1) || !(total > 0)) return 0;
  return Math.ceil(total / Math.floor(perPage));
}

/**
 * The items of page `page`; a page past the end (the list shrank, or more fit a wider screen)
 * gives the last page, so a trader never looks at an empty page of a non-empty list.
 */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { page: number; items: T[] } {
  const count = pageCountOf(items.length, perPage);
  if (count === 0) return { page: 1, items: [] };
  const shown = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), count);
  const size = Math.floor(perPage);
  return { page: shown, items: items.slice((shown - 1) * size, shown * size) };
}
