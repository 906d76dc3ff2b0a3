// The exchange remembers across a restart (issue 11 §4): a second simulator restored from the
// first one's memory has the same balances, sessions, grants and cleared orders, applies the
// restart rule to bets on unsettled markets, and never writes half a change.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { openMarket } from '../core/market-ops.js';
import { runnerKey } from '../core/market.js';
import { placeOrders } from '../core/place-orders.js';
import { settleMarket } from '../core/settlement.js';
import { Simulator } from '../simulator.js';
import { accountSpec, limit, marketSpec } from '../testing/fixtures.js';
import { DurableExchange } from './durable-exchange.js';
import { InMemoryExchangeMemory, type MemoryChanges } from './exchange-memory.js';

const START = Date.UTC(2026, 0, 1, 12);
const DANA = '100001';
/** The BRL demo account (pedro, BRL 5,000). */
const PEDRO = '100005';
const LAYER = 'layer';

async function restartedAt(memory: InMemoryExchangeMemory, now: number) {
  const simulator = new Simulator({ clock: new ManualClock(now) });
  simulator.exchange.addAccount(accountSpec(LAYER));
  const durable = new DurableExchange(simulator, memory);
  await durable.restore();
  return { simulator, durable };
}

const place = (
  simulator: Simulator,
  accountId: string,
  marketId: string,
  instruction: ReturnType<typeof limit>,
) => placeOrders(simulator.exchange, { accountId, canBet: true }, { marketId, instructions: [instruction] });

const historyOf = (simulator: Simulator, accountId: string) =>
  simulator.exchange.cleared.filter((record) => record.accountId === accountId);

describe('a restarted exchange', () => {
  it('keeps balances, tokens and cleared orders, and clears bets on unsettled markets by the restart rule', async () => {
    const memory = new InMemoryExchangeMemory();
    const first = await restartedAt(memory, START);
    const { exchange } = first.simulator;
    const settled = exchange.addMarket(marketSpec({ marketId: '1.100000001' }));
    const running = exchange.addMarket(marketSpec({ marketId: '1.100000002' }));
    openMarket(exchange, settled);
    openMarket(exchange, running);
    await place(first.simulator, LAYER, settled.marketId, limit(1000, 'LAY', 3, 10));
    await place(first.simulator, DANA, settled.marketId, limit(1000, 'BACK', 3, 10));
    settleMarket(exchange, settled, { results: new Map([[runnerKey(1000, 0), 'WINNER']]) });
    await place(first.simulator, LAYER, running.marketId, limit(1001, 'LAY', 4, 6));
    await place(first.simulator, DANA, running.marketId, limit(1001, 'BACK', 4, 10));
    const token = first.simulator.sessions.create('OAUTH', DANA, 'key', '70001').token;
    const refresh = first.simulator.sessions.vendorGrants.issueRefreshToken(DANA, '70001');
    const lastBetId = exchange.lastBetId;
    const balance = exchange.accounts.get(DANA)!.balanceCents;
    expect(balance).toBe(100_000 + 1900); // won 20, paid 5 % commission on it
    await first.durable.stop();

    const second = await restartedAt(memory, START + 3600_000);
    const restarted = second.simulator.exchange;
    expect(second.simulator.sessions.resolve(token)?.accountId).toBe(DANA);
    expect(second.simulator.sessions.vendorGrants.redeemRefreshToken(refresh, '70001')).toBe(DANA);
    const dana = restarted.accounts.get(DANA)!;
    expect(dana.balanceCents).toBe(balance);
    expect(dana.retainedCommissionCents).toBe(100);
    expect(dana.availableCents).toBe(balance); // the open bet's liability is free again
    const history = historyOf(second.simulator, DANA);
    expect(history.filter((record) => record.marketId === settled.marketId)).toEqual(
      historyOf(first.simulator, DANA),
    );
    const restartDate = new Date(START + 3600_000).toISOString();
    expect(
      history
        .filter((record) => record.marketId === running.marketId)
        .map(({ betStatus, sizeSettled, profit, settledDate, priceMatched }) => ({
          betStatus,
          sizeSettled,
          profit,
          settledDate,
          priceMatched,
        })),
    ).toEqual([
      { betStatus: 'VOIDED', sizeSettled: 6, profit: 0, settledDate: restartDate, priceMatched: 4 },
      { betStatus: 'LAPSED', sizeSettled: 4, profit: 0, settledDate: restartDate, priceMatched: undefined },
    ]);
    expect(Number(restarted.nextBetId())).toBe(Number(lastBetId) + 1);

    // The rule is applied once: a second restart finds the same history, no open bets.
    await second.durable.stop();
    const third = await restartedAt(memory, START + 7200_000);
    expect(historyOf(third.simulator, DANA)).toEqual(history);
    expect((await memory.load(0)).openBets).toEqual([]);
  });

  it('remembers a BRL account to the centavo: its settled win, and its open bet cleared by the restart rule', async () => {
    const memory = new InMemoryExchangeMemory();
    const first = await restartedAt(memory, START);
    const { exchange } = first.simulator;
    const settled = exchange.addMarket(marketSpec({ marketId: '1.100000001' }));
    const running = exchange.addMarket(marketSpec({ marketId: '1.100000002' }));
    openMarket(exchange, settled);
    openMarket(exchange, running);
    await place(first.simulator, LAYER, settled.marketId, limit(1000, 'LAY', 3.6, 10));
    await place(first.simulator, PEDRO, settled.marketId, limit(1000, 'BACK', 3.6, 10));
    settleMarket(exchange, settled, { results: new Map([[runnerKey(1000, 0), 'WINNER']]) });
    // GBP 1.00 takes BRL 6.35 (at 6.35 BRL per GBP) of the BRL 7.77 back; 1.42 stays unmatched.
    await place(first.simulator, PEDRO, running.marketId, limit(1001, 'BACK', 4, 7.77));
    await place(first.simulator, LAYER, running.marketId, limit(1001, 'LAY', 4, 1));
    const balance = exchange.accounts.get(PEDRO)!.balanceCents;
    expect(balance).toBe(500_000 + 2600 - 130); // won BRL 26.00 (10 × 2.6), paid 5 % on it
    await first.durable.stop();

    const second = await restartedAt(memory, START + 3600_000);
    const pedro = second.simulator.exchange.accounts.get(PEDRO)!;
    expect(pedro.balanceCents).toBe(balance);
    expect(pedro.retainedCommissionCents).toBe(130);
    expect(pedro.availableCents).toBe(balance);
    expect(
      historyOf(second.simulator, PEDRO).map(({ marketId, betStatus, sizeSettled, profit }) => [
        marketId,
        betStatus,
        sizeSettled,
        profit,
      ]),
    ).toEqual([
      [settled.marketId, 'SETTLED', 10, 26],
      [running.marketId, 'VOIDED', 6.35, 0],
      [running.marketId, 'LAPSED', 1.42, 0],
    ]);
  });

  it('keeps an expired token expired and forgets it', async () => {
    const memory = new InMemoryExchangeMemory();
    const first = await restartedAt(memory, START);
    const session = first.simulator.sessions.create('OAUTH', DANA, 'key', '70001');
    await first.durable.stop();
    const second = await restartedAt(memory, session.expiresAt);
    expect(second.simulator.sessions.resolve(session.token)).toBeUndefined();
    expect((await memory.load(0)).sessions).toEqual([]);
  });

  it('drops cleared orders past the history retention', async () => {
    const memory = new InMemoryExchangeMemory();
    const first = await restartedAt(memory, START);
    const market = first.simulator.exchange.addMarket(marketSpec());
    openMarket(first.simulator.exchange, market);
    await place(first.simulator, DANA, market.marketId, limit(1000, 'BACK', 3, 10));
    settleMarket(first.simulator.exchange, market, {});
    await first.durable.stop();
    expect(historyOf((await restartedAt(memory, START + 92 * 86_400_000)).simulator, DANA)).toHaveLength(1);
    expect(historyOf((await restartedAt(memory, START + 94 * 86_400_000)).simulator, DANA)).toEqual([]);
  });

  it('writes nothing of a failed flush and all of it with the next one', async () => {
    const memory = new InMemoryExchangeMemory();
    let failNext = false;
    const flaky = {
      load: (since: number) => memory.load(since),
      write: (changes: MemoryChanges) =>
        failNext ? ((failNext = false), Promise.reject(new Error('database down'))) : memory.write(changes),
    };
    const simulator = new Simulator({ clock: new ManualClock(START) });
    simulator.exchange.addAccount(accountSpec(LAYER));
    const durable = new DurableExchange(simulator, flaky);
    await durable.restore();
    const market = simulator.exchange.addMarket(marketSpec());
    openMarket(simulator.exchange, market);
    await place(simulator, LAYER, market.marketId, limit(1000, 'LAY', 3, 10));
    await place(simulator, DANA, market.marketId, limit(1000, 'BACK', 3, 10));
    settleMarket(simulator.exchange, market, {});
    const token = simulator.sessions.create('SSO', DANA).token;
    failNext = true;
    await expect(durable.flush()).rejects.toThrow('database down');
    expect((await memory.load(0)).cleared).toEqual([]);
    await durable.flush();
    const state = await memory.load(0);
    expect(state.cleared.filter((record) => record.accountId === DANA)).toHaveLength(1);
    expect(state.sessions.map((session) => session.token)).toEqual([token]);
    expect(state.accounts.find((account) => account.accountId === DANA)?.balanceCents).toBe(99_000);
  });
});
