// English texts of closing a position: the cash-out buttons (market and global) and the special
// confirmation
// (trading-core §2, §4, §8; the spec's texts verbatim, the global upsell text ours).
export const enClosing = {
  closing: {
    cashOut: 'Cash Out',
    noOdds: 'No Odds available to Cash Out',
    withoutCashOut: 'Market without Cash Out',
    unavailable: 'Error when trying to Cash Out. Market not found or unavailable to cash out.',
    hedgeZeroStake: 'Hedge not possible at this odd because would result in a zero stake value bet.',
    autoBetsNotForClosing:
      'Tick offset and Stop loss does not work for closing bets (cash out, hedge, unlevel)',
    titles: { CASHOUT: 'Cash Out', GLOBAL_CASHOUT: 'Global Cash Out', HEDGE: 'Hedge', UNLEVEL: 'Unlevel' },
    globalCashOut: 'Global Cash Out',
    globalUpsell: 'Global cash out closes every market you have bets on in one go. It is part of SUPER.',
    noMarketsToCashOut: 'you have no markets available to cash out',
    eventsInfoError: 'Error when trying to get events information of markets with bets.',
    description: 'These bets close your position at the current prices.',
    event: 'Event {{id}}',
    odd: 'Odd',
    profitLoss: 'Profit/Loss locked in:',
    cancelUnmatched_one: 'Cancel the existing unmatched bet',
    cancelUnmatched_other: 'Cancel the {{count}} existing unmatched bets',
  },
} as const;
