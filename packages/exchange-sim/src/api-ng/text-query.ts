// MarketFilter.textQuery (betfair-protocol §2.1, §9): Betfair's is a word search, not a substring
// one. The query's words must each match a word of the market's event, competition or market
// name, case-insensitively ("arsenal" finds "Arsenal v Chelsea", "arse" does not); `*` inside or
// at the end of a word stands for any letters ("arse*" finds it, the product's search sends its
// text with a trailing `*`), but never first, which Betfair's documentation forbids and this
// exchange refuses as INVALID_INPUT_DATA. Every word of the query must match (words narrow the
// search), each anywhere among those names. Runner names are not searched: the current
// documentation names the event (the IDD adds competition and market names), never runners.
import { ApiError } from '../core/api-error.js';

/** A compiled textQuery: one pattern per query word, each matched against whole name words. */
export interface TextQuery {
  readonly words: readonly RegExp[];
}

/** The names a market is found by. */
export interface SearchableNames {
  readonly eventName: string;
  readonly marketName: string;
  readonly competitionName: string | undefined;
}

// A word is a run of letters and digits in any script; everything else separates words, so
// "Man. City" is "man" and "city", "O'Brien" is "o" and "brien" on both sides of the match.
const NAME_SEPARATORS = /[^\p{L}\p{N}]+/u;
const QUERY_SEPARATORS = /[^\p{L}\p{N}*]+/u;

const wordsOf = (text: string, separators: RegExp): string[] =>
  text
    .toLowerCase()
    .split(separators)
    .filter((word) => word !== '');

function wordPattern(word: string, path: string): RegExp {
  if (word.startsWith('*')) {
    throw new ApiError('INVALID_INPUT_DATA', `${path} must not start a word with the * wildcard`);
  }
  // Letters and digits need no escaping; `*` (once or repeated) is any run of word characters.
  const source = word.replace(/\*+/g, '[\\p{L}\\p{N}]*');
  return new RegExp(`^${source}$`, 'u');
}

/** Parses a non-blank textQuery; a query of separators only has no words and matches nothing. */
export function parseTextQuery(query: string, path: string): TextQuery {
  return { words: wordsOf(query, QUERY_SEPARATORS).map((word) => wordPattern(word, path)) };
}

export function textQueryMatches(query: TextQuery, names: SearchableNames): boolean {
  if (query.words.length === 0) return false;
  const nameWords = [names.eventName, names.competitionName ?? '', names.marketName].flatMap((name) =>
    wordsOf(name, NAME_SEPARATORS),
  );
  return query.words.every((pattern) => nameWords.some((word) => pattern.test(word)));
}
