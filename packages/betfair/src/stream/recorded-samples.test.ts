// Every recorded stream sample through the same validation and caches the live session uses
// (exchange-client issue, "Done when"), with values read from the samples by hand.
import { describe, expect, it } from 'vitest';
import { listSamples, readMessages, readSample } from '../test-support/acceptance-data.js';
import { MarketStreamCache } from './cache/market-stream-cache.js';
import { OrderStreamCache } from './cache/order-stream-cache.js';
import type { MarketChangeMessage, OrderChangeMessage } from './messages.js';
import { isMarketChangeMessage, isOrderChangeMessage } from './session/validate.js';

/** Samples that are not protocol messages as sent: a bare definition, and nautilus's own re-serialisation. */
const NOT_WIRE_MESSAGES = new Set([
  'stream/betfairlightweight/streaming_market_definition.json',
  'stream/nautilus_trader/market_definition_racing.json',
]);

describe('recorded stream samples', () => {
  const samples = listSamples('stream/').filter((file) => !NOT_WIRE_MESSAGES.has(file));

  it.each(samples)('%s passes validation and applies to the cache', (file) => {
    const markets = new MarketStreamCache();
    const orders = new OrderStreamCache();
    for (const message of readMessages(file)) {
      const op = (message as { op?: string }).op;
      if (op === 'mcm') {
        expect(isMarketChangeMessage(message)).toBe(true);
        markets.apply(message as MarketChangeMessage);
      } else if (op === 'ocm') {
        expect(isOrderChangeMessage(message)).toBe(true);
        orders.apply(message as OrderChangeMessage);
      } else {
        expect(['connection', 'status', 'rcm']).toContain(op);
      }
    }
  });

  it('reads values by hand: market tv, a settled BSP, a filled lay', () => {
    const markets = new MarketStreamCache();
    markets.apply(
      readSample('stream/betfairlightweight/streaming_mcm_UPDATE_tv.json') as MarketChangeMessage,
    );
    // {"mc":[{"id":"1.126235656","tv":69.69}]}
    expect(markets.markets.get('1.126235656')!.totalMatched).toBe(69.69);

    const settled = new MarketStreamCache();
    settled.apply(readSample('stream/nautilus_trader/mcm_BSP_settled.json') as MarketChangeMessage);
    // Runner 9249757: status WINNER, bsp 5.73, adjustmentFactor 24.229; market CLOSED.
    const market = settled.markets.get('1.185781465')!;
    expect(market.definition!.status).toBe('CLOSED');
    expect(market.runners.get('9249757_0')).toMatchObject({
      status: 'WINNER',
      bsp: 5.73,
      adjustmentFactor: 24.229,
    });

    const orders = new OrderStreamCache();
    orders.apply(readSample('stream/nautilus_trader/ocm_FILLED.json') as OrderChangeMessage);
    // Bet 229430281339: lay 10 @ 1.1, status EC, sm 10, sr 0.
    const order = orders.markets.get('1.180604981')!.runners.get('1209555_0')!.orders.get('229430281339')!;
    expect(order).toMatchObject({ side: 'L', p: 1.1, s: 10, status: 'EC', sm: 10, sr: 0 });
  });
});
