import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, EURO, startTestServer, type TestServer } from '../testing/server-harness.js';

let server: TestServer;
let token: string;
let vendorId: string;
let euroToken: string;
let euroVendorId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = server.tokenFor(DEMO.accountId);
  vendorId = await server.vendorIdFor(DEMO.accountId);
  euroToken = server.tokenFor(EURO.accountId);
  euroVendorId = await server.vendorIdFor(EURO.accountId);
});
afterAll(() => server.stop());

const badRequest = (field: string) => ({
  status: 400,
  body: { error: 'BAD_REQUEST', message: expect.stringContaining(field) as string },
});

describe('who may touch settings', () => {
  it('answers 401 without a token and with one the exchange refuses', async () => {
    for (const options of [{}, { token: 'not-a-token' }]) {
      const get = await server.request('GET', `/api/users/${vendorId}`, options);
      expect(get).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
      const post = await server.request('POST', '/api/users/', {
        ...options,
        body: { vendorID: vendorId, settings: {} },
      });
      expect(post.status).toBe(401);
      const put = await server.request('PUT', `/api/users/${vendorId}`, {
        ...options,
        body: { vendorID: vendorId, settings: {} },
      });
      expect(put.status).toBe(401);
    }
  });

  it("answers 403 for another user's vendorId, in the path or in the body", async () => {
    const forbidden = { status: 403, body: { error: 'FORBIDDEN' } };
    expect(await server.request('GET', `/api/users/${euroVendorId}`, { token })).toMatchObject(forbidden);
    const body = { vendorID: euroVendorId, settings: {} };
    expect(await server.request('POST', '/api/users/', { token, body })).toMatchObject(forbidden);
    expect(await server.request('PUT', `/api/users/${euroVendorId}`, { token, body })).toMatchObject(
      forbidden,
    );
    expect(await server.request('PUT', `/api/users/${vendorId}`, { token, body })).toMatchObject(forbidden);
  });
});

describe('settings of a user', () => {
  it('are not found before the first save', async () => {
    expect(await server.request('GET', `/api/users/${vendorId}`, { token })).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
  });

  it('are created once (201, defaults for what is not sent), then 409', async () => {
    const body = { vendorID: vendorId, settings: { theme: 'dark' } };
    const created = await server.request('POST', '/api/users/', { token, body });
    expect(created).toEqual(
      expect.objectContaining({
        status: 201,
        body: { vendorID: vendorId, settings: { ...DEFAULT_USER_SETTINGS, theme: 'dark' } },
      }),
    );
    expect(await server.request('POST', '/api/users/', { token, body })).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT' },
    });
    expect(await server.request('GET', `/api/users/${vendorId}`, { token })).toMatchObject({
      status: 200,
      body: { vendorID: vendorId, settings: { ...DEFAULT_USER_SETTINGS, theme: 'dark' } },
    });
  });

  it('are saved by PUT: the settings sent replace the stored ones, the others stay', async () => {
    const moneyWeight = { bestOdd: 60, secondOdd: 30, thirdOdd: 10 };
    const saved = await server.request('PUT', `/api/users/${vendorId}`, {
      token,
      body: { vendorID: vendorId, settings: { moneyWeight, stakeButtons: [2, 5, 50], defaultStake: 5 } },
    });
    const expected = {
      ...DEFAULT_USER_SETTINGS,
      theme: 'dark',
      moneyWeight,
      stakeButtons: [2, 5, 50],
      defaultStake: 5,
    };
    expect(saved).toMatchObject({ status: 200, body: { vendorID: vendorId, settings: expected } });
    expect((await server.request('GET', `/api/users/${vendorId}`, { token })).body).toEqual({
      vendorID: vendorId,
      settings: expected,
    });
  });

  it('are replaced whole when PUT sends them all', async () => {
    const all = {
      ...DEFAULT_USER_SETTINGS,
      confirmation: false,
      stakeMode: 'PROFIT',
      ladderView: { textSize: -5, rowHeight: 5, rowSpace: 0 },
      loggedUser: { ...DEFAULT_USER_SETTINGS.loggedUser, isLogged: true, vendorId, name: 'Dana Demo' },
    };
    const saved = await server.request('PUT', `/api/users/${vendorId}`, {
      token,
      body: { vendorID: vendorId, settings: all },
    });
    expect(saved).toMatchObject({ status: 200, body: { settings: all } });
    expect((await server.request('GET', `/api/users/${vendorId}`, { token })).body).toEqual({
      vendorID: vendorId,
      settings: all,
    });
  });

  it('keep the dead-man’s switch (issue 21 §3): on, with the timeout chosen', async () => {
    const deadMansSwitch = { enabled: true, timeoutSeconds: 10 };
    const saved = await server.request('PUT', `/api/users/${vendorId}`, {
      token,
      body: { vendorID: vendorId, settings: { deadMansSwitch } },
    });
    expect(saved).toMatchObject({ status: 200, body: { settings: { deadMansSwitch } } });
    expect((await server.request('GET', `/api/users/${vendorId}`, { token })).body).toMatchObject({
      settings: { deadMansSwitch },
    });
  });

  it('keep the keys the trader changed (issue 21 §5)', async () => {
    const keyboardShortcuts = { back: 'Alt+B', cancelAll: 'Shift+X' };
    const saved = await server.request('PUT', `/api/users/${vendorId}`, {
      token,
      body: { vendorID: vendorId, settings: { keyboardShortcuts } },
    });
    expect(saved).toMatchObject({ status: 200, body: { settings: { keyboardShortcuts } } });
    expect((await server.request('GET', `/api/users/${vendorId}`, { token })).body).toMatchObject({
      settings: { keyboardShortcuts },
    });
  });

  it('are created by a PUT for a user who has none', async () => {
    const body = { vendorID: euroVendorId, settings: { hideSidebar: true } };
    expect(
      await server.request('PUT', `/api/users/${euroVendorId}`, { token: euroToken, body }),
    ).toMatchObject({
      status: 200,
      body: { settings: { ...DEFAULT_USER_SETTINGS, hideSidebar: true } },
    });
  });
});

describe('bad requests', () => {
  const put = (body: unknown) => server.request('PUT', `/api/users/${vendorId}`, { token, body });

  it.each([
    ['a setting of the wrong type', { confirmation: 'yes' }, 'body.settings.confirmation'],
    [
      'money weights not totalling 100',
      { moneyWeight: { bestOdd: 50, secondOdd: 30, thirdOdd: 30 } },
      'Total must amount to 100%',
    ],
    ['a theme other than light or dark', { theme: 'blue' }, 'body.settings.theme'],
    ['an unknown setting', { fontSize: 3 }, 'fontSize'],
    [
      'the token in the user copy',
      { loggedUser: { ...DEFAULT_USER_SETTINGS.loggedUser, token: 'BEARER x' } },
      'token',
    ],
    ['a default stake without the buttons', { defaultStake: 10 }, 'must be sent together'],
    [
      'a ladder slider out of range',
      { ladderView: { textSize: 9, rowHeight: 0, rowSpace: 0 } },
      'ladderView.textSize',
    ],
    [
      'a dead-man’s switch timeout below Betfair’s 10 s',
      { deadMansSwitch: { enabled: true, timeoutSeconds: 9 } },
      'body.settings.deadMansSwitch.timeoutSeconds',
    ],
    [
      'a dead-man’s switch timeout above Betfair’s 300 s',
      { deadMansSwitch: { enabled: true, timeoutSeconds: 301 } },
      'from 10 to 300',
    ],
    [
      'a dead-man’s switch timeout that is not whole seconds',
      { deadMansSwitch: { enabled: true, timeoutSeconds: 12.5 } },
      'body.settings.deadMansSwitch.timeoutSeconds',
    ],
    [
      'a dead-man’s switch without its on/off flag',
      { deadMansSwitch: { timeoutSeconds: 30 } },
      'body.settings.deadMansSwitch.enabled',
    ],
    [
      'a shortcut on a key another command has',
      { keyboardShortcuts: { back: 'L' } },
      'body.settings.keyboardShortcuts.back',
    ],
    ['a shortcut on a browser key', { keyboardShortcuts: { lay: 'Ctrl+W' } }, 'not Tab, Enter'],
    ['a shortcut for an unknown command', { keyboardShortcuts: { fly: 'F' } }, 'fly'],
  ])('400 for %s', async (_name, settings, field) => {
    expect(await put({ vendorID: vendorId, settings })).toMatchObject(badRequest(field));
  });

  it('400 for missing or mistyped body fields, and bodies that are not objects', async () => {
    expect(await put({ vendorID: vendorId })).toMatchObject(badRequest('body.settings'));
    expect(await put({ settings: {} })).toMatchObject(badRequest('body.vendorID'));
    expect(await put({ vendorID: 42, settings: {} })).toMatchObject(badRequest('body.vendorID'));
    expect(await put({ vendorID: vendorId, settings: 'dark' })).toMatchObject(badRequest('body.settings'));
    expect(await put({ vendorID: vendorId, settings: {}, extra: 1 })).toMatchObject(badRequest('extra'));
    expect(await put('[1, 2]')).toMatchObject({ status: 400 });
    expect(await put('{"vendorID": ')).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(
      await server.request('POST', '/api/users/', { token, body: { vendorID: vendorId } }),
    ).toMatchObject(badRequest('body.settings'));
  });

  it('400 for a vendorId in the path that cannot be one', async () => {
    expect(await server.request('GET', '/api/users/a.b', { token })).toMatchObject(
      badRequest('params.vendorId'),
    );
  });

  it('leaves the stored settings as they were after a refused save', async () => {
    const before = (await server.request('GET', `/api/users/${vendorId}`, { token })).body;
    await put({
      vendorID: vendorId,
      settings: { theme: 'light', moneyWeight: { bestOdd: 1, secondOdd: 1, thirdOdd: 1 } },
    });
    expect((await server.request('GET', `/api/users/${vendorId}`, { token })).body).toEqual(before);
  });
});
