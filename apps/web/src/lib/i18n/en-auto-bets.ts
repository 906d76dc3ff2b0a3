// English texts of the Tick Offset and Stop Loss auto bets (trading-core §2, §4, §8; the spec's
// texts verbatim): the Auto Options panel's tick options, the scheduler's toasts and the lists.
export const enAutoBets = {
  autoBets: {
    tickOffset: 'Tick Offset',
    stopLoss: 'Stop Loss',
    ticks: '{{option}} ticks',
    reset: 'Reset',
    sent: 'An auto-bet was sent to the exchange.',
    refused: 'Auto-bet @ {{odd}} not placed: {{reason}}',
    yourScheduled: 'Your scheduled auto bets',
    allScheduled: 'All scheduled auto bets',
    none: 'you have no scheduled auto bets',
    noneHere: 'you have no scheduled auto bets in {{market}} {{runner}}',
    cancelSelected: 'CANCEL {{n}} AUTO BETS',
    cancelOne: 'Cancel auto bet {{betId}}',
    select: 'Select auto bet {{betId}}',
    selectAll: 'Select every listed auto bet',
    selectGroup: 'Select every auto bet in {{name}}',
    types: { TICK_OFFSET: 'Tick Offset', STOP_LOSS: 'Stop Loss' },
    stake: 'stake {{stake}}',
    waiting: 'of {{remaining}} to cover',
  },
} as const;
