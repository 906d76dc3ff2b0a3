// The embedded exchange's memory on the product database (issue 11 §4): the ExchangeMemory port
// of @greenbook/exchange-sim. Each write is one transaction, so a crash leaves the exchange as it
// was after the previous write or after this one, never in between.
import type { ExchangeMemory, MemoryChanges, RememberedState } from '@greenbook/exchange-sim';
import { asc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../database.js';
import { exchangeAccounts } from '../tables/exchange-accounts.js';
import { exchangeClearedOrders } from '../tables/exchange-cleared-orders.js';
import { exchangeGrants } from '../tables/exchange-grants.js';
import { exchangeOpenBets } from '../tables/exchange-open-bets.js';
import { exchangeSequence } from '../tables/exchange-sequence.js';
import { exchangeSessions } from '../tables/exchange-sessions.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `excluded.<column>`: the value an upsert tried to insert. */
const excluded = (column: string) => sql.raw(`excluded.${column}`);

export function databaseExchangeMemory(db: Db): ExchangeMemory {
  return {
    async load(clearedSince: number): Promise<RememberedState> {
      // Past the bet history's retention: nobody can ask for them any more.
      await db
        .delete(exchangeClearedOrders)
        .where(lt(exchangeClearedOrders.settledAt, new Date(clearedSince)));
      const [accounts, sessions, grants, cleared, openBets, sequence] = await Promise.all([
        db.select().from(exchangeAccounts),
        db.select().from(exchangeSessions),
        db.select().from(exchangeGrants),
        db
          .select({ record: exchangeClearedOrders.record })
          .from(exchangeClearedOrders)
          .orderBy(asc(exchangeClearedOrders.id)),
        db.select().from(exchangeOpenBets),
        db.select().from(exchangeSequence),
      ]);
      return {
        accounts,
        sessions: sessions.map((row) => ({
          ...row,
          appKey: row.appKey ?? undefined,
          vendorId: row.vendorId ?? undefined,
        })),
        grants,
        cleared: cleared.map((row) => row.record),
        openBets,
        lastBetId: sequence[0]?.lastBetId,
        simTime: sequence[0]?.simTime,
      };
    },

    async write(changes: MemoryChanges): Promise<void> {
      await db.transaction(async (tx) => {
        await writeAccountsAndSessions(tx, changes);
        await writeBets(tx, changes);
        await tx
          .insert(exchangeSequence)
          .values({ id: 1, lastBetId: changes.lastBetId, simTime: changes.simTime })
          .onConflictDoUpdate({
            target: exchangeSequence.id,
            set: { lastBetId: excluded('last_bet_id'), simTime: excluded('sim_time') },
          });
      });
    },
  };
}

async function writeAccountsAndSessions(tx: Tx, changes: MemoryChanges): Promise<void> {
  if (changes.accounts.length > 0) {
    await tx
      .insert(exchangeAccounts)
      .values([...changes.accounts])
      .onConflictDoUpdate({
        target: exchangeAccounts.accountId,
        set: {
          currencyCode: excluded('currency_code'),
          balanceCents: excluded('balance_cents'),
          retainedCommissionCents: excluded('retained_commission_cents'),
        },
      });
  }
  if (changes.sessions.length > 0) {
    await tx
      .insert(exchangeSessions)
      .values(changes.sessions.map((session) => ({ ...session })))
      .onConflictDoUpdate({ target: exchangeSessions.token, set: { expiresAt: excluded('expires_at') } });
  }
  if (changes.endedSessions.length > 0)
    await tx.delete(exchangeSessions).where(inArray(exchangeSessions.token, [...changes.endedSessions]));
  if (changes.grants.length > 0)
    await tx
      .insert(exchangeGrants)
      .values([...changes.grants])
      .onConflictDoNothing();
  if (changes.droppedGrants.length > 0)
    await tx.delete(exchangeGrants).where(inArray(exchangeGrants.secret, [...changes.droppedGrants]));
}

async function writeBets(tx: Tx, changes: MemoryChanges): Promise<void> {
  if (changes.cleared.length > 0) {
    await tx.insert(exchangeClearedOrders).values(
      changes.cleared.map((record) => ({
        accountId: record.accountId,
        betId: record.betId,
        settledAt: new Date(record.settledDate),
        record,
      })),
    );
  }
  if (changes.openBets.length > 0) {
    await tx
      .insert(exchangeOpenBets)
      .values(changes.openBets.map((bet) => ({ ...bet })))
      .onConflictDoUpdate({ target: exchangeOpenBets.betId, set: { records: excluded('records') } });
  }
  if (changes.closedBets.length > 0)
    await tx.delete(exchangeOpenBets).where(inArray(exchangeOpenBets.betId, [...changes.closedBets]));
}
