// What the trader typed, as the exchange is asked for it (account-and-product §7 "Search"): the
// text with a trailing `*`, so the last word may be the start of a name ("arsen" finds Arsenal).

/**
 * The textQuery for the trader's text, or undefined when there is nothing to search (account-and-
 * product §5: empty text does nothing): blank text, or text without a letter or digit, which names
 * no word. Trailing punctuation is dropped before the `*`, so "Arsenal." asks for "Arsenal*" rather
 * than a lone wildcard word the exchange would refuse.
 */
export function textQueryFor(text: string): string | undefined {
  const words = text.trim().replace(/[^\p{L}\p{N}*]+$/u, '');
  if (!/[\p{L}\p{N}]/u.test(words)) return undefined;
  return words.endsWith('*') ? words : `${words}*`;
}

/** The 1-based page a URL names; anything but a whole number from 1 is the first page. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
