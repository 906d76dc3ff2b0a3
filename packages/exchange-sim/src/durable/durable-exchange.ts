// Keeps the embedded exchange's durable state in an ExchangeMemory (issue 11 §4). The exchange
// changes synchronously in memory; a flush compares what people's accounts, sessions, grants and
// open bets are now with what was last written and hands the difference — plus the new cleared
// orders — to the memory as one atomic write. Flushes run one at a time, in order, and each reads
// the state at a single instant (JavaScript runs nothing in between), so what is written is always
// a state the exchange really was in: a crash (kill -9) loses at most the changes after the last
// flush, never half of one. Requests that change something are answered after their flush
// (plugin.ts), so an acknowledged bet, cancel or login is remembered; a settlement or fill that
// happens on the clock is written within `flushEveryMs`.
import type { ClearedOrder } from '../core/cleared-orders.js';
import type { Simulator } from '../simulator.js';
import type { Session } from '../identity/session-store.js';
import type { StoredGrant } from '../identity/vendor-grants.js';
import type { ExchangeMemory, MemoryChanges, OpenBet, RememberedAccount } from './exchange-memory.js';
import { clearAtRestart, openBetAtRestart } from './restart-rule.js';

export interface DurableExchangeOptions {
  /** How often changes made outside requests (settlement, fills) are written; default 1 s. */
  readonly flushEveryMs?: number;
  /** Cleared orders kept for the bet history (account-and-product: 3 months); default 93 days. */
  readonly clearedRetentionMs?: number;
  /** A background write failed (it is retried with the next flush). */
  readonly onError?: (error: unknown) => void;
}

export const CLEARED_RETENTION_MS = 93 * 24 * 3600_000;

/** One flush's writes and how to mark them written once the memory has them. */
interface PendingWrite {
  readonly changes: MemoryChanges;
  commit(): void;
}

export class DurableExchange {
  private readonly accountsWritten = new Map<string, string>();
  private readonly sessionsWritten = new Map<string, number>();
  private readonly grantsWritten = new Set<string>();
  private readonly openBetsWritten = new Map<string, string>();
  private readonly unwrittenCleared: ClearedOrder[] = [];
  private sessionsVersion = -1;
  private grantsVersion = -1;
  private lastBetIdWritten: string | undefined;
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly stopListening: () => void;

  constructor(
    private readonly simulator: Simulator,
    private readonly memory: ExchangeMemory,
    private readonly options: DurableExchangeOptions = {},
  ) {
    this.stopListening = simulator.exchange.onCleared((records) => {
      for (const record of records) if (this.isPerson(record.accountId)) this.unwrittenCleared.push(record);
    });
  }

  /**
   * Loads what was remembered into the simulator — before it runs or takes requests — applies the
   * restart rule to bets on markets that had not settled, and writes the outcome.
   */
  async restore(): Promise<void> {
    const { exchange, sessions, clock } = this.simulator;
    const now = clock.now();
    const state = await this.memory.load(now - (this.options.clearedRetentionMs ?? CLEARED_RETENTION_MS));
    for (const remembered of state.accounts) {
      const account = exchange.accounts.get(remembered.accountId);
      // An account redefined in another currency starts afresh rather than misread its cents.
      if (account === undefined || account.spec.currencyCode !== remembered.currencyCode) continue;
      account.balanceCents = remembered.balanceCents;
      account.retainedCommissionCents = remembered.retainedCommissionCents;
      this.accountsWritten.set(remembered.accountId, accountKey(remembered));
    }
    // Expired sessions and grants stay out of memory and, being marked written, are deleted.
    sessions.restore(state.sessions);
    for (const session of state.sessions) this.sessionsWritten.set(session.token, session.expiresAt);
    sessions.vendorGrants.restore(state.grants);
    for (const grant of state.grants) this.grantsWritten.add(grant.secret);
    exchange.cleared.push(...state.cleared);
    for (const betId of [state.lastBetId, ...state.openBets.map((bet) => bet.betId)]) {
      if (betId !== undefined) exchange.resumeBetIdsAfter(betId);
    }
    for (const bet of state.openBets) {
      this.openBetsWritten.set(bet.betId, '');
      exchange.addCleared(clearAtRestart(bet, now));
    }
    await this.flush();
  }

  /** Writes what changed since the last write; resolves once it is in the memory. */
  flush(): Promise<void> {
    const run = this.queue.then(() => this.writeChanges());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Flushes on a timer, for the changes that happen on the clock rather than in requests. */
  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => this.options.onError?.(error));
    }, this.options.flushEveryMs ?? 1000);
    this.timer.unref();
  }

  /** Stops the timer and writes the last changes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
    this.stopListening();
  }

  private async writeChanges(): Promise<void> {
    const pending = this.collect();
    if (pending === undefined) return;
    await this.memory.write(pending.changes);
    pending.commit();
  }

  private isPerson(accountId: string): boolean {
    return this.simulator.exchange.accounts.get(accountId)?.spec.synthetic !== true;
  }

  private collect(): PendingWrite | undefined {
    const accounts = this.changedAccounts();
    const sessions = this.changedSessions();
    const grants = this.changedGrants();
    const bets = this.changedOpenBets();
    const cleared = [...this.unwrittenCleared];
    const lastBetId = this.simulator.exchange.lastBetId;
    const changed =
      accounts.length +
        sessions.upserts.length +
        sessions.ended.length +
        grants.upserts.length +
        grants.dropped.length +
        cleared.length +
        bets.upserts.length +
        bets.closed.length >
        0 || lastBetId !== this.lastBetIdWritten;
    if (!changed) return undefined;
    const changes: MemoryChanges = {
      accounts: accounts.map(({ remembered }) => remembered),
      sessions: sessions.upserts,
      endedSessions: sessions.ended,
      grants: grants.upserts,
      droppedGrants: grants.dropped,
      cleared,
      openBets: bets.upserts.map(({ bet }) => bet),
      closedBets: bets.closed,
      lastBetId,
      simTime: this.simulator.clock.now(),
    };
    return {
      changes,
      commit: () => {
        for (const { remembered, key } of accounts) this.accountsWritten.set(remembered.accountId, key);
        for (const session of sessions.upserts) this.sessionsWritten.set(session.token, session.expiresAt);
        for (const token of sessions.ended) this.sessionsWritten.delete(token);
        this.sessionsVersion = sessions.version;
        for (const grant of grants.upserts) this.grantsWritten.add(grant.secret);
        for (const secret of grants.dropped) this.grantsWritten.delete(secret);
        this.grantsVersion = grants.version;
        for (const { bet, key } of bets.upserts) this.openBetsWritten.set(bet.betId, key);
        for (const betId of bets.closed) this.openBetsWritten.delete(betId);
        this.unwrittenCleared.splice(0, cleared.length);
        this.lastBetIdWritten = lastBetId;
      },
    };
  }

  private changedAccounts(): { remembered: RememberedAccount; key: string }[] {
    const changed = [];
    for (const account of this.simulator.exchange.accounts.values()) {
      if (account.spec.synthetic === true) continue;
      const remembered: RememberedAccount = {
        accountId: account.accountId,
        currencyCode: account.spec.currencyCode,
        balanceCents: account.balanceCents,
        retainedCommissionCents: account.retainedCommissionCents,
      };
      const key = accountKey(remembered);
      if (this.accountsWritten.get(account.accountId) !== key) changed.push({ remembered, key });
    }
    return changed;
  }

  private changedSessions(): { upserts: Session[]; ended: string[]; version: number } {
    const store = this.simulator.sessions;
    const version = store.version;
    if (version === this.sessionsVersion) return { upserts: [], ended: [], version };
    const live = new Map<string, Session>();
    for (const session of store.all()) live.set(session.token, { ...session });
    const upserts = [...live.values()].filter(
      (session) => this.sessionsWritten.get(session.token) !== session.expiresAt,
    );
    const ended = [...this.sessionsWritten.keys()].filter((token) => !live.has(token));
    return { upserts, ended, version };
  }

  private changedGrants(): { upserts: StoredGrant[]; dropped: string[]; version: number } {
    const grants = this.simulator.sessions.vendorGrants;
    const version = grants.version;
    if (version === this.grantsVersion) return { upserts: [], dropped: [], version };
    const live = grants.all();
    const secrets = new Set(live.map((grant) => grant.secret));
    return {
      upserts: live.filter((grant) => !this.grantsWritten.has(grant.secret)),
      dropped: [...this.grantsWritten].filter((secret) => !secrets.has(secret)),
      version,
    };
  }

  /** People's bets on unsettled markets, as the restart rule would clear them. */
  private changedOpenBets(): { upserts: { bet: OpenBet; key: string }[]; closed: string[] } {
    const { exchange } = this.simulator;
    const upserts = [];
    const open = new Set<string>();
    for (const [accountId, orders] of exchange.ordersByAccount) {
      if (!this.isPerson(accountId)) continue;
      for (const order of orders) {
        open.add(order.betId);
        // Runs on every changing request: the records are only built for bets that moved.
        const key = `${order.size}/${order.matched}/${order.remaining}/${order.cancelled}/${order.lapsed}/${order.voided}/${order.persistence}/${order.priceReduced}/${order.matchedAt}`;
        const market = exchange.markets.get(order.marketId);
        if (this.openBetsWritten.get(order.betId) !== key && market !== undefined)
          upserts.push({ bet: openBetAtRestart(order, market), key });
      }
    }
    const closed = [...this.openBetsWritten.keys()].filter((betId) => !open.has(betId));
    return { upserts, closed };
  }
}

const accountKey = (account: RememberedAccount): string =>
  `${account.balanceCents}/${account.retainedCommissionCents}`;
