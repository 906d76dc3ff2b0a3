// account-and-product §4 "Market status label" (lists, headers and recent-market chips).
import { formatElapsedClock } from '../format/elapsed-clock.js';
import { isMarketStatus, type MarketStatus } from './market-overlay.js';

/**
 * account-and-product §4 "winner, outright and special show only a clock": the exchange market
 * type codes treated as long-term markets. The spec names the families, not the codes; these are
 * the exchange's codes for outrights and specials (WINNER and TOURNAMENT_WINNER are the ones the
 * widgets lookup uses, account-and-product §7). Compared case-insensitively.
 */
export const CLOCK_ONLY_MARKET_TYPES: readonly string[] = [
  'WINNER',
  'TOURNAMENT_WINNER',
  'OUTRIGHT',
  'OUTRIGHT_WINNER',
  'SPECIAL',
  'SPECIALS',
  'TOP_GOALSCORER',
  'RELEGATION',
  'ANTEPOST_WIN',
];

/** account-and-product §4: the texts of the label, in the spec's wording. */
export const MARKET_LABEL_TEXTS = {
  live: 'LIVE',
  goingLive: 'going live',
  delay: 'DELAY',
  notGoingLive: 'not going live',
} as const;

/** account-and-product §4: what the status cell shows. */
export type MarketStatusLabel =
  /** OPEN and in play (or unknown status with a start in the past). */
  | { kind: 'LIVE' }
  /** Will turn in play, start time not reached (or unknown). */
  | { kind: 'GOING_LIVE' }
  /** Will turn in play, start time passed, not yet in play: count-up timer from the start time. */
  | { kind: 'DELAY'; elapsedSeconds: number; clock: string }
  /** OPEN without turn-in-play. */
  | { kind: 'NOT_GOING_LIVE' }
  /** Outright/special market: only a clock with the start time (undefined when unknown). */
  | { kind: 'CLOCK'; marketStartTime: number | undefined }
  /** SUSPENDED, INACTIVE or CLOSED: the status itself is shown. */
  | { kind: 'STATUS'; status: Exclude<MarketStatus, 'OPEN'> };

/** account-and-product §4: the inputs of the label; times are epoch milliseconds. */
export interface MarketStatusLabelInput {
  status?: string | undefined;
  inPlay?: boolean | undefined;
  turnInPlayEnabled?: boolean | undefined;
  marketStartTime?: number | undefined;
  now: number;
  marketType?: string | undefined;
}

/** account-and-product §4: true for the market types that show only a clock. */
export function isClockOnlyMarketType(marketType: string | undefined): boolean {
  return marketType !== undefined && CLOCK_ONLY_MARKET_TYPES.includes(marketType.trim().toUpperCase());
}

/**
 * account-and-product §4 "Market status label". Rules, first match wins:
 * 1. Clock-only market types (outrights, specials) → CLOCK, whatever the status: their in-play
 *    state says nothing useful about a season-long market.
 * 2. Status and inPlay both unknown → LIVE when the start time is reached, else GOING_LIVE.
 * 3. A known non-OPEN status → STATUS (the spec gives no label for them; the status is the
 *    truthful thing to show, as the recent-markets chips do).
 * 4. OPEN (or status unknown but inPlay known, treated as OPEN): in play → LIVE; turn-in-play
 *    enabled → GOING_LIVE before the start, DELAY from it (count-up from the start time);
 *    otherwise NOT_GOING_LIVE.
 * "Start reached" means now ≥ start (at the start second DELAY shows 00:00). An unknown or
 * invalid start time counts as not reached. An unrecognised status string counts as unknown.
 */
export function marketStatusLabel(input: MarketStatusLabelInput): MarketStatusLabel {
  const start = validTime(input.marketStartTime);
  if (isClockOnlyMarketType(input.marketType)) return { kind: 'CLOCK', marketStartTime: start };

  const status = isMarketStatus(input.status) ? input.status : undefined;
  const started = start !== undefined && Number.isFinite(input.now) && input.now >= start;
  if (status === undefined && input.inPlay === undefined) {
    return started ? { kind: 'LIVE' } : { kind: 'GOING_LIVE' };
  }
  if (status !== undefined && status !== 'OPEN') return { kind: 'STATUS', status };

  if (input.inPlay === true) return { kind: 'LIVE' };
  if (input.turnInPlayEnabled !== true) return { kind: 'NOT_GOING_LIVE' };
  if (!started) return { kind: 'GOING_LIVE' };
  const elapsedSeconds = Math.floor((input.now - start) / 1000);
  return { kind: 'DELAY', elapsedSeconds, clock: formatElapsedClock(elapsedSeconds) ?? '00:00' };
}

/** account-and-product §4: the text of a label (the clock of CLOCK labels is formatted by the view). */
export function marketStatusLabelText(label: MarketStatusLabel): string {
  switch (label.kind) {
    case 'LIVE':
      return MARKET_LABEL_TEXTS.live;
    case 'GOING_LIVE':
      return MARKET_LABEL_TEXTS.goingLive;
    case 'DELAY':
      return `${MARKET_LABEL_TEXTS.delay} ${label.clock}`;
    case 'NOT_GOING_LIVE':
      return MARKET_LABEL_TEXTS.notGoingLive;
    case 'CLOCK':
      return '';
    case 'STATUS':
      return label.status;
  }
}

function validTime(time: number | undefined): number | undefined {
  return time !== undefined && Number.isFinite(time) ? time : undefined;
}
