// What the user is told after a placement attempt (trading-core §8): a toast's kind and text.
// Texts are the packages' English spec texts; the UI translates them.
import {
  autoClosesOrderError,
  FILL_OR_KILL_NOT_FILLED_MESSAGE,
  orderFailureMessage,
  REPLACE_FAILURE_MESSAGE,
  type PlacementOutcome,
} from '@greenbook/betfair';
import type { Side } from '@greenbook/trading';

export type BetReportKind = 'success' | 'error' | 'warning' | 'info';

export interface BetReport {
  readonly kind: BetReportKind;
  /** The English text (spec wording); for 'placed' the UI builds the text from `placed`. */
  readonly message: string;
  /** False for a toast that stays until closed (errors, except insufficient funds). */
  readonly autoClose: boolean;
  /** trading-core §8: shown even when bet notifications are hidden (the currency message). */
  readonly alwaysShown: boolean;
  readonly placed?: PlacedBetSummary;
}

export interface PlacedBetSummary {
  readonly betId: string;
  readonly side: Side;
  readonly runnerName: string;
  readonly odd: number;
  readonly stake: number;
  readonly sizeMatched: number;
  /** The average price of what matched at once (none matched: undefined). */
  readonly averagePriceMatched?: number;
}

export function warningReport(message: string): BetReport {
  return { kind: 'warning', message, autoClose: true, alwaysShown: false };
}

export function errorReport(
  message: string,
  options: { autoClose?: boolean; alwaysShown?: boolean } = {},
): BetReport {
  return {
    kind: 'error',
    message,
    autoClose: options.autoClose ?? false,
    alwaysShown: options.alwaysShown ?? false,
  };
}

/** trading-core §8: the toast for an OrderService outcome. */
export function reportOutcome(
  outcome: PlacementOutcome,
  bet: Omit<PlacedBetSummary, 'betId' | 'sizeMatched' | 'averagePriceMatched'>,
): BetReport {
  if (outcome.status === 'TIMEOUT') return errorReport(orderFailureMessage('TIMEOUT'));
  // The exchange killed the Fill or Kill bet: nothing was placed, nothing to check.
  if (outcome.status === 'EXPIRED') return warningReport(FILL_OR_KILL_NOT_FILLED_MESSAGE);
  if (outcome.status === 'FAILURE') {
    // trading-core §8: a failed replace of the small-stake plan means "check your unmatched orders".
    if (outcome.step === 'replace') return errorReport(REPLACE_FAILURE_MESSAGE);
    return errorReport(orderFailureMessage(outcome.errorCode, outcome.instructionErrorCode), {
      autoClose: autoClosesOrderError(outcome.errorCode),
    });
  }
  const instruction = outcome.report.instructionReports?.[0];
  const sizeMatched = instruction?.sizeMatched ?? 0;
  const averagePriceMatched = sizeMatched > 0 ? instruction?.averagePriceMatched : undefined;
  return {
    kind: 'success',
    message: 'placed',
    autoClose: true,
    alwaysShown: false,
    placed: {
      ...bet,
      betId: outcome.betId,
      sizeMatched,
      ...(averagePriceMatched === undefined ? {} : { averagePriceMatched }),
    },
  };
}

/** What an execution receipt records of the answer (issue 21 §2): the bet id, or why not. */
export function acknowledgementOf(
  report: BetReport,
  text: (report: BetReport) => string,
): { ok: true; betId: string } | { ok: false; unknown: boolean; message: string } {
  if (report.placed !== undefined) return { ok: true, betId: report.placed.betId };
  // A TIMEOUT leaves the bet's fate open: the receipt keeps looking for it on the order stream.
  return { ok: false, unknown: report.message === orderFailureMessage('TIMEOUT'), message: text(report) };
}
