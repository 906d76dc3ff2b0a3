// Where a search is shown, shared by the header's search box (features/shell) and the results
// page (features/search): /search?q=<text> (account-and-product §2).

export const SEARCH_PATH = '/search';

/** Longer texts are refused before any call: no team, competition or race name comes close. */
export const MAX_SEARCH_TEXT_LENGTH = 100;

/** The results page of a text (trimmed; the caller makes sure it is not blank). */
export function searchPath(text: string): string {
  return `${SEARCH_PATH}?q=${encodeURIComponent(text.trim())}`;
}

/** The text a location searches for, trimmed; '' off the results page or without one. */
export function searchTextOf(location: { readonly pathname: string; readonly search: string }): string {
  if (location.pathname !== SEARCH_PATH) return '';
  return (new URLSearchParams(location.search).get('q') ?? '').trim();
}
