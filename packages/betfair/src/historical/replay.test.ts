import { describe, expect, it } from 'vitest';
import { readSample, readSampleText } from '../test-support/acceptance-data.js';
import { formatReplayLine } from './replay-format.js';
import { replayLines } from './replay.js';

interface LightweightBook {
  status: string;
  inplay: boolean;
  runners: Array<{ selectionId: number; status: string; lastPriceTraded: number | null }>;
}

const lines = (file: string) =>
  readSampleText(file)
    .split('\n')
    .filter((line) => line.trim() !== '');

describe('historical replay', () => {
  it('agrees with betfairlightweight on every line of the BASIC file (status, in play, runner status, ltp)', () => {
    const expected = readSample('historical/BASIC-1.132153978-processed.json.gz') as LightweightBook[];
    const ours: LightweightBook[] = [];
    replayLines(lines('historical/BASIC-1.132153978'), (_lineNumber, markets) => {
      for (const market of markets) {
        ours.push({
          status: market.definition!.status,
          inplay: market.definition!.inPlay,
          runners: [...market.runners.values()].map((runner) => ({
            selectionId: runner.selectionId,
            status: runner.status,
            lastPriceTraded: runner.lastPriceTraded ?? null,
          })),
        });
      }
    });
    expect(ours).toHaveLength(expected.length);
    ours.forEach((book, index) => {
      const theirs = expected[index]!;
      expect([book.status, book.inplay]).toEqual([theirs.status, theirs.inplay]);
      const byId = new Map(theirs.runners.map((runner) => [runner.selectionId, runner]));
      for (const runner of book.runners) {
        expect(runner.status).toBe(byId.get(runner.selectionId)!.status);
        expect(runner.lastPriceTraded).toBe(byId.get(runner.selectionId)!.lastPriceTraded);
      }
    });
  });

  it('formats one compact line per changed market with sorted keys and the line number', () => {
    const output: string[] = [];
    replayLines(lines('historical/1.197931750'), (lineNumber, markets) => {
      for (const market of markets) output.push(formatReplayLine(lineNumber, market));
    });
    const first = JSON.parse(output[0]!) as Record<string, unknown>;
    expect(Object.keys(first)).toEqual([
      'i',
      'inPlay',
      'marketId',
      'publishTime',
      'runners',
      'status',
      'totalMatched',
    ]);
    expect(output[0]).toContain('"i":1,"inPlay":false,"marketId":"1.197931750","publishTime":1650392673420');
    expect(output[0]).toContain(
      '{"back":[[8.2,10.38],[8,6.38],[7.8,15.75]],"handicap":0,"lastPriceTraded":8.2,"lay":[[8.6,13.19],[8.8,12.92],[9,28.99]],"selectionId":36276560,"status":"ACTIVE","totalMatched":562.46}',
    );
    expect(output.at(-1)).toContain('"status":"CLOSED"');
  });

  it('counts and skips lines that are not market changes, without throwing', () => {
    const stats = replayLines(
      ['{"op":"mcm","pt":1,"mc":[]}', 'not json', '{"op":"ocm","pt":1}', '[1,2]', '{"op":"mcm"}'],
      () => undefined,
    );
    expect(stats).toEqual({ lines: 5, marketMessages: 1, skipped: 4 });
  });
});
