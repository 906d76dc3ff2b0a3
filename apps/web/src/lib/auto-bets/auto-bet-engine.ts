// trading-core §4 "Auto bet lifecycle", carried out in the browser: follows every trigger bet of
// the schedule on the order stream (grows, reduces or removes its auto bets; a fully matched tick
// offset goes at once), fires scheduled bets when their price rule holds on the market stream, and
// sends them. The rules are @greenbook/trading's; this class only feeds them the stream caches and
// sends what they return. Framework-free: the app root starts one per signed-in tab (see
// app/auto-bet-scheduler.tsx and the web README "Auto bets").
//
// Never on a stale price: nothing is evaluated while either stream is not live, and a market's
// prices count only while it is fresh (lib/stream/market-freshness) and OPEN.
// Never twice: a placement is recorded in flight (stored) before it is sent, under a
// customerOrderRef derived from the trigger bet, the type and the stake already sent; before
// sending, the exchange's current orders are asked for that reference, so a placement that went
// through before a reload, a lost answer or another tab's write is found instead of sent again.
import type { BetRequest, PlacementOutcome } from '@greenbook/betfair';
import {
  applyTriggerOrderUpdate,
  fireTriggeredAutoBets,
  NO_BEST_PRICE,
  parseRunnerKey,
  type AutoBet,
  type AutoBetInFlight,
  type AutoBetSchedule,
  type TriggerPrices,
} from '@greenbook/trading';
import type { StoreApi } from 'zustand';
import type { LiveExchange } from '@/lib/stream/live-exchange';
import { pricesAreFresh } from '@/lib/stream/market-freshness';
import type { AutoBetState } from './auto-bet-store';

/** After an unknown outcome (no answer), the reference is asked for again after this long. */
export const AUTO_BET_RETRY_MS = 5_000;

export interface AutoBetEngineDeps {
  readonly live: Pick<
    LiveExchange,
    'connectionState' | 'freshness' | 'market' | 'orders' | 'onMarket' | 'onConnectionState'
  >;
  readonly store: Pick<StoreApi<AutoBetState>, 'getState' | 'subscribe'>;
  /** Whether a bet with this customerOrderRef is on the exchange (listCurrentOrders); throws when unknown. */
  readonly alreadyPlaced: (marketId: string, customerOrderRef: string) => Promise<boolean>;
  /** Places one bet (OrderService.placeBet: the small-stake plan included). */
  readonly place: (request: BetRequest) => Promise<PlacementOutcome>;
  /** The exchange took the auto bet: trading-core §4's info toast. */
  readonly onSent: (placement: AutoBet) => void;
  /** The exchange refused it (or it could not be built): an error toast. */
  readonly onRefused: (placement: AutoBet, reason: string) => void;
  readonly now: () => number;
  /** References being checked or sent now; shared by every engine of this page by default. */
  readonly sending?: Set<string>;
}

/** One set per page: an engine restarted (new token) never re-sends what the last one is sending. */
const SENDING_IN_THIS_PAGE = new Set<string>();

/** The runner's best prices, or undefined while they may not be acted on. */
function triggerPrices(live: AutoBetEngineDeps['live'], autoBet: AutoBet): TriggerPrices | undefined {
  const market = live.market(autoBet.marketId);
  if (market?.definition?.status !== 'OPEN' || !pricesAreFresh(live, autoBet.marketId)) return undefined;
  const runner = market.runners.get(String(autoBet.runnerId));
  if (runner === undefined) return undefined;
  return {
    bestBack: runner.bestBackPrice() ?? NO_BEST_PRICE,
    bestLay: runner.bestLayPrice() ?? NO_BEST_PRICE,
  };
}

/** The same records with the same sizes (the reducers return new objects for unchanged ones). */
function sameSchedule(a: readonly AutoBet[], b: readonly AutoBet[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (autoBet, index) =>
        autoBet.betId === b[index]!.betId &&
        autoBet.newStake === b[index]!.newStake &&
        autoBet.stakeRemaining === b[index]!.stakeRemaining &&
        autoBet.stakeSent === b[index]!.stakeSent,
    )
  );
}

function marketClosed(live: AutoBetEngineDeps['live'], marketId: string): boolean {
  return (
    live.orders.markets.get(marketId)?.closed === true ||
    live.market(marketId)?.definition?.status === 'CLOSED'
  );
}

/** The exchange request of a placement: a limit order at the auto-bet odd, lapsing at the off. */
export function autoBetRequest(entry: AutoBetInFlight): BetRequest | undefined {
  const runner = parseRunnerKey(String(entry.placement.runnerId));
  if (runner === undefined) return undefined;
  return {
    marketId: entry.placement.marketId,
    selectionId: runner.selectionId,
    handicap: runner.handicap,
    side: entry.placement.side,
    price: entry.placement.odd,
    size: entry.placement.newStake,
    persistenceType: 'LAPSE',
    fillOrKill: false,
    currency: entry.placement.userCurrency,
    customerOrderRef: entry.ref,
  };
}

export class AutoBetEngine {
  private evaluating = false;
  private readonly sending: Set<string>;
  /** When a reference whose outcome was unknown may be asked for again. */
  private readonly retryAt = new Map<string, number>();
  private readonly marketSubscriptions = new Map<string, () => void>();

  constructor(private readonly deps: AutoBetEngineDeps) {
    this.sending = deps.sending ?? SENDING_IN_THIS_PAGE;
  }

  /** Starts following the streams and the schedule; returns the stop function. */
  start(): () => void {
    const { live, store } = this.deps;
    const evaluate = () => this.evaluate();
    live.orders.listeners.add(evaluate);
    const stops = [
      () => live.orders.listeners.delete(evaluate),
      live.onConnectionState(evaluate),
      live.freshness.onChange(evaluate),
      store.subscribe(evaluate),
    ];
    this.evaluate();
    return () => {
      for (const stop of stops) stop();
      for (const stop of this.marketSubscriptions.values()) stop();
      this.marketSubscriptions.clear();
    };
  }

  /** One pass over the schedule against the caches as they are now. */
  evaluate(): void {
    if (this.evaluating) return;
    this.evaluating = true;
    try {
      this.followMarkets();
      if (this.deps.live.connectionState === 'live') this.step();
    } finally {
      this.evaluating = false;
    }
    this.sendInFlight();
  }

  /** Listens to the price changes of exactly the markets with scheduled auto bets. */
  private followMarkets(): void {
    const wanted = new Set(this.deps.store.getState().schedule.map((autoBet) => autoBet.marketId));
    for (const [marketId, stop] of this.marketSubscriptions)
      if (!wanted.has(marketId)) {
        stop();
        this.marketSubscriptions.delete(marketId);
      }
    for (const marketId of wanted)
      if (!this.marketSubscriptions.has(marketId))
        this.marketSubscriptions.set(
          marketId,
          this.deps.live.onMarket(marketId, () => this.evaluate()),
        );
  }

  private step(): void {
    const { live, store } = this.deps;
    const before = store.getState().schedule;
    // A closed market takes no more bets: its auto bets can never fire, so they leave the lists.
    let schedule: AutoBetSchedule = before.filter((autoBet) => !marketClosed(live, autoBet.marketId));
    const placements: AutoBet[] = [];
    const triggers = new Map(schedule.map((autoBet) => [autoBet.triggerBetId, autoBet]));
    for (const [triggerBetId, autoBet] of triggers) {
      const order = live.orders.markets
        .get(autoBet.marketId)
        ?.runners.get(String(autoBet.runnerId))
        ?.orders.get(triggerBetId);
      if (order === undefined) continue;
      const update = applyTriggerOrderUpdate(schedule, {
        triggerBetId,
        sizeMatched: order.sm,
        sizeRemaining: order.sr,
        complete: order.status === 'EC',
      });
      schedule = update.schedule;
      placements.push(...update.placements);
    }
    const fired = fireTriggeredAutoBets(schedule, (marketId, runnerId) => {
      const autoBet = schedule.find((item) => item.marketId === marketId && item.runnerId === runnerId);
      return autoBet === undefined ? undefined : triggerPrices(live, autoBet);
    });
    placements.push(...fired.placements);
    // Stored only when something changed: prices tick many times a second.
    if (placements.length > 0 || !sameSchedule(fired.schedule, before))
      store.getState().commit(fired.schedule, placements);
  }

  private sendInFlight(): void {
    const now = this.deps.now();
    for (const entry of this.deps.store.getState().inFlight) {
      if (this.sending.has(entry.ref) || (this.retryAt.get(entry.ref) ?? 0) > now) continue;
      this.sending.add(entry.ref);
      void this.send(entry).finally(() => this.sending.delete(entry.ref));
    }
  }

  private async send(entry: AutoBetInFlight): Promise<void> {
    const { store } = this.deps;
    const later = () => this.retryAt.set(entry.ref, this.deps.now() + AUTO_BET_RETRY_MS);
    const request = autoBetRequest(entry);
    if (request === undefined) {
      store.getState().settle(entry.ref);
      this.deps.onRefused(entry.placement, `unknown runner ${String(entry.placement.runnerId)}`);
      return;
    }
    try {
      if (await this.deps.alreadyPlaced(entry.placement.marketId, entry.ref)) {
        store.getState().settle(entry.ref);
        return;
      }
    } catch {
      later();
      return;
    }
    let outcome: PlacementOutcome;
    try {
      outcome = await this.deps.place(request);
    } catch {
      // The bet's fate is unknown: its reference is asked for again before anything is resent.
      later();
      return;
    }
    if (outcome.status === 'TIMEOUT') {
      later();
      return;
    }
    store.getState().settle(entry.ref);
    this.retryAt.delete(entry.ref);
    if (outcome.status === 'FAILURE')
      this.deps.onRefused(entry.placement, outcome.instructionErrorCode ?? outcome.errorCode);
    else this.deps.onSent(entry.placement);
  }
}
