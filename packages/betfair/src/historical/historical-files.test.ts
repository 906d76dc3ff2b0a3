// The replay works on every file of shared/acceptance-data/historical: market files change
// markets on (nearly) every line and end CLOSED; files that are not market streams are skipped
// line by line with a count, never an exception.
import { describe, expect, it } from 'vitest';
import { listSamples, readSampleText } from '../test-support/acceptance-data.js';
import { replayLines } from './replay.js';
import { formatReplayLine } from './replay-format.js';

const lines = (file: string) =>
  readSampleText(file)
    .split('\n')
    .filter((line) => line.trim() !== '');
const MARKET_FILES = listSamples('historical/').filter(
  (file) => !file.includes('processed') && !file.includes('ORDER-') && !file.endsWith('.json'),
);

describe('every historical file', () => {
  it.each(MARKET_FILES)('%s replays to a closed market', (file) => {
    let last = '';
    let changes = 0;
    const stats = replayLines(lines(file), (lineNumber, markets) => {
      changes += markets.length;
      last = formatReplayLine(lineNumber, markets.at(-1)!);
    });
    expect(stats.skipped).toBe(0);
    expect(changes).toBeGreaterThan(100);
    expect(JSON.parse(last)).toMatchObject({ status: 'CLOSED' });
  });

  it('skips, and counts, the lines of files that are not market streams', () => {
    const stats = replayLines(lines('historical/ORDER-1.177596575'), () => undefined);
    expect(stats).toMatchObject({ marketMessages: 0, skipped: 4 });
  });
});
