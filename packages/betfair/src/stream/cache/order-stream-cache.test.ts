import { describe, expect, it } from 'vitest';
import { readSample, readSampleText } from '../../test-support/acceptance-data.js';
import type { OrderChangeMessage } from '../messages.js';
import { OrderStreamCache } from './order-stream-cache.js';

interface LightweightOrders {
  currentOrders: Array<{
    betId: string;
    status: string;
    sizeRemaining: number;
    sizeCancelled: number;
    sizeMatched: number;
  }>;
}

describe('order stream cache (betfair-protocol §5.8–§5.9)', () => {
  it('agrees with betfairlightweight after each line of a recorded order stream', () => {
    const expected = readSample('historical/ORDER-1.177596575-processed.json') as LightweightOrders[];
    const lines = readSampleText('historical/ORDER-1.177596575')
      .split('\n')
      .filter((line) => line !== '');
    const cache = new OrderStreamCache();
    lines.forEach((line, index) => {
      cache.apply(JSON.parse(line) as OrderChangeMessage);
      const market = cache.markets.get('1.177596575')!;
      const ours = market
        .allOrders()
        .map((order) => [
          order.id,
          order.status === 'E' ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
          order.sr,
          order.sc,
          order.sm,
        ]);
      const theirs = expected[index]!.currentOrders.map((order) => [
        order.betId,
        order.status,
        order.sizeRemaining,
        order.sizeCancelled,
        order.sizeMatched,
      ]);
      expect(ours.sort()).toEqual(theirs.sort());
    });
    expect(cache.markets.get('1.177596575')!.closed).toBe(true);
  });

  it('keeps net matched positions by price and resets a runner on fullImage', () => {
    const cache = new OrderStreamCache();
    const image = readSample('stream/betfairlightweight/streaming_ocm_FULL_IMAGE.json') as OrderChangeMessage;
    cache.apply(image);
    const [market] = [...cache.markets.values()];
    expect(market).toBeDefined();
    cache.apply({
      op: 'ocm',
      pt: 2,
      oc: [{ id: market!.marketId, orc: [{ id: 7, mb: [[2.5, 10]], ml: [[3, 4]] }] }],
    });
    cache.apply({
      op: 'ocm',
      pt: 3,
      oc: [
        {
          id: market!.marketId,
          orc: [
            {
              id: 7,
              mb: [
                [2.5, 12],
                [2.6, 1],
              ],
            },
          ],
        },
      ],
    });
    const runner = market!.runners.get('7_0')!;
    expect(runner.matchedBacks.toArray()).toEqual([
      [2.5, 12],
      [2.6, 1],
    ]);
    expect(runner.matchedLays.toArray()).toEqual([[3, 4]]);
    cache.apply({ op: 'ocm', pt: 4, oc: [{ id: market!.marketId, orc: [{ id: 7, fullImage: true }] }] });
    expect(market!.runners.get('7_0')!.matchedBacks.length).toBe(0);
  });
});
