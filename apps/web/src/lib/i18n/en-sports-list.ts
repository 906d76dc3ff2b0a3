// English texts of the sidebar's Sports List tab (trading-core §2; 'See all sports' and
// 'Tomorrow' are the spec's words, the rest ours: the spec names no error text for the list).
export const enSportsList = {
  sportsList: {
    tab: 'Sports List',
    seeAllSports: 'See all sports',
    breadcrumbs: 'Where you are in the sports list',
    loading: 'Loading the sports list…',
    levelTitle: 'Sports',
    empty: 'Nothing open here right now.',
    failed: 'The sports list could not be loaded.',
    retry: 'Try again',
    tomorrow: 'Tomorrow',
    country: 'Country: {{country}}',
  },
} as const;
