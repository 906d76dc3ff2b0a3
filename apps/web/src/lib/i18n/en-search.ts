// English texts of the search results page (account-and-product §2 "Search results", §8 search
// errors). 'Search results for' and 'Something went wrong with your search:' are the spec's words;
// the rest are ours (the spec gives no empty, loading or page texts).
export const enSearch = {
  search: {
    title: 'Search',
    resultsFor: 'Search results for',
    results_one: '{{count}} result',
    results_other: '{{count}} results',
    tableCaption: 'Markets matching “{{query}}”',
    sport: 'Sport',
    competition: 'Competition',
    start: 'Start',
    event: 'Event',
    matched: 'Matched',
    openMarket: 'Open {{event}} — {{market}}',
    pages: 'Search results pages',
    searching: 'Searching the exchange…',
    noQuery: 'Type a team, competition or race in the search box to find its markets.',
    noResults: 'No open markets match “{{query}}”. Try fewer words, or the start of a name.',
    tooLong: 'The search text is too long: use at most {{max}} characters.',
    failed: 'Something went wrong with your search:',
    unreadableAnswer: 'the exchange answered with a market list this application cannot read',
    retry: 'Search again',
  },
} as const;
