// English texts of the sidebar's General tab and tab bar (trading-core §2; the spec's texts verbatim
// where it gives them).
export const enGeneral = {
  general: {
    tabs: 'Sidebar',
    title: 'General',
    thisMarket: 'This Market',
    account: 'Account',
    balance: 'Balance',
    allUnmatchedBets: 'All unmatched bets',
    selectAllUnmatched: 'Select every unmatched bet',
    selectEvent: 'Select every unmatched bet in {{event}}',
    allStartingPriceBets: 'All starting-price bets',
    noStartingPrice: 'you have no starting-price bets',
    recentMarkets: 'Recent settled markets',
    noRecentMarkets: 'you have no markets settled in the last 7 days',
    moreMarkets: '+{{n}} markets found in the last 7 days',
    support: 'Support:',
  },
} as const;
