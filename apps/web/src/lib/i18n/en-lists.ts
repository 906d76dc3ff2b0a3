// English texts of the sport and live lists (account-and-product §2). The column names are the
// spec's; the spec gives the lists no loading, error or empty texts, so those are ours.
export const enLists = {
  lists: {
    columns: {
      start: 'Start',
      event: 'Event name',
      competition: 'Competition',
      matched: 'Matched',
      prices: 'Prices',
    },
    sportSelect: 'Sport',
    sportSelectPlaceholder: 'Choose a sport',
    sportTable: '{{sport}} markets',
    liveTitle: 'Live',
    liveTabs: 'Sports in play',
    liveTab: '{{sport}} ({{count}})',
    liveTable: '{{sport}} in play',
    loading: 'Loading markets…',
    failed: 'The markets could not be loaded.',
    retry: 'Try again',
    empty: 'There are no events to be displayed',
    runnerPrices: '{{runner}}: back {{back}}, lay {{lay}}',
    noPrice: 'no price',
    cashOut: 'Cash out {{value}}',
  },
} as const;
