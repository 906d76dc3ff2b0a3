// /dev/mailbox shows every user's address and confirmation link (issue 14 §4): only callers on
// this machine see it, only in embedded mode, and only on a loopback HOST unless asked for.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { startTestServer, type TestServer } from '../testing/server-harness.js';
import { registerMailboxRoutes } from './mailbox-routes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** GET /dev/mailbox on a bare app with the route as HOST and the setting make it. */
async function mailboxOn(env: Record<string, string>, remoteAddress: string) {
  const app = Fastify();
  registerMailboxRoutes(app, {
    config: loadConfig(env),
    database: server.server.database,
    simulator: server.simulator,
  });
  try {
    return (await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress })).statusCode;
  } finally {
    await app.close();
  }
}

describe('the mailbox page', () => {
  it('answers callers on this machine and 404 to anyone else', async () => {
    const inject = (remoteAddress: string, headers: Record<string, string> = {}) =>
      server.server.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });
    expect((await inject('127.0.0.1')).statusCode).toBe(200);
    expect((await inject('::1')).statusCode).toBe(200);
    expect((await inject('::ffff:127.0.0.1')).statusCode).toBe(200);
    for (const outsider of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
      const answer = await inject(outsider);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Mailbox');
    }
    // A reverse proxy on this machine connects from loopback for callers anywhere.
    expect((await inject('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await inject('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('does not exist when HOST is not loopback, unless DEV_MAILBOX_ON_ANY_HOST asks for it', async () => {
    expect(await mailboxOn({ HOST: '127.0.0.1' }, '127.0.0.1')).toBe(200);
    expect(await mailboxOn({ HOST: 'localhost' }, '127.0.0.1')).toBe(200);
    expect(await mailboxOn({ HOST: '0.0.0.0' }, '127.0.0.1')).toBe(404);
    expect(await mailboxOn({ HOST: '::' }, '::1')).toBe(404);
    expect(await mailboxOn({ HOST: '0.0.0.0', DEV_MAILBOX_ON_ANY_HOST: '1' }, '127.0.0.1')).toBe(200);
    // Asked for, it still answers this machine only.
    expect(await mailboxOn({ HOST: '0.0.0.0', DEV_MAILBOX_ON_ANY_HOST: '1' }, '203.0.113.9')).toBe(404);
  });
});
