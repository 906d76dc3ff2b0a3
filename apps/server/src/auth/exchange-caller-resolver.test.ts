// Token checks cost an exchange call each (issue 14 §4): a stream of made-up tokens from one
// address must not turn into a stream of exchange calls.
import Fastify, { type FastifyInstance } from 'fastify';
import { exchangeSimPlugin, ManualClock, SIM_DEFAULTS, Simulator } from '@greenbook/exchange-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeLink } from '../exchange/exchange-link.js';
import { TooManyRequestsError } from '../http/hardening.js';
import { memoryStore } from '../shared-state/shared-store.js';
import { exchangeCallerResolver, MAX_REFUSED_PER_ADDRESS } from './exchange-caller-resolver.js';

let exchange: FastifyInstance;
let simulator: Simulator;
let link: ExchangeLink;
/** getVendorClientId calls the exchange received. */
let checks = 0;

beforeAll(async () => {
  simulator = new Simulator({ clock: new ManualClock() });
  exchange = Fastify();
  exchange.addHook('onRequest', (request, _reply, done) => {
    if (request.url.includes('getVendorClientId')) checks += 1;
    done();
  });
  await exchange.register(exchangeSimPlugin, { simulator });
  await exchange.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(exchange.server.address() as { port: number }).port}/exchange`;
  link = {
    bettingUrl: `${base}/betting/rest/v1.0`,
    accountUrl: `${base}/account/rest/v1.0`,
    navigationMenuUrl: `${base}/betting/rest/v1/en/navigation/menu.json`,
    vendorLoginUrl: `${base}/identitysso/view/vendor-login`,
    appKey: SIM_DEFAULTS.appKey,
    vendorId: SIM_DEFAULTS.vendor.vendorId,
    vendorSecret: SIM_DEFAULTS.vendor.vendorSecret,
    stream: { host: '127.0.0.1', port: 1 },
  };
});
afterAll(() => exchange.close());

const tokenOf = (accountId: string): string =>
  simulator.sessions.create('OAUTH', accountId, SIM_DEFAULTS.appKey, SIM_DEFAULTS.vendor.vendorId).token;

describe('resolving callers', () => {
  it('asks the exchange about at most 30 refused tokens a minute per address, then answers 429', async () => {
    const resolve = exchangeCallerResolver(() => link, memoryStore());
    const before = checks;
    const answers = await Promise.allSettled(
      Array.from({ length: 300 }, (_, index) => resolve(`made-up-token-${index}`, '198.51.100.7')),
    );
    expect(checks - before).toBe(MAX_REFUSED_PER_ADDRESS);
    const limited = answers.filter(
      (answer) => answer.status === 'rejected' && answer.reason instanceof TooManyRequestsError,
    );
    expect(limited).toHaveLength(300 - MAX_REFUSED_PER_ADDRESS);
    expect((limited[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 429 });
    // Another address is not held back, and good tokens do not count against one.
    const good = tokenOf('100001');
    expect(await resolve(good, '198.51.100.8')).toMatchObject({ token: good });
    expect(await resolve('made-up-token-x', '198.51.100.8')).toBeUndefined();
  });

  it('caches refusals and acceptances, so repeating a token costs no further call', async () => {
    const resolve = exchangeCallerResolver(() => link, memoryStore());
    const good = tokenOf('100001');
    const before = checks;
    for (let call = 0; call < 5; call += 1) {
      expect(await resolve('refused-again', '198.51.100.9')).toBeUndefined();
      expect(await resolve(good, '198.51.100.9')).toMatchObject({ token: good });
    }
    expect(checks - before).toBe(2);
  });

  it('forgets every cached token of a caller at once when one is invalidated (revoke)', async () => {
    const resolve = exchangeCallerResolver(() => link, memoryStore());
    const [first, second] = [tokenOf('100001'), tokenOf('100001')];
    await resolve(first, '198.51.100.10');
    await resolve(second, '198.51.100.10');
    const before = checks;
    await resolve.invalidate(first);
    await resolve(first, '198.51.100.10');
    await resolve(second, '198.51.100.10');
    expect(checks - before).toBe(2);
  });
});
