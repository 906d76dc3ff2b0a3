// A market of the simulated exchange: its definition (the stream's MarketDefinition shape,
// betfair-protocol §5.7), catalogue facts and one order book per runner.
import { ladderFor, type PriceLadder } from '@greenbook/trading';
import { RunnerBook, type FillListener } from './book/runner-book.js';
import type { SimOrder } from './order.js';
import type { MarketStatus, RunnerStatus } from './types.js';

export type BettingType = 'ODDS' | 'LINE' | 'ASIAN_HANDICAP_DOUBLE_LINE' | 'ASIAN_HANDICAP_SINGLE_LINE';

export interface RunnerDescription {
  readonly selectionId: number;
  readonly handicap: number;
  readonly runnerName: string;
  readonly sortPriority: number;
  /** betfair-protocol §2.3 runner metadata: racing keys, or just runnerId. All values strings. */
  readonly metadata: Readonly<Record<string, string | null>>;
}

export interface SimRunner extends RunnerDescription {
  /** Position of the runner in the market's runner list (positions are arrays by it). */
  readonly index: number;
  status: RunnerStatus;
  adjustmentFactor: number;
  removalDate: string | undefined;
  /** Betfair starting price once reconciled. */
  bsp: number | undefined;
  readonly book: RunnerBook;
}

export interface EventInfo {
  readonly id: string;
  readonly name: string;
  readonly countryCode: string;
  readonly timezone: string;
  readonly venue: string | undefined;
  readonly openDate: string;
}

export interface MarketSpec {
  readonly marketId: string;
  readonly marketName: string;
  readonly marketType: string;
  readonly bettingType: BettingType;
  readonly eventType: { readonly id: string; readonly name: string };
  readonly competition: { readonly id: string; readonly name: string } | undefined;
  readonly event: EventInfo;
  readonly marketTime: string;
  readonly suspendTime: string;
  readonly numberOfWinners: number;
  readonly bspMarket: boolean;
  readonly turnInPlayEnabled: boolean;
  readonly persistenceEnabled: boolean;
  readonly marketBaseRate: number;
  readonly discountAllowed: boolean;
  readonly priceLadderType: 'CLASSIC' | 'FINEST' | 'LINE_RANGE';
  readonly lineRange?: {
    readonly minUnitValue: number;
    readonly maxUnitValue: number;
    readonly interval: number;
    readonly marketUnit: string;
  };
  readonly eachWayDivisor?: number;
  readonly raceType?: string;
  readonly inPlayBetDelay: number;
  readonly rules: string;
  readonly runners: readonly RunnerDescription[];
}

export const runnerKey = (selectionId: number, handicap: number): string => `${selectionId}_${handicap}`;

export class SimMarket {
  status: MarketStatus = 'INACTIVE';
  inPlay = false;
  betDelay = 0;
  /** Bumps on every material definition change (betfair-protocol §8.8). */
  version = 1;
  complete = true;
  bspReconciled = false;
  settledTime: string | undefined;
  suspendReason: string | undefined;
  /** Sim time of the market's latest fill (listMarketBook lastMatchTime). */
  lastMatchTime: number | undefined;
  /** True when the definition changed since the stream last published it. */
  definitionChanged = true;
  /** Starting-price orders (MARKET_ON_CLOSE, LIMIT_ON_CLOSE) waiting for reconciliation. */
  readonly startingPriceOrders: SimOrder[] = [];
  readonly ladder: PriceLadder;
  readonly runners: SimRunner[];
  private readonly runnersByKey = new Map<string, SimRunner>();
  /** Runners without a handicap by selectionId: the common lookup, without building a key string. */
  private readonly plainRunners = new Map<number, SimRunner>();

  constructor(
    readonly spec: MarketSpec,
    onFill: FillListener,
  ) {
    this.ladder = ladderFor({
      type: spec.priceLadderType,
      interval: spec.lineRange?.interval,
      minUnit: spec.lineRange?.minUnitValue,
      maxUnit: spec.lineRange?.maxUnitValue,
    });
    this.runners = spec.runners.map((description, index) => ({
      ...description,
      index,
      status: 'ACTIVE',
      adjustmentFactor: 0,
      removalDate: undefined,
      bsp: undefined,
      book: new RunnerBook(this.ladder, onFill),
    }));
    for (const runner of this.runners) {
      this.runnersByKey.set(runnerKey(runner.selectionId, runner.handicap), runner);
      if (runner.handicap === 0) this.plainRunners.set(runner.selectionId, runner);
    }
  }

  get marketId(): string {
    return this.spec.marketId;
  }

  get isLine(): boolean {
    return this.spec.bettingType === 'LINE';
  }

  runner(selectionId: number, handicap = 0): SimRunner | undefined {
    if (handicap === 0) return this.plainRunners.get(selectionId);
    return this.runnersByKey.get(runnerKey(selectionId, handicap));
  }

  /** Total matched on the market, in GBP pence. */
  get totalMatched(): number {
    let total = 0;
    for (const runner of this.runners) total += runner.book.totalMatched;
    return total;
  }

  /** Records a definition change; `material` changes bump the version (unmatched bets may lapse). */
  touchDefinition(material: boolean): void {
    if (material) this.version += 1;
    this.definitionChanged = true;
  }
}
