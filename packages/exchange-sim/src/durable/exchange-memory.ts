// What the embedded exchange must remember across a restart (issue 11 §4), as a port: the
// simulator keeps its state in memory and hands changes to an ExchangeMemory, which a host (the
// product server) implements on its database. InMemoryExchangeMemory is the default behaviour —
// remembered for the life of the process only — and lets tests restart a simulator on it.
import type { CurrencyCode } from '@greenbook/trading';
import type { ClearedOrder } from '../core/cleared-orders.js';
import type { Session } from '../identity/session-store.js';
import type { StoredGrant } from '../identity/vendor-grants.js';

/** A person's wallet: cash and commission paid, in the account's currency (cents). */
export interface RememberedAccount {
  readonly accountId: string;
  readonly currencyCode: CurrencyCode;
  readonly balanceCents: number;
  readonly retainedCommissionCents: number;
}

/**
 * A bet on a market that has not settled yet, with the records it clears as if the exchange
 * restarted now (the restart rule, restart-rule.ts); `settledDate` is filled in at the restart.
 */
export interface OpenBet {
  readonly betId: string;
  readonly accountId: string;
  readonly records: readonly ClearedOrder[];
}

export interface RememberedState {
  readonly accounts: readonly RememberedAccount[];
  /** Sessions and OAuth tokens with their absolute expiry (simulated epoch ms). */
  readonly sessions: readonly Session[];
  /** Authorisation codes and refresh tokens with their absolute expiry. */
  readonly grants: readonly StoredGrant[];
  /** Cleared orders of people's accounts, oldest first. */
  readonly cleared: readonly ClearedOrder[];
  readonly openBets: readonly OpenBet[];
  /** The last betId issued, so a restarted exchange never repeats one. */
  readonly lastBetId: string | undefined;
  /** The simulated time of the last write. */
  readonly simTime: number | undefined;
}

/** One consistent step of the state: everything in it is written, or none of it. */
export interface MemoryChanges {
  readonly accounts: readonly RememberedAccount[];
  readonly sessions: readonly Session[];
  readonly endedSessions: readonly string[];
  readonly grants: readonly StoredGrant[];
  /** Secrets of codes and refresh tokens used, revoked or expired. */
  readonly droppedGrants: readonly string[];
  readonly cleared: readonly ClearedOrder[];
  readonly openBets: readonly OpenBet[];
  /** betIds of open bets that settled (their records are in `cleared`) or were restarted. */
  readonly closedBets: readonly string[];
  readonly lastBetId: string;
  readonly simTime: number;
}

export interface ExchangeMemory {
  /**
   * Everything remembered. Cleared orders settled before `clearedSince` (epoch ms) are past the
   * history's retention and need not come back (an implementation may delete them).
   */
  load(clearedSince: number): Promise<RememberedState>;
  /** Writes the changes atomically: all of them, or none (then it rejects). */
  write(changes: MemoryChanges): Promise<void>;
}

/** Remembers for the life of the process: the default, and a restart double for tests. */
export class InMemoryExchangeMemory implements ExchangeMemory {
  private readonly accounts = new Map<string, RememberedAccount>();
  private readonly sessions = new Map<string, Session>();
  private readonly grants = new Map<string, StoredGrant>();
  private cleared: ClearedOrder[] = [];
  private readonly openBets = new Map<string, OpenBet>();
  private lastBetId: string | undefined;
  private simTime: number | undefined;

  load(clearedSince: number): Promise<RememberedState> {
    this.cleared = this.cleared.filter((record) => Date.parse(record.settledDate) >= clearedSince);
    return Promise.resolve({
      accounts: [...this.accounts.values()],
      sessions: [...this.sessions.values()].map((session) => ({ ...session })),
      grants: [...this.grants.values()],
      cleared: [...this.cleared],
      openBets: [...this.openBets.values()],
      lastBetId: this.lastBetId,
      simTime: this.simTime,
    });
  }

  write(changes: MemoryChanges): Promise<void> {
    for (const account of changes.accounts) this.accounts.set(account.accountId, account);
    for (const session of changes.sessions) this.sessions.set(session.token, { ...session });
    for (const token of changes.endedSessions) this.sessions.delete(token);
    for (const grant of changes.grants) this.grants.set(grant.secret, grant);
    for (const secret of changes.droppedGrants) this.grants.delete(secret);
    this.cleared.push(...changes.cleared);
    for (const bet of changes.openBets) this.openBets.set(bet.betId, bet);
    for (const betId of changes.closedBets) this.openBets.delete(betId);
    this.lastBetId = changes.lastBetId;
    this.simTime = changes.simTime;
    return Promise.resolve();
  }
}
