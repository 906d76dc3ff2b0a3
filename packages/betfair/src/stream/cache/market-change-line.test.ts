// The specialised market-change reader against the ordinary path (JSON.parse + apply): after
// every line of every historical market file and every recorded mcm sample the two caches must
// hold the same markets, and a line the reader does not take must leave its cache untouched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketChangeMessage } from '../messages.js';
import { listSamples, readMessages, readSampleText } from '../../test-support/acceptance-data.js';
import { isMarketChangeMessage } from '../session/validate.js';
import type { MarketCache } from './market-cache.js';
import { MarketChangeLineReader, runnerField } from './market-change-line.js';
import { MarketStreamCache } from './market-stream-cache.js';
import type { RunnerCache } from './runner-cache.js';

const LINE_FILES = listSamples('historical/').filter(
  (file) => !file.includes('processed') && !file.includes('ORDER-') && !file.endsWith('.json'),
);
// The samples the session would apply (the others it refuses before any cache sees them).
const MCM_SAMPLES = listSamples('stream/').flatMap((file) =>
  readMessages(file).filter(isMarketChangeMessage),
);

function runnerState(runner: RunnerCache) {
  return {
    key: [runner.selectionId, runner.handicap],
    ladders: [
      runner.availableToBack,
      runner.availableToLay,
      runner.startingPriceBack,
      runner.startingPriceLay,
      runner.traded,
    ].map((ladder) => ladder.toArray()),
    levels: [
      runner.bestAvailableToBack,
      runner.bestAvailableToLay,
      runner.bestDisplayAvailableToBack,
      runner.bestDisplayAvailableToLay,
    ].map((ladder) => ladder.best(Infinity)),
    scalars: [
      runner.lastPriceTraded,
      runner.totalMatched,
      runner.startingPriceNear,
      runner.startingPriceFar,
      runner.status,
      runner.sortPriority,
      runner.adjustmentFactor,
      runner.bsp,
      runner.removalDate,
      runner.name,
      runner.version,
    ],
  };
}

/**
 * What a reader of the cache can see after a line, as text: the clocks, the markets held, and
 * each changed market (its definition when the line carried one) with every runner — in full
 * when its version moved since the last look (`looked`), else its version only.
 */
function stateAfter(
  cache: MarketStreamCache,
  changed: readonly MarketCache[],
  line: string,
  looked: Map<RunnerCache, number>,
): string {
  return JSON.stringify({
    clocks: [cache.clk, cache.initialClk],
    held: [...cache.markets.values()].map((market) => [market.marketId, market.version]),
    changed: changed.map((market) => ({
      id: market.marketId,
      definition: line.includes('"marketDefinition"') ? market.definition : undefined,
      totalMatched: market.totalMatched,
      publishTime: market.publishTime,
      runners: market.sortedRunners().map((runner) => {
        if (looked.get(runner) === runner.version) return runner.version;
        looked.set(runner, runner.version);
        return runnerState(runner);
      }),
    })),
  });
}

/** Feeds `lines` to both paths, comparing after each line; returns how many the reader took. */
function compareOverLines(lines: readonly string[]): number {
  const ordinary = { cache: new MarketStreamCache(), looked: new Map<RunnerCache, number>() };
  const read = { cache: new MarketStreamCache(), looked: new Map<RunnerCache, number>() };
  let taken = 0;
  lines.forEach((line, index) => {
    const expected = ordinary.cache.apply(JSON.parse(line) as MarketChangeMessage);
    let changed = read.cache.applyLine(line);
    if (changed === undefined) changed = read.cache.apply(JSON.parse(line) as MarketChangeMessage);
    else taken += 1;
    const actualState = stateAfter(read.cache, changed, line, read.looked);
    const expectedState = stateAfter(ordinary.cache, expected, line, ordinary.looked);
    // expect() only on a difference: it is slow, and the files have ~70,000 lines.
    if (actualState !== expectedState) expect(actualState, `line ${index + 1}`).toBe(expectedState);
  });
  return taken;
}

/** Lines the reader leaves to JSON.parse in the recorded files: definitions, "NaN" strings, spaces. */
const ordinaryLine = (line: string): boolean => /"marketDefinition"|"(NaN|Infinity)"|[:,] /.test(line);

describe('the specialised market-change reader', () => {
  it.each(LINE_FILES)('leaves %s in the same cache as JSON.parse after every line', (file) => {
    const lines = readSampleText(file)
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(compareOverLines(lines)).toBe(lines.filter((line) => !ordinaryLine(line)).length);
  });

  it('leaves every recorded mcm sample in the same cache as JSON.parse', () => {
    expect(MCM_SAMPLES.length).toBeGreaterThan(5);
    compareOverLines(MCM_SAMPLES.map((message) => JSON.stringify(message)));
  });

  it('reads every JSON number to the same double as JSON.parse', () => {
    const reader = new MarketChangeLineReader();
    const numberText = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
      fc
        .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.nat({ max: 20 }))
        .map(([digits, decimals]) => {
          const text = (digits < 0n ? -digits : digits).toString().padStart(decimals + 1, '0');
          const fraction = decimals === 0 ? '' : `.${text.slice(-decimals)}`;
          return `${digits < 0n ? '-' : ''}${text.slice(0, text.length - decimals)}${fraction}`;
        }),
    );
    fc.assert(
      fc.property(numberText, (text) => {
        const line = `{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"ltp":${text}}]}]}`;
        if (!reader.read(line)) return text.includes('e'); // exponents go the ordinary way
        expect(Object.is(reader.runners[runnerField.scalar(0)], JSON.parse(text))).toBe(true);
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [
      'a market definition',
      '{"op":"mcm","pt":1,"mc":[{"id":"1.1","marketDefinition":{"status":"OPEN","runners":[]}}]}',
    ],
    ['a status', '{"op":"mcm","pt":1,"status":503,"mc":[]}'],
    ['a segment', '{"op":"mcm","pt":1,"segmentType":"SEG_START","mc":[]}'],
    ['whitespace', '{"op":"mcm", "pt":1,"mc":[]}'],
    ['an escape', '{"op":"mcm","pt":1,"clk":"a\\u0041","mc":[]}'],
    ['a null clock', '{"op":"mcm","pt":1,"clk":null,"mc":[]}'],
    ['an exponent', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"ltp":1e2}]}]}'],
    [
      'a repeated ladder',
      '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"atb":[[2,1]],"atb":[[3,1]]}]}]}',
    ],
    ['an unknown runner key', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"xyz":1}]}]}'],
    // Runner keys are told apart packed (5 bits a lowercase letter): a longer key, a key that
    // starts like one it knows, capitals, digits and an empty key are none of them.
    ['a runner key too long', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"bdatbx":[[0,2,1]]}]}]}'],
    [
      'a runner key longer than one known',
      '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"atbx":[[2,1]]}]}]}',
    ],
    ['a capitalised runner key', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"ATB":[[2,1]]}]}]}'],
    ['a runner key with a digit', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"at1":[[2,1]]}]}]}'],
    ['an empty runner key', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"":1}]}]}'],
    ['a cut runner key', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"at'],
    ['a short tuple', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"atb":[[2]]}]}]}'],
    ['a long tuple', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"batb":[[0,2,1,4]]}]}]}'],
    ['a runner without id', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"atb":[[2,1]]}]}]}'],
    ['a number too large for a double', `{"op":"mcm","pt":1,"mc":[{"id":"1.1","tv":1${'0'.repeat(400)}}]}`],
    ['a leading zero', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"ltp":02}]}]}'],
    ['no publish time', '{"op":"mcm","mc":[]}'],
    ['another op', '{"op":"ocm","pt":1,"oc":[]}'],
    ['a cut line', '{"op":"mcm","pt":1,"mc":[{"id":"1.1","rc":[{"id":1,"atb":[[2,1]]'],
    ['text after the message', '{"op":"mcm","pt":1,"mc":[]}x'],
  ])('does not take a line with %s, and changes nothing', (_, line) => {
    const cache = new MarketStreamCache();
    const image = `{"op":"mcm","clk":"1","pt":1,"ct":"SUB_IMAGE","mc":[{"id":"1.1","img":true,"rc":[{"id":1,"atb":[[2,5]]}]}]}`;
    expect(cache.applyLine(image)).toHaveLength(1);
    const everything = () => stateAfter(cache, [...cache.markets.values()], '', new Map());
    const before = everything();
    expect(cache.applyLine(line)).toBeUndefined();
    expect(everything()).toBe(before);
  });
});
