// Test kit of the market screen: an exchange client whose BetfairApi answers from handlers and
// records every call, with the real OrderService on top (so the small-stake plan really runs).
import { OrderService, type BetfairApi, type BettingOperations } from '@greenbook/betfair';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';

type Handlers = {
  [Op in keyof BettingOperations]?: (
    params: BettingOperations[Op]['params'],
  ) => BettingOperations[Op]['result'] | Promise<BettingOperations[Op]['result']>;
};

export interface FakeExchange {
  readonly client: ExchangeClient;
  readonly calls: Array<{ operation: string; params: unknown }>;
  callsOf(operation: keyof BettingOperations): unknown[];
}

let nextBetId = 1000;

/** A placeOrders answer: every instruction placed, unmatched, with a fresh bet id. */
export function placedReport(params: BettingOperations['placeOrders']['params']) {
  return {
    status: 'SUCCESS' as const,
    marketId: params.marketId,
    instructionReports: params.instructions.map((instruction) => ({
      status: 'SUCCESS' as const,
      instruction,
      betId: String((nextBetId += 1)),
      orderStatus: 'EXECUTABLE' as const,
      sizeMatched: 0,
    })),
  };
}

export function createFakeExchange(handlers: Handlers = {}): FakeExchange {
  const calls: Array<{ operation: string; params: unknown }> = [];
  const defaults: Handlers = {
    placeOrders: placedReport,
    listMarketCatalogue: () => [],
  };
  const api = {
    betting: (operation: keyof BettingOperations, params: never) => {
      calls.push({ operation, params });
      const handler = (handlers[operation] ?? defaults[operation]) as
        ((params: never) => unknown) | undefined;
      if (handler === undefined) return Promise.reject(new Error(`no fake answer for ${operation}`));
      return Promise.resolve().then(() => handler(params));
    },
    listMarketCatalogue: (params: never) => api.betting('listMarketCatalogue', params),
    account: () => Promise.reject(new Error('no fake account answers')),
  } as unknown as BetfairApi;
  return {
    client: {
      api,
      orders: new OrderService(api, 'test'),
      transport: undefined as unknown as ExchangeClient['transport'],
    },
    calls,
    callsOf: (operation) => calls.filter((call) => call.operation === operation).map((call) => call.params),
  };
}
