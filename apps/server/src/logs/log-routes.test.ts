import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../db/schema.js';
import { DEMO, startTestServer, type TestServer } from '../testing/server-harness.js';

let server: TestServer;
let token: string;
let vendorId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = server.tokenFor(DEMO.accountId);
  vendorId = await server.vendorIdFor(DEMO.accountId);
});
afterAll(() => server.stop());

const report = (body: unknown, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/logs/', { token, body, headers });

const badRequest = (text: string) => ({
  status: 400,
  body: { error: 'BAD_REQUEST', message: expect.stringContaining(text) as string },
});

describe('error reports', () => {
  const storedReport = async (answer: { status: number; body: unknown }) => {
    expect(answer).toMatchObject({ status: 201, body: { id: expect.any(Number) as number } });
    const { id } = answer.body as { id: number };
    const [row] = await server.server.database.db.select().from(errorReports).where(eq(errorReports.id, id));
    return row;
  };

  it('from visitors and expired sessions are stored anonymously, whatever user the state names', async () => {
    const body = {
      title: 'TypeError',
      description: 'x is undefined',
      state: { user: { vendorId }, isOnDatabase: true },
    };
    for (const caller of [{}, { token: 'expired-or-forged' }]) {
      const row = await storedReport(await server.request('POST', '/api/logs/', { ...caller, body }));
      expect(row).toMatchObject({ vendorId: null, title: 'TypeError', state: body.state });
    }
  });

  it('from a signed-in user keep the caller', async () => {
    const row = await storedReport(await report({ title: 'TypeError', description: 'x is undefined' }));
    expect(row?.vendorId).toBe(vendorId);
  });

  it('are stored (201) with the caller, the user agent, and no credentials', async () => {
    const savedState = {
      auth: { token: 'BEARER secret-1', loggedUser: { vendorId, name: 'Dana' } },
      settings: {},
    };
    const answer = await report(
      {
        title: 'TypeError',
        description: 'Cannot read properties of undefined\n    at Ladder (ladder.tsx:10)',
        version: '20210712t1450',
        path: '/market/1/1.2',
        state: { auth: { access_token: 'secret-2', isLogged: true }, market: { id: '1.2' } },
        storage: {
          token: 'BEARER secret-3',
          state: JSON.stringify(savedState),
          isLogging: 'false',
          other: 'Bearer secret-4',
        },
      },
      { 'user-agent': 'Mozilla/5.0 (test)' },
    );
    expect(answer).toMatchObject({ status: 201, body: { id: expect.any(Number) as number } });
    const { id } = answer.body as { id: number };
    const [row] = await server.server.database.db.select().from(errorReports).where(eq(errorReports.id, id));
    expect(row).toMatchObject({
      vendorId,
      title: 'TypeError',
      version: '20210712t1450',
      path: '/market/1/1.2',
      userAgent: 'Mozilla/5.0 (test)',
      state: { auth: { isLogged: true }, market: { id: '1.2' } },
      storage: { isLogging: 'false', other: '[REDACTED]' },
    });
    expect(JSON.stringify(row)).not.toMatch(/secret-/);
    const storedState = JSON.parse((row?.storage as { state: string }).state) as unknown;
    expect(storedState).toEqual({ auth: { loggedUser: { vendorId, name: 'Dana' } }, settings: {} });
  });

  it("keep no copy of the sender's token, wherever the report holds it (issue 14 §4)", async () => {
    // A report built from the web app's real saved state, the token in eight places.
    const user = {
      vendorId,
      firstName: 'Dana',
      lastName: 'Reis',
      countryCode: 'GB',
      currencyCode: 'GBP',
      localeCode: 'en_GB',
    };
    const answer = await report({
      title: `Error: session ${token} expired`,
      description: `Error: refused\nRequest headers: X-Authentication: ${token}\nStack: at load (${token})`,
      path: `/login/result?code=${token}&access_token=${token}`,
      state: {
        user,
        isOnDatabase: true,
        settings: {},
        session: token,
        ssoid: token,
        lastCall: [['X-Authentication', token]],
      },
      storage: {
        'greenbook.session': JSON.stringify({ state: { token, tokenType: 'BEARER', user }, version: 0 }),
        'greenbook.refresh': JSON.stringify({ refresh: token, code: token }),
        notes: JSON.stringify([token]),
      },
    });
    const row = await storedReport(answer);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ vendorId, state: { user, isOnDatabase: true, settings: {} } });
    expect(row?.description).toContain('X-Authentication: [REDACTED]');
  });

  it('need only a title and a description', async () => {
    expect(await report({ title: 'Error', description: '' })).toMatchObject({ status: 201 });
  });

  it.each([
    ['no title', { description: 'd' }, 'body.title'],
    ['an empty title', { title: '', description: 'd' }, 'body.title'],
    ['a title that is not text', { title: 42, description: 'd' }, 'body.title'],
    ['no description', { title: 't' }, 'body.description'],
    ['an unknown field', { title: 't', description: 'd', secret: 1 }, 'secret'],
    [
      'state over 64 KiB',
      { title: 't', description: 'd', state: { big: 'x'.repeat(70_000) } },
      'body.state: must be at most 64 KiB',
    ],
    [
      'state nested too deep',
      { title: 't', description: 'd', storage: JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown },
      'body.storage: must nest',
    ],
    ['a version too long', { title: 't', description: 'd', version: 'v'.repeat(101) }, 'body.version'],
  ])('400 for %s', async (_name, body, message) => {
    expect(await report(body)).toMatchObject(badRequest(message));
  });

  it('refuses bodies over the size limit without storing anything', async () => {
    const answer = await report({ title: 't', description: 'd'.repeat(300 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('survive hostile nesting without a server error', async () => {
    const deep = `{"title":"t","description":"d","state":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect((await report(deep)).status).toBe(400);
  });

  it('hold anonymous callers to the size limits', async () => {
    const big = { title: 't', description: 'd', state: { big: 'x'.repeat(70_000) } };
    expect(await server.request('POST', '/api/logs/', { body: big })).toMatchObject(
      badRequest('body.state: must be at most 64 KiB'),
    );
    const huge = { title: 't', description: 'd'.repeat(300 * 1024) };
    expect((await server.request('POST', '/api/logs/', { body: huge })).status).toBe(413);
  });

  // Last: it spends the address's budget of the minute.
  it('hold anonymous callers to the rate limit of 30 a minute per address', async () => {
    const body = { title: 'loop', description: 'again' };
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      statuses.push((await server.request('POST', '/api/logs/', { body })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(30);
  });
});
