// Fuzzed and malformed lines (truncated JSON, wrong types, unknown ops, huge lines) never throw
// out of the session: they are counted and reported, and the cache stays usable
// (exchange-client issue, "Done when").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarketStreamCache } from '../cache/market-stream-cache.js';
import { MARKET_STREAM_TIMING, type SessionEvent, type StreamHandlers } from './session-types.js';
import { StreamSession } from './stream-session.js';

const VALID_IMAGE =
  '{"op":"mcm","id":20,"ct":"SUB_IMAGE","pt":1,"clk":"C1","initialClk":"I1","mc":[{"id":"1.1","rc":[{"id":5,"atb":[[2,10]],"atl":[[2.02,3]]}]}]}';

const junk = fc.oneof(
  fc.string(),
  fc.json(),
  // Truncated versions of a valid message.
  fc.nat(VALID_IMAGE.length - 1).map((cut) => VALID_IMAGE.slice(0, cut)),
  // Valid shape, wrong types in random places.
  fc
    .record({
      op: fc.constantFrom('mcm', 'ocm', 'status', 'connection', 'nope'),
      pt: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      mc: fc.oneof(
        fc.constant(undefined),
        fc.array(fc.record({ id: fc.oneof(fc.string(), fc.integer()), rc: fc.anything() })),
      ),
      oc: fc.anything(),
    })
    .map((value) => JSON.stringify(value)),
);

// Nulls where a field may be absent: Betfair omits fields, so a null is a wrong type, not "absent".
const NULL_FIELDS = [
  '{"op":"mcm","pt":0,"mc":[{"id":"","rc":null}],"oc":{}}',
  '{"op":"mcm","pt":1,"mc":null}',
  '{"op":"mcm","pt":1,"mc":[{"id":"1.1","marketDefinition":null,"tv":null}]}',
  '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":5,"atb":null,"ltp":null,"trd":null}]}]}',
  '{"op":"ocm","pt":1,"oc":[{"id":"1.1","orc":null}]}',
  '{"op":"ocm","pt":1,"oc":[{"id":"1.1","orc":[{"id":5,"uo":null,"mb":null}]}]}',
];

describe('session against garbage', () => {
  it('never throws on any line, counts what it refuses, and keeps the cache usable', () => {
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 30 }), (lines) => {
        let handlers: StreamHandlers | undefined;
        const events: SessionEvent[] = [];
        const cache = new MarketStreamCache();
        const session = new StreamSession({
          transport: {
            open(h) {
              handlers = h;
              return { send: () => undefined, close: () => undefined };
            },
          },
          appKey: 'k',
          token: () => 't',
          timing: MARKET_STREAM_TIMING,
          cache: { kind: 'market', cache },
          subscription: { op: 'marketSubscription', marketFilter: { marketIds: ['1.1'] } },
          onEvent: (event) => events.push(event),
        });
        session.start();
        handlers!.onData(`${VALID_IMAGE}\r\n`);
        for (const line of lines)
          expect(() => handlers!.onData(`${line.replace(/[\r\n]/g, ' ')}\r\n`)).not.toThrow();
        // A good message after the garbage still lands.
        handlers!.onData('{"op":"mcm","id":20,"pt":9,"mc":[{"id":"1.1","rc":[{"id":5,"ltp":2.5}]}]}\r\n');
        expect(cache.markets.get('1.1')!.runners.get('5_0')!.lastPriceTraded).toBe(2.5);
        expect(session.malformedLines).toBe(events.filter((e) => e.type === 'malformed').length);
        session.stop();
      }),
      { numRuns: 300, examples: [[NULL_FIELDS]] },
    );
  });

  it('drops a huge line without buffering it all, then carries on', () => {
    let handlers: StreamHandlers | undefined;
    const cache = new MarketStreamCache();
    const session = new StreamSession({
      transport: { open: (h) => ((handlers = h), { send: () => undefined, close: () => undefined }) },
      appKey: 'k',
      token: () => 't',
      timing: MARKET_STREAM_TIMING,
      cache: { kind: 'market', cache },
      subscription: { op: 'marketSubscription', marketFilter: {} },
    });
    session.start();
    const chunk = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 10; i += 1) handlers!.onData(chunk); // 10 MiB without a line end
    handlers!.onData(`\r\n${VALID_IMAGE}\r\n`);
    expect(cache.markets.has('1.1')).toBe(true);
    session.stop();
  });
});
