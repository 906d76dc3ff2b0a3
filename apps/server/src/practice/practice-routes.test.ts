// Practice on a real recorded market through the product (issue 21 §1): the trader uploads
// Betfair's PRO file, trades on a private exchange that replays it on their own clock, and reads
// the report; nobody else reaches that session, and practice money never touches the account.
import { readFile } from 'node:fs/promises';
import { BetfairApi, RestTransport } from '@greenbook/betfair';
import { SIM_DEFAULTS } from '@greenbook/exchange-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';
import type { PracticeReport } from './practice-report.js';
import type { PracticeState } from './practice-sessions.js';

const PRO_FILE = new URL(
  '../../../../../shared/acceptance-data/historical/PRO-1.206064380.gz',
  import.meta.url,
);
const PUBLIC_URL = 'http://greenbook.test:8080';

let server: TestServer;
let demoToken: string;
let euroToken: string;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
  demoToken = server.tokenFor(DEMO.accountId);
  euroToken = server.tokenFor(EURO.accountId);
});
afterAll(() => server.stop());

async function upload(token: string, bytes: Uint8Array) {
  const response = await fetch(`${server.base}/api/practice/session`, {
    method: 'POST',
    headers: { authorization: `BEARER ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const practiceApi = (token: string) =>
  new BetfairApi(
    new RestTransport({
      bettingUrl: `${server.base}/practice/exchange/betting/rest/v1.0`,
      accountUrl: `${server.base}/practice/exchange/account/rest/v1.0`,
      appKey: SIM_DEFAULTS.appKey,
      auth: { kind: 'bearer', token },
    }),
  );

const control = async (token: string, body: unknown) =>
  server.request('POST', '/api/practice/session/controls', { token, body });

describe('practice on a recorded market', () => {
  it('refuses files that are not historical market files, with the reason', async () => {
    const garbage = await upload(demoToken, Buffer.from('hello\n'));
    expect(garbage).toMatchObject({ status: 400, body: { error: 'INVALID_HISTORICAL_FILE' } });
    expect(garbage.body['message']).toMatch(/file:1: not JSON/);
    const brokenBz2 = await upload(demoToken, Buffer.from('BZh91AY&SYnot really'));
    expect(brokenBz2.status).toBe(400);
    expect(brokenBz2.body['message']).toMatch(/broken bzip2/);
    const noToken = await fetch(`${server.base}/api/practice/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.from('x'),
    });
    expect(noToken.status).toBe(401);
  });

  it('replays the PRO file; a back queued behind recorded size fills only once that size has traded', async () => {
    const opened = await upload(demoToken, await readFile(PRO_FILE));
    expect(opened.status).toBe(201);
    const state = opened.body as unknown as PracticeState;
    expect(state).toMatchObject({
      marketId: '1.206064380',
      eventTypeId: '7',
      playing: false,
      speed: 1,
      currencyCode: 'GBP',
      runNumber: 1,
    });
    expect(state.position.at).toBe(state.position.from);

    // Someone else has no way in: not the state, the controls, the practice exchange or its stream.
    expect((await server.request('GET', '/api/practice/session', { token: euroToken })).status).toBe(204);
    expect((await control(euroToken, { action: 'play' })).status).toBe(404);
    await expect(practiceApi(euroToken).betting('listCurrentOrders', {})).rejects.toThrow();

    // To half an hour before the off, when the book is deep (a day before it is nearly empty).
    const sought = (await control(demoToken, { action: 'seek', at: Date.UTC(2022, 10, 7, 4, 0) })).body;
    expect(sought).toMatchObject({ runNumber: 2, playing: false, marketStatus: 'OPEN' });

    const api = practiceApi(demoToken);
    const funds = await api.account('getAccountFunds', {});
    expect(funds.availableToBetBalance).toBe(1000); // the practice bank, apart from the account
    const [book] = await api.betting('listMarketBook', {
      marketIds: [state.marketId],
      priceProjection: { priceData: ['EX_BEST_OFFERS'] },
    });
    // The favourite's best price offered to layers: a back there joins the back of that queue.
    const runner = [...book!.runners!]
      .filter((r) => r.ex?.availableToLay?.[0] !== undefined)
      .sort((a, b) => a.ex!.availableToLay![0]!.price - b.ex!.availableToLay![0]!.price)[0]!;
    const price = runner.ex!.availableToLay![0]!.price;
    const placed = await api.betting('placeOrders', {
      marketId: state.marketId,
      instructions: [
        {
          selectionId: runner.selectionId,
          handicap: 0,
          side: 'BACK',
          orderType: 'LIMIT',
          limitOrder: { size: 2, price, persistenceType: 'LAPSE' },
        },
      ],
    });
    expect(placed.status).toBe('SUCCESS');
    expect(placed.instructionReports![0]!.sizeMatched).toBe(0);

    expect((await control(demoToken, { action: 'speed', speed: 'max' })).status).toBe(200);
    expect((await control(demoToken, { action: 'play' })).body).toMatchObject({
      playing: true,
      speed: 'max',
    });
    await expect
      .poll(
        async () =>
          ((await server.request('GET', '/api/practice/session', { token: demoToken })).body as PracticeState)
            .position.finished,
        { timeout: 120_000 },
      )
      .toBe(true);
    const report = (await server.request('GET', '/api/practice/session/report', { token: demoToken }))
      .body as PracticeReport;
    expect(report.settled).toBe(true);
    expect(report.bets).toHaveLength(1);
    const [bet] = report.bets;
    expect(bet!.fills.length).toBeGreaterThan(0);
    expect(bet!.fills[0]!.at).toBeGreaterThan(bet!.placedAt);
    expect(bet!.fills.every((fill) => fill.price === price)).toBe(true);
    expect(report.pnl.length).toBeGreaterThan(2);
    expect(report.pnlCents).toBe(report.balanceCents - report.startingBalanceCents);
    expect(report.pnl.at(-1)!.pnlCents).toBe(report.pnlCents);
    if (bet!.matchedCents === bet!.sizeCents) expect(report.averageTimeToMatchMs).toBe(bet!.timeToMatchMs);

    // The real account never saw the practice bet.
    expect(await server.apiFor(demoToken).betting('listCurrentOrders', {})).toMatchObject({
      currentOrders: [],
    });
  }, 180_000);

  it('seeks back by rebuilding the run at that moment, and restarts from the first line', async () => {
    const { body } = await server.request('GET', '/api/practice/session', { token: demoToken });
    const state = body as PracticeState;
    const middle = Math.round((state.position.from + state.position.to) / 2);
    const sought = (await control(demoToken, { action: 'seek', at: middle })).body as PracticeState;
    expect(sought).toMatchObject({ runNumber: state.runNumber + 1, playing: false, speed: 'max' });
    expect(sought.position.at).toBeLessThanOrEqual(middle);
    expect(sought.position.at).toBeGreaterThan(state.position.from);
    expect(sought.marketStatus).not.toBe('CLOSED');
    const report = (await server.request('GET', '/api/practice/session/report', { token: demoToken }))
      .body as PracticeReport;
    expect(report.bets).toEqual([]);
    const restarted = (await control(demoToken, { action: 'restart' })).body as PracticeState;
    expect(restarted.position.at).toBe(restarted.position.from);
    expect((await control(demoToken, { action: 'speed', speed: 3 })).status).toBe(400);
  });

  it('streams the practice market to its owner only', async () => {
    const { body } = await server.request('GET', '/api/practice/session', { token: demoToken });
    const state = body as PracticeState;
    const open = (token: string) => {
      const socket = new WebSocket(
        `${server.base.replace('http', 'ws')}/practice/stream?session=${state.sessionId}`,
        {
          origin: PUBLIC_URL,
        },
      );
      const lines: Array<Record<string, unknown>> = [];
      socket.on('message', (data: Buffer) => {
        for (const line of data.toString().split('\r\n'))
          if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      });
      socket.on('open', () => {
        socket.send(
          JSON.stringify({ op: 'authentication', id: 1, appKey: SIM_DEFAULTS.appKey, session: token }),
        );
        socket.send(
          JSON.stringify({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: [state.marketId] } }),
        );
      });
      return { socket, lines };
    };
    const stranger = open(euroToken);
    await expect
      .poll(() => stranger.lines.find((line) => line.op === 'status'))
      .toMatchObject({ statusCode: 'FAILURE' });
    const owner = open(demoToken);
    await expect
      .poll(() => owner.lines.find((line) => line.op === 'mcm' && Array.isArray(line['mc'])))
      .toMatchObject({ mc: [{ id: state.marketId }] });
    owner.socket.close();
    stranger.socket.close();
    expect((await server.request('DELETE', '/api/practice/session', { token: demoToken })).status).toBe(204);
    expect((await server.request('GET', '/api/practice/session', { token: demoToken })).status).toBe(204);
  });
});
