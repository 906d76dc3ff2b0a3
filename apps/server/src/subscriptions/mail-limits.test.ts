// The e-mail-sending calls are limited per user and per recipient (issue 14 §4): signing in again
// for a fresh token does not reset the count, and no address can be flooded from many accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';
import { betaUpgrade } from '../testing/subscription-requests.js';
import { MAIL_LIMITS } from './mail-limits.js';

let server: TestServer;
let demoId: string;
let euroId: string;

beforeAll(async () => {
  server = await startTestServer();
  demoId = await server.vendorIdFor(DEMO.accountId);
  euroId = await server.vendorIdFor(EURO.accountId);
});
afterAll(() => server.stop());

const upgrade = (accountId: string, vendorID: string, userEmail: string) =>
  betaUpgrade(server, accountId, vendorID, userEmail, {
    allowsMarketingMessages: false,
    allowsUpdateMessages: false,
  });
const editEmail = (accountId: string, vendorID: string, userEmail: string) =>
  server.request('POST', '/api/users/subscriptions/edit', {
    token: server.tokenFor(accountId),
    body: { vendorID, userEmail },
  });
const MINUTE = 60_000;

describe('e-mail sending limits', () => {
  it('hold per user across fresh tokens: 5 a minute, then 429 with retry-after', async () => {
    for (let call = 0; call < MAIL_LIMITS.perUser.max; call += 1) {
      const address = `user-${call}@example.com`;
      const answer =
        call % 2 === 0
          ? await upgrade(DEMO.accountId, demoId, address)
          : await editEmail(DEMO.accountId, demoId, address);
      expect(answer.status).toBe(201);
    }
    const refused = await upgrade(DEMO.accountId, demoId, 'user-5@example.com');
    expect(refused).toMatchObject({ status: 429, body: { error: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not held back; a minute later this one may send again.
    expect((await upgrade(EURO.accountId, euroId, 'euro-0@example.com')).status).toBe(201);
    server.clock.advance(MINUTE);
    expect((await upgrade(DEMO.accountId, demoId, 'user-5@example.com')).status).toBe(201);
  });

  it('hold per recipient address across users: 10 an hour', async () => {
    server.clock.advance(MINUTE);
    const target = 'Flooded@Example.com';
    for (let call = 0; call < MAIL_LIMITS.perRecipient.max; call += 1) {
      if (call % MAIL_LIMITS.perUser.max === 0) server.clock.advance(MINUTE);
      const address = call % 2 === 0 ? target : target.toLowerCase();
      const answer =
        call % 2 === 0
          ? await upgrade(DEMO.accountId, demoId, address)
          : await upgrade(EURO.accountId, euroId, address);
      expect(answer.status).toBe(201);
    }
    server.clock.advance(MINUTE);
    expect(await editEmail(EURO.accountId, euroId, 'flooded@example.com')).toMatchObject({ status: 429 });
    expect((await editEmail(EURO.accountId, euroId, 'someone-else@example.com')).status).toBe(201);
  });
});
