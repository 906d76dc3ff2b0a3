// The placement pipeline, steps 3 and 4 (trading-core §4, §7, §8): place through OrderService
// (which runs the small-stake plan: a stake below the currency minimum ends as one bet at the
// requested stake and price) and report the outcome as a toast.
import { ApiNgError, NO_RESPONSE, type BetRequest, type OrderService } from '@greenbook/betfair';
import { limitOrderTerms } from '@greenbook/trading';
import { errorReport, reportOutcome, type BetReport } from './bet-report';
import { unplaceableReason, type PreparedBet } from './prepare-bet';

export interface PlacementOptions {
  /** Auto options Keep in Play (persist) and Fill or Kill (trading-core §4, §7). */
  readonly keepInPlay: boolean;
  readonly fillOrKill: boolean;
  /** The bet's customerOrderRef (its execution receipt finds it on the order stream by it). */
  readonly customerOrderRef?: string;
}

/** The exchange request of a prepared bet (limit order, persistence from Keep in Play). */
export function betRequestOf(bet: PreparedBet, options: PlacementOptions): BetRequest {
  const terms = limitOrderTerms(options);
  return {
    marketId: bet.ticket.marketId,
    selectionId: bet.ticket.selectionId,
    handicap: bet.ticket.handicap,
    side: bet.ticket.side,
    price: bet.ticket.odd,
    size: bet.stakeToSend,
    persistenceType: terms.persistenceType,
    fillOrKill: terms.timeInForce === 'FILL_OR_KILL',
    currency: bet.currency,
    ...(options.customerOrderRef === undefined ? {} : { customerOrderRef: options.customerOrderRef }),
  };
}

/** Places a prepared bet once and returns the report to show; never throws. */
export async function placePreparedBet(
  bet: PreparedBet,
  orders: Pick<OrderService, 'placeBet'>,
  options: PlacementOptions,
): Promise<BetReport> {
  const unplaceable = unplaceableReason(bet);
  if (unplaceable !== undefined) return errorReport(unplaceable);
  const summary = {
    side: bet.ticket.side,
    runnerName: bet.ticket.runnerName,
    odd: bet.ticket.odd,
    stake: bet.stakeToSend,
  };
  try {
    const outcome = await orders.placeBet(betRequestOf(bet, options));
    return reportOutcome(outcome, summary);
  } catch (error) {
    // A transport failure after the retry: the bet's fate is unknown, as with a TIMEOUT.
    return reportOutcome(
      error instanceof ApiNgError && error.errorCode !== NO_RESPONSE
        ? { status: 'FAILURE', errorCode: error.errorCode, instructionErrorCode: undefined, step: 'place' }
        : { status: 'TIMEOUT' },
      summary,
    );
  }
}
