// Placing orders so that nothing is lost or doubled (exchange-client issue §1): every request
// carries a customerRef and every instruction a customerOrderRef, so a request retried after no
// response is refused by the exchange as a DUPLICATE_TRANSACTION instead of becoming a second
// bet — and the first one is then found by its customerOrderRef. Small stakes go through the
// plan of @greenbook/trading (place at the extreme price, reduce, replace).
import { planSmallStake, stakeRulesFor, type Side, type SmallStakeOrder } from '@greenbook/trading';
import type { PersistenceType } from '../enums.js';
import type {
  CancelExecutionReport,
  PlaceExecutionReport,
  PlaceInstruction,
  ReplaceExecutionReport,
} from '../instruction-types.js';
import { ApiNgError, NO_RESPONSE } from './api-ng-error.js';
import type { BetfairApi } from './betfair-api.js';

export interface BetRequest {
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly side: Side;
  readonly price: number;
  readonly size: number;
  readonly persistenceType: PersistenceType;
  readonly fillOrKill: boolean;
  readonly currency: string;
  /**
   * The instruction's customerOrderRef (≤ 32 characters); a fresh one when absent. A caller gives
   * its own when it must later find the bet by it (auto bets: betfair-protocol §2.5
   * listCurrentOrders customerOrderRefs), so the same bet is never sent twice.
   */
  readonly customerOrderRef?: string;
}

export type PlacementOutcome =
  | { readonly status: 'SUCCESS'; readonly betId: string; readonly report: PlaceExecutionReport }
  /** trading-core §3: a Fill or Kill bet not filled — the exchange killed it; nothing stands. */
  | { readonly status: 'EXPIRED'; readonly betId: string }
  | {
      readonly status: 'FAILURE';
      readonly errorCode: string;
      readonly instructionErrorCode: string | undefined;
      readonly step: 'place' | 'reduce' | 'replace';
    }
  | { readonly status: 'TIMEOUT' };

let sequence = 0;

/** A reference unique to this client (≤ 32 characters, betfair-protocol §1.6). */
export function newReference(prefix: string): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}${sequence.toString(36)}`.slice(
    0,
    32,
  );
}

export class OrderService {
  constructor(
    private readonly api: BetfairApi,
    private readonly referencePrefix = 'gb',
  ) {}

  /** Places one bet: directly, or through the small-stake plan when the stake needs it. */
  async placeBet(request: BetRequest): Promise<PlacementOutcome> {
    const rules = stakeRulesFor(request.currency);
    const plan: SmallStakeOrder =
      rules === undefined
        ? { kind: 'direct', price: request.price, size: request.size, why: 'normal-stake' }
        : planSmallStake({
            side: request.side,
            odd: request.price,
            stake: request.size,
            currency: request.currency,
            marketId: request.marketId,
          });
    if (plan.kind === 'refused')
      return {
        status: 'FAILURE',
        errorCode: 'INVALID_INPUT',
        instructionErrorCode: plan.reason,
        step: 'place',
      };
    if (plan.kind === 'direct') return this.placeOnce(request, plan.price, plan.size);
    // The plan's first bet waits at an odd where nothing matches: Fill or Kill would kill it.
    if (request.fillOrKill) return FILL_OR_KILL_SMALL_STAKE;
    const [place, reduce, replace] = plan.steps;
    const placed = await this.placeOnce(request, place.price, place.size);
    if (placed.status !== 'SUCCESS') return placed;
    const reduced = await this.reduce(request.marketId, placed.betId, reduce.sizeReduction);
    if (reduced !== undefined) return reduced;
    if (replace === undefined) return placed;
    let replaced: ReplaceExecutionReport;
    try {
      replaced = await this.api.betting('replaceOrders', {
        marketId: request.marketId,
        instructions: [{ betId: placed.betId, newPrice: replace.newPrice }],
        customerRef: newReference(this.referencePrefix),
      });
    } catch {
      // The replace's fate is unknown: the trader must look at the unmatched orders (§8).
      return {
        status: 'FAILURE',
        errorCode: 'BET_ACTION_ERROR',
        instructionErrorCode: undefined,
        step: 'replace',
      };
    }
    const report = replaced.instructionReports?.[0]?.placeInstructionReport;
    if (replaced.status !== 'SUCCESS' || report?.betId === undefined) {
      return {
        status: 'FAILURE',
        errorCode: replaced.errorCode ?? 'BET_ACTION_ERROR',
        instructionErrorCode: replaced.instructionReports?.[0]?.errorCode,
        step: 'replace',
      };
    }
    return {
      status: 'SUCCESS',
      betId: report.betId,
      report: { status: 'SUCCESS', marketId: request.marketId, instructionReports: [report] },
    };
  }

  /**
   * The plan's reduce step; on any failure (refused, or no answer) the minimum-stake bet is taken
   * off entirely, so none is left behind at the extreme odd. Undefined when the reduce went through.
   */
  private async reduce(
    marketId: string,
    betId: string,
    sizeReduction: number,
  ): Promise<PlacementOutcome | undefined> {
    let reduced: CancelExecutionReport | undefined;
    try {
      reduced = await this.api.betting('cancelOrders', {
        marketId,
        instructions: [{ betId, sizeReduction }],
        customerRef: newReference(this.referencePrefix),
      });
      if (reduced.status === 'SUCCESS') return undefined;
    } catch {
      reduced = undefined;
    }
    try {
      await this.api.betting('cancelOrders', { marketId, instructions: [{ betId }] });
    } catch {
      // Nothing more can be done here: the failure below tells the trader to check.
    }
    return {
      status: 'FAILURE',
      errorCode: reduced?.errorCode ?? 'BET_ACTION_ERROR',
      instructionErrorCode: reduced?.instructionReports?.[0]?.errorCode,
      step: 'reduce',
    };
  }

  /**
   * One placeOrders with fresh references; after no response it is sent once more with the
   * same references, and a duplicate refusal means the first went through: it is looked up.
   */
  private async placeOnce(request: BetRequest, price: number, size: number): Promise<PlacementOutcome> {
    const customerOrderRef = request.customerOrderRef ?? newReference(this.referencePrefix);
    const instruction: PlaceInstruction = {
      orderType: 'LIMIT',
      selectionId: request.selectionId,
      handicap: request.handicap,
      side: request.side,
      customerOrderRef,
      limitOrder: request.fillOrKill
        ? { price, size, timeInForce: 'FILL_OR_KILL' }
        : { price, size, persistenceType: request.persistenceType },
    };
    const params = {
      marketId: request.marketId,
      instructions: [instruction],
      customerRef: newReference(this.referencePrefix),
    };
    let report: PlaceExecutionReport;
    try {
      report = await this.api.betting('placeOrders', params);
    } catch (error) {
      if (!(error instanceof ApiNgError) || error.errorCode !== NO_RESPONSE) throw error;
      report = await this.api.betting('placeOrders', params);
      if (report.errorCode === 'DUPLICATE_TRANSACTION')
        return this.findPlaced(request.marketId, customerOrderRef);
    }
    return outcomeOf(report);
  }

  private async findPlaced(marketId: string, customerOrderRef: string): Promise<PlacementOutcome> {
    const found = await this.api.betting('listCurrentOrders', {
      marketIds: [marketId],
      customerOrderRefs: [customerOrderRef],
    });
    const order = found.currentOrders[0];
    if (order === undefined) return { status: 'TIMEOUT' };
    return {
      status: 'SUCCESS',
      betId: order.betId,
      report: { status: 'SUCCESS', marketId, instructionReports: [] },
    };
  }
}

const FILL_OR_KILL_SMALL_STAKE: PlacementOutcome = {
  status: 'FAILURE',
  errorCode: 'INVALID_INPUT',
  instructionErrorCode: 'FILL_OR_KILL_BELOW_MINIMUM',
  step: 'place',
};

function outcomeOf(report: PlaceExecutionReport): PlacementOutcome {
  const instruction = report.instructionReports?.[0];
  if (report.status === 'TIMEOUT' || instruction?.status === 'TIMEOUT') return { status: 'TIMEOUT' };
  if (report.status === 'SUCCESS' && instruction?.betId !== undefined) {
    if (instruction.orderStatus === 'EXPIRED') return { status: 'EXPIRED', betId: instruction.betId };
    return { status: 'SUCCESS', betId: instruction.betId, report };
  }
  return {
    status: 'FAILURE',
    errorCode: report.errorCode ?? 'BET_ACTION_ERROR',
    instructionErrorCode: instruction?.errorCode,
    step: 'place',
  };
}
