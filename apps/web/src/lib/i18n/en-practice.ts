// English texts of practice on recorded markets (issue 21 §1). Not part of en.ts: only the
// practice chunks (its page and the practice bar) load them, through features/practice/model/texts.ts.
export const enPractice = {
  title: 'Practice on recorded markets',
  intro:
    'Open a Betfair historical data file (PRO, ADVANCED or BASIC; .bz2, .gz or plain) or a file Greenbook recorded, and trade it in the real market screen. Practice money is kept apart from your account: nothing you do here touches it.',
  fileLabel: 'Historical file',
  open: 'Open file',
  opening: 'Reading the file…',
  refused: (reason: string) => `This file cannot be practised on: ${reason}`,
  failed: 'The practice server could not be reached. Try again.',
  session: 'Practice market',
  trade: 'Trade on this market',
  end: 'End practice',
  badge: 'PRACTICE',
  barLabel: 'Practice replay',
  play: 'Play',
  pause: 'Pause',
  restart: 'Restart from the beginning',
  speed: 'Replay speed',
  speedMax: 'Max',
  position: 'Replay position',
  finished: 'Replay finished',
  report: 'Report',
  leave: 'Leave practice',
  ended: 'The practice session has ended.',
  reportTitle: 'Practice report',
  profitAndLoss: 'Profit and loss',
  balance: 'Practice balance',
  betsCount: 'Bets',
  averageToMatch: 'Average time from click to match',
  noMatch: 'No bet fully matched yet',
  settled: 'Settled',
  notSettled: 'Marked at the last traded prices',
  chartTitle: 'Profit and loss over the replay',
  chartEmpty: 'The chart fills in as the replay plays.',
  betsTitle: 'Bets and fills',
  noBets: 'No bets yet. Open the market and trade.',
  placed: 'Placed',
  selection: 'Selection',
  side: 'Side',
  back: 'Back',
  lay: 'Lay',
  odds: 'Odds',
  stake: 'Stake',
  matched: 'Matched',
  fills: 'Fills',
  toMatch: 'To match',
  seconds: (value: string) => `${value} s`,
  fill: (size: string, price: number, at: string) => `${size} at ${price}, ${at}`,
} as const;

export type PracticeTexts = {
  readonly [K in keyof typeof enPractice]: (typeof enPractice)[K] extends string
    ? string
    : (typeof enPractice)[K];
};
