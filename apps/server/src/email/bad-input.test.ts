// Bad input of the e-mail confirmation loop (issue 18 'Done when'): bogus, expired and reused
// confirmation codes, and e-mail addresses of 10 kB, each answered with the spec's message (§5)
// or the link's own, and nothing stored: no subscription, no code, no mail, no verified address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';
import { betaUpgrade } from '../testing/subscription-requests.js';

let server: TestServer;
let demoId: string;
let euroId: string;
const HOUR = 3600_000;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://greenbook.example' });
  demoId = await server.vendorIdFor(DEMO.accountId);
  euroId = await server.vendorIdFor(EURO.accountId);
});
afterAll(() => server.stop());

const upgrade = (accountId: string, vendorID: string, userEmail: string) =>
  betaUpgrade(server, accountId, vendorID, userEmail);
const premium = async (accountId: string, vendorId: string) =>
  (await server.request('GET', `/api/users/subscriptions/${vendorId}`, { token: server.tokenFor(accountId) }))
    .body as Record<string, unknown>;
const mailbox = async () => String((await server.request('GET', '/dev/mailbox')).body);
const confirm = (code: string) => server.request('GET', `/api/email-confirmation/${code}`);
const latestCode = async (address: string) => {
  const article = (await mailbox()).split('<article>').find((item) => item.includes(`To: ${address}`));
  return /email-confirmation\?code=([A-Za-z0-9_-]+)"/.exec(article ?? '')?.[1];
};

describe('input of 10 kB', () => {
  const huge = `${'a'.repeat(10 * 1024)}@example.com`;

  it("answer 'Email is not valid' to the upgrade and store nothing", async () => {
    const before = await mailbox();
    expect(await upgrade(EURO.accountId, euroId, huge)).toMatchObject({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'body.userEmail: Email is not valid' },
    });
    expect(await premium(EURO.accountId, euroId)).toMatchObject({ isPremium: false, userEmail: null });
    expect(await mailbox()).toBe(before);
  });

  it("answer 'Email is not valid' to the e-mail edit and leave the address as it was", async () => {
    expect((await upgrade(DEMO.accountId, demoId, 'dana@example.com')).status).toBe(201);
    const before = await mailbox();
    const edit = await server.request('POST', '/api/users/subscriptions/edit', {
      token: server.tokenFor(DEMO.accountId),
      body: { vendorID: demoId, userEmail: huge },
    });
    expect(edit).toMatchObject({ status: 400, body: { message: 'body.userEmail: Email is not valid' } });
    expect(await premium(DEMO.accountId, demoId)).toMatchObject({ userEmail: 'dana@example.com' });
    expect(await mailbox()).toBe(before);
  });

  it('of 10 kB in a confirmation link are refused before any lookup', async () => {
    // Longer than any route parameter the server takes: 414 URI Too Long, like any such address.
    expect((await confirm('A'.repeat(10 * 1024))).status).toBe(414);
  });
});

describe('confirmation codes', () => {
  it('a bogus code is not found and verifies nothing', async () => {
    expect(await confirm('B'.repeat(32))).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'This confirmation link is not valid' },
    });
    expect(await confirm('<script>')).toMatchObject({ status: 400 });
    expect(await premium(DEMO.accountId, demoId)).toMatchObject({ verifiedEmail: false });
  });

  it('an expired code is refused and verifies nothing; a new link then works once', async () => {
    const code = await latestCode('dana@example.com');
    server.clock.advance(48 * HOUR);
    expect(await confirm(code!)).toMatchObject({
      status: 410,
      body: { error: 'EXPIRED', message: 'This confirmation link has expired: ask for a new one' },
    });
    expect(await premium(DEMO.accountId, demoId)).toMatchObject({ verifiedEmail: false });
    // 'Resend it!' sends the same address again for a fresh link.
    const resend = await server.request('POST', '/api/users/subscriptions/edit', {
      token: server.tokenFor(DEMO.accountId),
      body: { vendorID: demoId, userEmail: 'dana@example.com' },
    });
    expect(resend.status).toBe(201);
    const fresh = await latestCode('dana@example.com');
    expect(fresh).not.toBe(code);
    expect(await confirm(fresh!)).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
    // Reused: already confirmed, and the old one stays expired (it never counts as used).
    expect(await confirm(fresh!)).toMatchObject({ status: 202, body: { status: 'ALREADY_CONFIRMED' } });
    expect(await premium(DEMO.accountId, demoId)).toMatchObject({ verifiedEmail: true });
  });
});
