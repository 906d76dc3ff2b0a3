import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';

let server: TestServer;
let vendorId: string;
let euroVendorId: string;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  server = await startTestServer();
  vendorId = await server.vendorIdFor(DEMO.accountId);
  euroVendorId = await server.vendorIdFor(EURO.accountId);
});
afterAll(() => server.stop());

// The e-mail-sending calls are rate limited per caller: a fresh token per call keeps tests apart.
const demo = () => server.tokenFor(DEMO.accountId);
const euro = () => server.tokenFor(EURO.accountId);

const upgrade = (overrides: Record<string, unknown> = {}) => ({
  vendorID: vendorId,
  userEmail: 'dana@example.com',
  subscriptionType: 'BETA',
  subscriptionLength: 90,
  allowsMarketingMessages: true,
  allowsUpdateMessages: false,
  ...overrides,
});

const badRequest = (text: string) => ({
  status: 400,
  body: { error: 'BAD_REQUEST', message: expect.stringContaining(text) as string },
});

describe('who may touch subscriptions', () => {
  it('answers 401 without a token and with one the exchange refuses', async () => {
    for (const options of [{}, { token: 'refused' }]) {
      expect((await server.request('GET', `/api/users/subscriptions/${vendorId}`, options)).status).toBe(401);
      expect(
        (await server.request('POST', '/api/users/subscriptions/', { ...options, body: upgrade() })).status,
      ).toBe(401);
      const edit = { vendorID: vendorId, userEmail: 'dana@example.com' };
      expect(
        (await server.request('POST', '/api/users/subscriptions/edit', { ...options, body: edit })).status,
      ).toBe(401);
    }
  });

  it("answers 403 for another user's id", async () => {
    const forbidden = { status: 403, body: { error: 'FORBIDDEN' } };
    expect(
      await server.request('GET', `/api/users/subscriptions/${vendorId}`, { token: euro() }),
    ).toMatchObject(forbidden);
    expect(
      await server.request('POST', '/api/users/subscriptions/', { token: euro(), body: upgrade() }),
    ).toMatchObject(forbidden);
    const edit = { vendorID: vendorId, userEmail: 'eva@example.com' };
    expect(
      await server.request('POST', '/api/users/subscriptions/edit', { token: euro(), body: edit }),
    ).toMatchObject(forbidden);
  });
});

describe('the premium record', () => {
  it('of a user who never subscribed is not premium', async () => {
    expect(
      await server.request('GET', `/api/users/subscriptions/${vendorId}`, { token: demo() }),
    ).toMatchObject({
      status: 200,
      body: {
        isPremium: false,
        verifiedEmail: false,
        expirationDate: null,
        subscriptionType: null,
        userEmail: null,
      },
    });
  });

  it('after the beta upgrade is premium for 90 days, with the e-mail to confirm', async () => {
    const now = server.clock.now();
    const premium = {
      isPremium: true,
      verifiedEmail: false,
      expirationDate: new Date(now + 90 * DAY).toISOString(),
      subscriptionType: 'BETA',
      userEmail: 'dana@example.com',
    };
    const created = await server.request('POST', '/api/users/subscriptions/', {
      token: demo(),
      body: upgrade({ userEmail: '  dana@example.com ' }),
    });
    expect(created).toMatchObject({ status: 201, body: premium });
    expect(
      await server.request('GET', `/api/users/subscriptions/${vendorId}`, { token: demo() }),
    ).toMatchObject({
      status: 200,
      body: premium,
    });
  });

  it('upgrading again extends to 90 days from now, never less', async () => {
    server.clock.advance(10 * DAY);
    const again = await server.request('POST', '/api/users/subscriptions/', {
      token: demo(),
      body: upgrade(),
    });
    expect(again).toMatchObject({
      status: 201,
      body: { isPremium: true, expirationDate: new Date(server.clock.now() + 90 * DAY).toISOString() },
    });
  });

  it('is no longer premium once expired', async () => {
    server.clock.advance(91 * DAY);
    expect(
      await server.request('GET', `/api/users/subscriptions/${vendorId}`, { token: demo() }),
    ).toMatchObject({
      status: 200,
      body: { isPremium: false, subscriptionType: 'BETA', userEmail: 'dana@example.com' },
    });
  });
});

describe('the e-mail edit', () => {
  it('is invalid (202) without a subscription', async () => {
    const body = { vendorID: euroVendorId, userEmail: 'eva@example.com' };
    expect(
      await server.request('POST', '/api/users/subscriptions/edit', { token: euro(), body }),
    ).toMatchObject({
      status: 202,
      body: { error: 'INVALID' },
    });
  });

  it('sets a new, unverified address (201) and mails a confirmation link to it', async () => {
    const body = { vendorID: vendorId, userEmail: 'dana.new@example.org' };
    expect(
      await server.request('POST', '/api/users/subscriptions/edit', { token: demo(), body }),
    ).toMatchObject({
      status: 201,
      body: { verifiedEmail: false, userEmail: 'dana.new@example.org', subscriptionType: 'BETA' },
    });
    const mailbox = await server.request('GET', '/dev/mailbox');
    expect(String(mailbox.body)).toContain('To: dana.new@example.org');
  });
});

describe('bad subscription requests', () => {
  it.each([
    ['another plan', { subscriptionType: 'YEARLY' }, 'body.subscriptionType'],
    ['another length', { subscriptionLength: 366 }, 'body.subscriptionLength'],
    ['an empty e-mail', { userEmail: '   ' }, 'body.userEmail: Cannot be empty'],
    ['a short e-mail', { userEmail: 'a@b.c' }, 'body.userEmail: Email is too short'],
    ['an invalid e-mail', { userEmail: 'dana at example.com' }, 'body.userEmail: Email is not valid'],
    ['a consent that is not a boolean', { allowsMarketingMessages: 'yes' }, 'body.allowsMarketingMessages'],
    ['a missing consent', { allowsUpdateMessages: undefined }, 'body.allowsUpdateMessages'],
    ['an unknown field', { coupon: 'FREE' }, 'coupon'],
  ])('400 for %s', async (_name, overrides, message) => {
    const answer = await server.request('POST', '/api/users/subscriptions/', {
      token: demo(),
      body: upgrade(overrides),
    });
    expect(answer).toMatchObject(badRequest(message));
  });

  it('400 for an edit with a bad address or without one', async () => {
    const edit = (body: unknown) =>
      server.request('POST', '/api/users/subscriptions/edit', { token: demo(), body });
    expect(await edit({ vendorID: vendorId, userEmail: 'nope' })).toMatchObject(
      badRequest('Email is too short'),
    );
    expect(await edit({ vendorID: vendorId })).toMatchObject(badRequest('body.userEmail'));
    expect(await edit({ userEmail: 'dana@example.com' })).toMatchObject(badRequest('body.vendorID'));
  });

  it('400 for an id in the path that cannot be one', async () => {
    expect(await server.request('GET', '/api/users/subscriptions/a.b', { token: demo() })).toMatchObject(
      badRequest('params.id'),
    );
  });
});
