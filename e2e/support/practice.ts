// Practice (issue 21 §1) from a browser test: the signed-in page's token calls the product's
// practice routes and its practice exchange directly, to find a price to bet at and read the report
// the page draws; and a .bz2 historical file is made from a real one (the acceptance data has none).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APP_KEY } from './exchange';

/** The acceptance data's historical files: read where they are, never copied into the repo. */
export const HISTORICAL_DIR = new URL('../../../shared/acceptance-data/historical/', import.meta.url)
  .pathname;

export interface PracticeReport {
  readonly settled: boolean;
  readonly pnlCents: number;
  readonly bets: ReadonlyArray<{
    placedAt: number;
    matchedCents: number;
    fills: ReadonlyArray<{ at: number; price: number }>;
  }>;
}

interface BookRunner {
  readonly selectionId: number;
  readonly ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> };
}

/** The product's practice routes and practice exchange, as `token` (the app key the page sends). */
export function practiceCalls(request: APIRequestContext, token: string, appKey = APP_KEY) {
  const headers = { Authorization: `BEARER ${token}`, 'X-Application': appKey };
  const betting = async <T>(operation: string, params: unknown): Promise<T> => {
    const response = await request.post(`/practice/exchange/betting/rest/v1.0/${operation}/`, {
      headers,
      data: params,
    });
    expect(response.status(), `${operation}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    seek: async (at: number) =>
      expect(
        (
          await request.post('/api/practice/session/controls', { headers, data: { action: 'seek', at } })
        ).status(),
      ).toBe(200),
    report: async () =>
      (await (await request.get('/api/practice/session/report', { headers })).json()) as PracticeReport,
    betting,
    /** The market's runners with their best offers, and their names. */
    runners: async (marketId: string) => {
      const [[book], [catalogue]] = await Promise.all([
        betting<Array<{ runners: BookRunner[] }>>('listMarketBook', {
          marketIds: [marketId],
          priceProjection: { priceData: ['EX_BEST_OFFERS'] },
        }),
        betting<Array<{ runners: Array<{ selectionId: number; runnerName: string }> }>>(
          'listMarketCatalogue',
          { filter: { marketIds: [marketId] }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 },
        ),
      ]);
      return book!.runners.map((runner) => ({
        ...runner,
        name: catalogue!.runners.find((named) => named.selectionId === runner.selectionId)!.runnerName,
      }));
    },
  };
}

/**
 * Writes a gzip historical file of the acceptance data bzip2-compressed to `target` (with the
 * system's bzip2, as Betfair's historical data site serves its files).
 */
export function bzip2Of(gzipFile: string, target: string): string {
  const compressed = spawnSync('bzip2', ['-c'], {
    input: gunzipSync(readFileSync(`${HISTORICAL_DIR}${gzipFile}`)),
    maxBuffer: 64 * 1024 * 1024,
  });
  if (compressed.status !== 0 || compressed.stdout.subarray(0, 3).toString() !== 'BZh')
    throw new Error(`bzip2 (Debian package bzip2) failed: ${String(compressed.error ?? compressed.stderr)}`);
  writeFileSync(target, compressed.stdout);
  return target;
}

/** Plays the replay as fast as possible, from the practice bar, until it says it has finished. */
export async function playToTheEnd(page: Page, bar: Locator): Promise<void> {
  await bar.getByRole('combobox', { name: 'Replay speed' }).click();
  await page.getByRole('option', { name: 'Max' }).click();
  await bar.getByRole('button', { name: 'Play' }).click();
  await expect(bar.getByText('Replay finished')).toBeVisible({ timeout: 120_000 });
}
