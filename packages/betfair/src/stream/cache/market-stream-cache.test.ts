import { describe, expect, it } from 'vitest';
import { readSample, readSampleText } from '../../test-support/acceptance-data.js';
import type { MarketChangeMessage } from '../messages.js';
import { MarketStreamCache } from './market-stream-cache.js';

const image = () =>
  readSample('stream/betfairlightweight/streaming_mcm_SUB_IMAGE.json') as MarketChangeMessage;

describe('market stream cache (betfair-protocol §5.9)', () => {
  it('builds markets and runners from a subscription image', () => {
    const cache = new MarketStreamCache();
    const changed = cache.apply(image());
    expect(changed.map((market) => market.marketId)).toEqual(['1.126235656']);
    const market = cache.markets.get('1.126235656')!;
    // From the sample: runner 11131804 has batb [[0,2.54,7.95]] and batl [[0,2.72,8.8]].
    const runner = market.runners.get('11131804_0')!;
    expect(runner.bestBack(3)).toEqual([[2.54, 7.95]]);
    expect(runner.bestLay(3)).toEqual([[2.72, 8.8]]);
    expect(market.definition?.status).toBe('OPEN');
    expect(market.definition?.marketType).toBe('WIN');
    expect(cache.initialClk).toBe('ab34r43r');
    expect(cache.clk).toBe('AAAAAAAA');
  });

  it('applies deltas in place, clears on a new image and keeps clocks from heartbeats', () => {
    const cache = new MarketStreamCache();
    cache.apply(image());
    cache.apply({
      op: 'mcm',
      pt: 2,
      clk: 'B',
      mc: [{ id: '1.126235656', rc: [{ id: 11131804, batb: [[0, 2.56, 1]], ltp: 2.6, tv: 12 }] }],
    });
    const runner = cache.markets.get('1.126235656')!.runners.get('11131804_0')!;
    expect(runner.bestBack(1)).toEqual([[2.56, 1]]);
    expect([runner.lastPriceTraded, runner.totalMatched]).toEqual([2.6, 12]);
    cache.apply({ op: 'mcm', pt: 3, clk: 'C', ct: 'HEARTBEAT' });
    expect(cache.clk).toBe('C');
    cache.apply({
      op: 'mcm',
      pt: 4,
      ct: 'SUB_IMAGE',
      mc: [{ id: '1.2', img: true, rc: [{ id: 1, atb: [[3, 5]] }] }],
    });
    expect([...cache.markets.keys()]).toEqual(['1.2']);
  });

  it('replaces a market on img and clears a traded ladder on trd []', () => {
    const cache = new MarketStreamCache();
    cache.apply({ op: 'mcm', pt: 1, mc: [{ id: '1.5', rc: [{ id: 7, atb: [[2, 5]], trd: [[2, 10]] }] }] });
    cache.apply({ op: 'mcm', pt: 2, mc: [{ id: '1.5', rc: [{ id: 7, trd: [] }] }] });
    expect(cache.markets.get('1.5')!.runners.get('7_0')!.traded.length).toBe(0);
    cache.apply({ op: 'mcm', pt: 3, mc: [{ id: '1.5', img: true, rc: [{ id: 8, atl: [[4, 1]] }] }] });
    expect([...cache.markets.get('1.5')!.runners.keys()]).toEqual(['8_0']);
  });

  it('tells runner and market listeners what changed, and only them', () => {
    const cache = new MarketStreamCache();
    cache.apply(image());
    const market = cache.markets.get('1.126235656')!;
    const heard: string[] = [];
    market.runners.get('11131804_0')!.listeners.add((r) => heard.push(`runner ${r.selectionId}`));
    market.runners.get('11530194_0')!.listeners.add((r) => heard.push(`runner ${r.selectionId}`));
    market.listeners.add((m) => heard.push(`market ${m.marketId}`));
    cache.apply({ op: 'mcm', pt: 2, mc: [{ id: '1.126235656', rc: [{ id: 11131804, ltp: 2.6 }] }] });
    expect(heard).toEqual(['runner 11131804', 'market 1.126235656']);
  });

  it('reads a historical PRO line: full depth best levels and the stream tv', () => {
    const cache = new MarketStreamCache();
    const first = readSampleText('historical/1.197931750').split('\n')[0]!;
    cache.apply(JSON.parse(first) as MarketChangeMessage);
    const market = cache.markets.get('1.197931750')!;
    // Read from the line: runner 36276560 atb best three 8.2/10.38, 8/6.38, 7.8/15.75;
    // atl 8.6/13.19, 8.8/12.92, 9/28.99; ltp 8.2; tv 562.46; market tv 3269.55.
    const runner = market.runners.get('36276560_0')!;
    expect(runner.bestBack(3)).toEqual([
      [8.2, 10.38],
      [8, 6.38],
      [7.8, 15.75],
    ]);
    expect(runner.bestLay(3)).toEqual([
      [8.6, 13.19],
      [8.8, 12.92],
      [9, 28.99],
    ]);
    expect([runner.bestBackPrice(), runner.bestLayPrice()]).toEqual([8.2, 8.6]);
    expect([runner.lastPriceTraded, runner.totalMatched, market.totalMatched]).toEqual([
      8.2, 562.46, 3269.55,
    ]);
  });
});
