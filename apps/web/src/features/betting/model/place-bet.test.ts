import { CLASSIC_LADDER } from '@greenbook/trading';
import { ApiNgError } from '@greenbook/betfair';
import { describe, expect, it } from 'vitest';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import type { BetMarket } from './bet-market';
import { placePreparedBet } from './place-bet';
import { prepareBet, type BetTicket } from './prepare-bet';

const market: BetMarket = {
  marketId: '1.100',
  status: 'OPEN',
  bettingType: 'ODDS',
  marketType: 'MATCH_ODDS',
  betDelay: 0,
  ladder: CLASSIC_LADDER,
};
const ticket: BetTicket = {
  marketId: '1.100',
  selectionId: 11,
  handicap: 0,
  runnerName: 'Home',
  side: 'BACK',
  odd: 3,
  stakeValue: 10,
  stakeMode: 'STAKE',
};

function bet(overrides: Partial<BetTicket> = {}) {
  const result = prepareBet({ ...ticket, ...overrides }, market, 'GBP');
  if (!result.ok) throw new Error(result.report.message);
  return result.bet;
}

const options = { keepInPlay: false, fillOrKill: false };

describe('placePreparedBet (trading-core §4, §5, §8)', () => {
  it('places one limit order and reports it placed', async () => {
    const fake = createFakeExchange();
    const report = await placePreparedBet(bet(), fake.client.orders, options);
    expect(fake.callsOf('placeOrders')).toHaveLength(1);
    expect(fake.callsOf('placeOrders')[0]).toMatchObject({
      marketId: '1.100',
      instructions: [
        {
          selectionId: 11,
          side: 'BACK',
          orderType: 'LIMIT',
          limitOrder: { price: 3, size: 10, persistenceType: 'LAPSE' },
        },
      ],
    });
    expect(report).toMatchObject({ kind: 'success', placed: { side: 'BACK', stake: 10, odd: 3 } });
  });

  it('sends Keep in Play as PERSIST and Fill or Kill as the time in force', async () => {
    const fake = createFakeExchange();
    await placePreparedBet(bet(), fake.client.orders, { keepInPlay: true, fillOrKill: false });
    await placePreparedBet(bet(), fake.client.orders, { keepInPlay: false, fillOrKill: true });
    const [persist, fillOrKill] = fake.callsOf('placeOrders') as Array<{
      instructions: Array<{ limitOrder: unknown }>;
    }>;
    expect(persist?.instructions[0]?.limitOrder).toMatchObject({ persistenceType: 'PERSIST' });
    expect(fillOrKill?.instructions[0]?.limitOrder).toMatchObject({ timeInForce: 'FILL_OR_KILL' });
  });

  it('takes a stake below the minimum through the small-stake plan to one bet at the requested stake and price', async () => {
    const fake = createFakeExchange({
      cancelOrders: (params) => ({
        status: 'SUCCESS',
        marketId: '1.100',
        instructionReports: [
          { status: 'SUCCESS', instruction: params.instructions![0]!, sizeCancelled: 0.5 },
        ],
      }),
      replaceOrders: (params) => ({
        status: 'SUCCESS',
        marketId: params.marketId,
        instructionReports: [
          {
            status: 'SUCCESS',
            placeInstructionReport: {
              status: 'SUCCESS',
              betId: '777',
              sizeMatched: 0,
              instruction: {
                orderType: 'LIMIT',
                selectionId: 11,
                handicap: 0,
                side: 'BACK',
                limitOrder: { price: 3, size: 0.5 },
              },
            },
          },
        ],
      }),
    });
    const report = await placePreparedBet(bet({ stakeValue: 0.5 }), fake.client.orders, options);
    expect(fake.calls.map((call) => call.operation)).toEqual([
      'placeOrders',
      'cancelOrders',
      'replaceOrders',
    ]);
    expect(fake.callsOf('placeOrders')[0]).toMatchObject({
      instructions: [{ limitOrder: { price: 1000, size: 1 } }],
    });
    expect(fake.callsOf('cancelOrders')[0]).toMatchObject({ instructions: [{ sizeReduction: 0.5 }] });
    expect(fake.callsOf('replaceOrders')[0]).toMatchObject({ instructions: [{ newPrice: 3 }] });
    expect(report).toMatchObject({ kind: 'success', placed: { betId: '777', stake: 0.5, odd: 3 } });
  });

  it('reports exchange failures with the trading-core §8 texts', async () => {
    const failing = (errorCode: string, instructionCode?: string) =>
      createFakeExchange({
        placeOrders: (params) => ({
          status: 'FAILURE',
          errorCode: errorCode as never,
          marketId: params.marketId,
          instructionReports: [
            { status: 'FAILURE', errorCode: instructionCode as never, instruction: params.instructions[0]! },
          ],
        }),
      });
    const cases: Array<[string, string | undefined, string, boolean]> = [
      ['MARKET_SUSPENDED', undefined, 'Error - Market is Suspended', false],
      ['BET_ACTION_ERROR', 'INVALID_ODDS', 'Error - Invalid Odd', false],
      ['INSUFFICIENT_FUNDS', undefined, 'Error - Insufficient funds', true],
      ['WHATEVER', undefined, 'Error - Review Your Input WHATEVER', false],
    ];
    for (const [code, instruction, message, autoClose] of cases) {
      const report = await placePreparedBet(bet(), failing(code, instruction).client.orders, options);
      expect(report).toMatchObject({ kind: 'error', message, autoClose });
    }
  });

  it('reports a timeout and a lost answer as the unknown-status text', async () => {
    const timeout = createFakeExchange({
      placeOrders: (params) => ({ status: 'TIMEOUT', marketId: params.marketId }),
    });
    const text =
      'The order timed out & the status of the bet is unknown. Please check your matched bets list.';
    expect(await placePreparedBet(bet(), timeout.client.orders, options)).toMatchObject({ message: text });
    const thrown = createFakeExchange({
      placeOrders: () => {
        throw new ApiNgError('PERMISSION_DENIED', '', 'placeOrders', 400);
      },
    });
    expect(await placePreparedBet(bet(), thrown.client.orders, options)).toMatchObject({
      message: 'Error - Business rules do not allow order to be placed',
    });
  });
});
