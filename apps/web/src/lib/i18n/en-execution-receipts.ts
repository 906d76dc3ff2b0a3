// English texts of the execution receipts (issue 21 §2). Not part of en.ts: only the receipts'
// lazy chunk loads them, through lib/execution-receipts/texts.ts.
type SlippageFrom = 'clicked' | 'asked';

export const enExecutionReceipts = {
  title: 'Execution receipts',
  open: (bet: string) => `Receipt: ${bet}`,
  dialogTitle: 'Execution receipt',
  bet: (side: string, runner: string, price: number) => `${side} ${runner} @ ${price}`,
  sides: { BACK: 'Back', LAY: 'Lay' },
  stake: (stake: string, currency: string) => `Stake ${stake} ${currency}`,
  clickedAt: (time: string) => `Clicked at ${time}`,
  betId: (betId: string) => `Bet ${betId}`,
  caption: 'Steps of the bet, with the time each took',
  columns: { step: 'Step', sinceClick: 'Since click', latency: 'Step took' },
  steps: {
    clicked: (price: number) => `Clicked ${price}`,
    confirmed: 'Confirmed in the dialog',
    confirmedAt: (price: number) => `Confirmed in the dialog at ${price}`,
    sent: 'Request sent',
    delay: (seconds: number) => `In-play delay served: ${seconds} s`,
    passive: 'Not delayed (passive bet)',
    acknowledged: 'Exchange acknowledged',
    partial: (size: string, price: string) => `Partly matched: ${size} @ ${price}`,
    matched: (size: string, price: string) => `Fully matched: ${size} @ ${price}`,
    cancelled: (size: string) => `Cancelled: ${size}`,
    lapsed: (size: string) => `Lapsed: ${size}`,
    voided: (size: string) => `Voided: ${size}`,
    failed: (message: string) => `Not placed: ${message}`,
    unknown: (message: string) => `No answer: ${message}`,
  },
  ms: (ms: number) => `${ms} ms`,
  slippage: 'Slippage',
  /** Measured from the clicked price, or from the one the trader changed it to in the dialog. */
  slippageNone: (from: SlippageFrom) => `none: matched at the ${from} price`,
  slippageBetter: (ticks: string, price: string, from: SlippageFrom) =>
    `${ticks} ticks (${price}) better than ${from}`,
  slippageWorse: (ticks: string, price: string, from: SlippageFrom) =>
    `${ticks} ticks (${price}) worse than ${from}`,
  status: {
    waiting: 'waiting',
    open: 'unmatched',
    partial: 'partly matched',
    matched: 'matched',
    closed: 'closed',
    failed: 'not placed',
  },
  kept: 'The last 100 bets of this market from this page; a reload starts afresh.',
  close: 'Close',
};

export type ExecutionReceiptsTexts = typeof enExecutionReceipts;
