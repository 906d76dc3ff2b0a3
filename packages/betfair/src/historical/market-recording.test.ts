// Round trip (issue 21 §1): markets recorded from a stream, begun mid-stream, replayed through the
// code `npm run replay` runs (readHistoricalLines, replayLines), give the same cache as the live
// one — at checkpoints along the way and at the end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MarketStreamCache } from '../stream/cache/market-stream-cache.js';
import type { MarketChangeMessage } from '../stream/messages.js';
import { readMessages, readSampleText } from '../test-support/acceptance-data.js';
import { marketsSnapshot } from '../test-support/market-snapshot.js';
import { readHistoricalLines } from './historical-file.js';
import { MarketRecording } from './market-recording.js';
import { replayLines } from './replay.js';

const folder = mkdtempSync(join(tmpdir(), 'recording-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const historicalMessages = (file: string) =>
  readSampleText(file)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as MarketChangeMessage);

const streamMessage = (file: string) => readMessages(`stream/${file}`)[0] as MarketChangeMessage;

/** The recording's text replayed into a fresh cache, as the replay command does with a file's lines. */
function replayed(recording: MarketRecording): { cache: MarketStreamCache; skipped: number } {
  const cache = new MarketStreamCache();
  const lines = recording
    .text()
    .split('\n')
    .filter((line) => line !== '');
  const stats = replayLines(lines, () => undefined, cache);
  return { cache, skipped: stats.skipped };
}

/** Feeds messages to a live cache; records from `startAt` on, checking the replay every `every` messages. */
function recordAndCheck(
  messages: readonly MarketChangeMessage[],
  marketIds: readonly string[],
  startAt: number,
  every: number,
): { live: MarketStreamCache; recording: MarketRecording; checkpoints: number } {
  const live = new MarketStreamCache();
  let recording: MarketRecording | undefined;
  let checkpoints = 0;
  messages.forEach((message, index) => {
    if (index === startAt) recording = new MarketRecording(marketIds, live);
    live.apply(message);
    recording?.record(message);
    if (recording !== undefined && (index - startAt) % every === every - 1) {
      expect(marketsSnapshot(replayed(recording).cache, marketIds)).toEqual(marketsSnapshot(live, marketIds));
      checkpoints += 1;
    }
  });
  return { live, recording: recording!, checkpoints };
}

describe('a market recording', () => {
  it.each([
    ['historical/PRO-1.206064380.gz', 6000, 1000],
    ['historical/1.197931750', 60, 20],
    ['historical/SELF-1.181223995.gz', 2000, 1000],
  ])(
    'of %s begun mid-stream replays, gzipped through the replay command, to the live cache',
    (file, startAt, every) => {
      const messages = historicalMessages(file);
      const marketId = messages[0]!.mc![0]!.id;
      const { live, recording, checkpoints } = recordAndCheck(messages, [marketId], startAt, every);
      expect(checkpoints).toBeGreaterThan(0);

      const path = join(folder, `${marketId}.gz`);
      writeFileSync(path, gzipSync(recording.text()));
      return readHistoricalLines(path).then((lines) => {
        const cache = new MarketStreamCache();
        const stats = replayLines(lines, () => undefined, cache);
        expect(stats.skipped).toBe(0);
        expect(lines[0]).toMatch(
          /^\{"op":"mcm",("clk":"[^"]*",)?"pt":\d+,"mc":\[\{"id":"[\d.]+","marketDefinition":/,
        );
        expect(JSON.parse(lines[0]!)).toMatchObject({ mc: [{ img: true }] });
        expect(lines).toHaveLength(messages.length - startAt + 1);
        expect(marketsSnapshot(cache, [marketId])).toEqual(marketsSnapshot(live, [marketId]));
        // A replay that would hide a difference (an empty cache on both sides) proves nothing.
        expect(cache.markets.get(marketId)!.runners.size).toBeGreaterThan(1);
      });
    },
  );

  it('of a live subscription keeps only its market, skips heartbeats and follows a new image', () => {
    // Live messages as a session hands them over: SUB_IMAGE, heartbeat, deltas, then a re-image
    // (a resubscription) of the same market and a delta after it.
    const image = streamMessage('betfairlightweight/streaming_mcm_SUB_IMAGE.json');
    const messages: MarketChangeMessage[] = [
      image,
      streamMessage('betfairlightweight/streaming_mcm_update.json'),
      streamMessage('betfairlightweight/streaming_mcm_HEARTBEAT.json'),
      streamMessage('betfairlightweight/streaming_mcm_UPDATE_tv.json'),
      { ...image, pt: image.pt + 5000 },
      { ...streamMessage('betfairlightweight/streaming_mcm_update.json'), pt: image.pt + 6000 },
    ];
    const marketId = image.mc![0]!.id;
    const { live, recording } = recordAndCheck(messages, [marketId], 1, 1);
    const lines = recording.text().trimEnd().split('\n');
    // The image taken at the start, two deltas (no heartbeat), the re-image, the last delta.
    expect(lines).toHaveLength(5);
    expect(lines.every((line) => !line.includes('"ct"') && !line.includes('"id":2,'))).toBe(true);
    expect(JSON.parse(lines[3]!)).toMatchObject({ mc: [{ id: marketId, img: true }] });
    expect(marketsSnapshot(replayed(recording).cache, [marketId])).toEqual(marketsSnapshot(live, [marketId]));
  });

  it('records one market of a stream carrying many, and only its changes', () => {
    const image = streamMessage('betfairlightweight/streaming_mcm_SUB_IMAGE_no_market_def.json');
    const marketIds = image.mc!.map((change) => change.id);
    expect(marketIds.length).toBeGreaterThan(1);
    const chosen = marketIds[1]!;
    const live = new MarketStreamCache();
    live.apply(image);
    const recording = new MarketRecording([chosen], live);
    const delta: MarketChangeMessage = {
      op: 'mcm',
      pt: image.pt + 1000,
      clk: 'next',
      mc: marketIds.map((id) => ({ id, tv: 123.45 })),
    };
    live.apply(delta);
    recording.record(delta);
    expect(recording.text()).not.toContain(`"${marketIds[0]}"`);
    expect(recording.lineCount).toBe(2);
    const { cache } = replayed(recording);
    expect([...cache.markets.keys()]).toEqual([chosen]);
    expect(marketsSnapshot(cache, [chosen])).toEqual(marketsSnapshot(live, [chosen]));
  });

  it('stops at its size limit, says so, and keeps a file that still replays', () => {
    const messages = historicalMessages('historical/1.197931750');
    const live = new MarketStreamCache();
    live.apply(messages[0]!);
    const recording = new MarketRecording([messages[0]!.mc![0]!.id], live, 50_000);
    for (const message of messages.slice(1)) {
      live.apply(message);
      recording.record(message);
    }
    expect(recording.full).toBe(true);
    expect(recording.size).toBeLessThanOrEqual(50_000);
    expect(recording.lineCount).toBeGreaterThan(10);
    const { cache, skipped } = replayed(recording);
    expect(skipped).toBe(0);
    expect(cache.markets.size).toBe(1);
  });

  it('begun before its market has arrived starts with the market’s first image', () => {
    const image = streamMessage('betfairlightweight/streaming_mcm_SUB_IMAGE.json');
    const live = new MarketStreamCache();
    const recording = new MarketRecording([image.mc![0]!.id], live);
    expect(recording.lineCount).toBe(0);
    live.apply(image);
    recording.record(image);
    expect(JSON.parse(recording.text())).toMatchObject({ op: 'mcm', pt: image.pt, mc: [{ img: true }] });
  });
});
