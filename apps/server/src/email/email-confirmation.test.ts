import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';
import { betaUpgrade } from '../testing/subscription-requests.js';

let server: TestServer;
let vendorId: string;
let euroVendorId: string;
const HOUR = 3600_000;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://greenbook.example' });
  vendorId = await server.vendorIdFor(DEMO.accountId);
  euroVendorId = await server.vendorIdFor(EURO.accountId);
});
afterAll(() => server.stop());

const upgrade = (accountId: string, vendorID: string, userEmail: string) =>
  betaUpgrade(server, accountId, vendorID, userEmail, {
    allowsMarketingMessages: false,
    allowsUpdateMessages: true,
  });

const premium = async () =>
  (
    await server.request('GET', `/api/users/subscriptions/${vendorId}`, {
      token: server.tokenFor(DEMO.accountId),
    })
  ).body as { verifiedEmail: boolean; userEmail: string };

async function mailbox(): Promise<string> {
  const page = await server.request('GET', '/dev/mailbox');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  return String(page.body);
}

/** The codes of the confirmation links on the mailbox page, newest first. */
async function codesFor(address: string): Promise<string[]> {
  const articles = (await mailbox())
    .split('<article>')
    .filter((article) => article.includes(`To: ${address}`));
  return articles.map((article) => {
    const match = /href="https:\/\/greenbook\.example\/email-confirmation\?code=([A-Za-z0-9_-]+)"/.exec(
      article,
    );
    if (match?.[1] === undefined) throw new Error(`no confirmation link in ${article}`);
    return match[1];
  });
}

const confirm = (code: string) => server.request('GET', `/api/email-confirmation/${code}`);

describe('the e-mail confirmation loop', () => {
  it('subscribe → mail in the outbox → open the link: 200, then 202', async () => {
    expect(await upgrade(DEMO.accountId, vendorId, 'dana@example.com')).toMatchObject({
      status: 201,
      body: { verifiedEmail: false },
    });
    const [code] = await codesFor('dana@example.com');
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await confirm(code!)).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
    expect(await premium()).toMatchObject({ verifiedEmail: true, userEmail: 'dana@example.com' });
    expect(await confirm(code!)).toMatchObject({ status: 202, body: { status: 'ALREADY_CONFIRMED' } });
  });

  it('sends no new mail when the verified address is sent again, whatever its case', async () => {
    const before = (await codesFor('dana@example.com')).length;
    expect(await upgrade(DEMO.accountId, vendorId, 'Dana@Example.com')).toMatchObject({
      status: 201,
      body: { verifiedEmail: true, userEmail: 'dana@example.com' },
    });
    expect(await codesFor('dana@example.com')).toHaveLength(before);
  });

  it('an older link stops working once the address changes; the new one confirms', async () => {
    const edit = await server.request('POST', '/api/users/subscriptions/edit', {
      token: server.tokenFor(DEMO.accountId),
      body: { vendorID: vendorId, userEmail: 'dana@work.example' },
    });
    expect(edit).toMatchObject({ status: 201, body: { verifiedEmail: false } });
    const [first] = await codesFor('dana@work.example');
    const again = await server.request('POST', '/api/users/subscriptions/edit', {
      token: server.tokenFor(DEMO.accountId),
      body: { vendorID: vendorId, userEmail: 'dana@home.example' },
    });
    expect(again.status).toBe(201);
    expect(await confirm(first!)).toMatchObject({ status: 410, body: { error: 'SUPERSEDED' } });
    const [latest] = await codesFor('dana@home.example');
    expect(await confirm(latest!)).toMatchObject({ status: 200 });
    expect(await premium()).toMatchObject({ verifiedEmail: true, userEmail: 'dana@home.example' });
  });

  it('a link expires after 48 hours of the server clock', async () => {
    await upgrade(EURO.accountId, euroVendorId, 'eva@example.com');
    const [code] = await codesFor('eva@example.com');
    server.clock.advance(48 * HOUR);
    expect(await confirm(code!)).toMatchObject({ status: 410, body: { error: 'EXPIRED' } });
  });

  it('answers 404 for an unknown code and 400 for something that is no code', async () => {
    expect(await confirm('A'.repeat(32))).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await confirm('not*a*code')).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });
});

describe('the mailbox page', () => {
  it('lists the newest mail first and escapes what users wrote', async () => {
    // Markup cannot even get in through an address; the characters an address may hold are escaped.
    expect((await upgrade(EURO.accountId, euroVendorId, 'eva<b>@example.com')).status).toBe(400);
    const address = "o'neil&co@example.com";
    expect((await upgrade(EURO.accountId, euroVendorId, address)).status).toBe(201);
    const page = await mailbox();
    expect(page).toContain('To: o&#39;neil&amp;co@example.com');
    expect(page).not.toContain(address);
    expect(page.indexOf('o&#39;neil&amp;co@example.com')).toBeLessThan(page.indexOf('eva@example.com'));
  });

  it('exists only in embedded mode', async () => {
    const betfair = await startTestServer({
      EXCHANGE: 'betfair',
      BETFAIR_APP_KEY: 'key',
      BETFAIR_VENDOR_ID: '1',
      BETFAIR_VENDOR_SECRET: 'secret',
      BETFAIR_VENDOR_USERNAME: 'vendor',
      BETFAIR_VENDOR_PASSWORD: 'password',
    });
    try {
      expect(
        await betfair.request('GET', '/dev/mailbox', { headers: { accept: 'application/json' } }),
      ).toMatchObject({
        status: 404,
      });
    } finally {
      await betfair.stop();
    }
  });
});
