// A simulator on a manual clock with two open markets, a stream server on 127.0.0.1 (plain and
// TLS, port 0) and helpers to connect and authenticate: the setup every stream test starts from.
import { accountSpec, limit, marketSpec, runners } from '../../testing/fixtures.js';
import { ManualClock } from '../../core/clock.js';
import { openMarket } from '../../core/market-ops.js';
import { placeOrders } from '../../core/place-orders.js';
import type { MarketSpec } from '../../core/market.js';
import type { PlaceInstructionInput } from '../../core/instructions.js';
import { Simulator } from '../../simulator.js';
import { StreamServer, type StreamServerOptions } from '../stream-server.js';
import { StreamClient } from './stream-client.js';
import { selfSignedCertificate, type TlsCredentials } from '../tls-certificate.js';

export const DEMO_ACCOUNT = '100001';
export const MARKET_A = '1.100000001';
export const MARKET_B = '1.100000002';

// One certificate for every test of a run: making an RSA key per test would dominate their time.
let sharedCertificate: Promise<TlsCredentials> | undefined;

export async function startStreamFixture(
  options: StreamServerOptions = {},
  extraMarkets: Partial<MarketSpec>[] = [],
) {
  const clock = new ManualClock();
  const simulator = new Simulator({ clock });
  const { exchange } = simulator;
  for (const id of ['b', 'c']) exchange.addAccount(accountSpec(id, 100_000));
  for (const overrides of [
    { marketId: MARKET_A },
    { marketId: MARKET_B, runners: runners(2) },
    ...extraMarkets,
  ]) {
    openMarket(exchange, exchange.addMarket(marketSpec(overrides)));
  }
  sharedCertificate ??= selfSignedCertificate();
  const server = new StreamServer(simulator, { tls: await sharedCertificate, ...options });
  const bound = await server.listen({ port: 0, tlsPort: 0, host: '127.0.0.1' });
  const appKey = simulator.appKeys.allKeys()[0]!.key;
  const session = simulator.sessions.create('SSO', DEMO_ACCOUNT, appKey).token;
  const clients: StreamClient[] = [];

  const connect = async (tls = false): Promise<StreamClient> => {
    const client = await StreamClient.connect(
      tls ? { port: bound.tlsPort!, ca: server.certificatePem! } : { port: bound.port! },
    );
    clients.push(client);
    await client.next((message) => message.op === 'connection');
    return client;
  };

  const authenticated = async (token = session): Promise<StreamClient> => {
    const client = await connect();
    const status = await client.request({ op: 'authentication', id: 1, appKey, session: token });
    if (status.statusCode !== 'SUCCESS') throw new Error(`authentication failed: ${JSON.stringify(status)}`);
    return client;
  };

  const place = (accountId: string, marketId: string, instructions: PlaceInstructionInput[], extra = {}) =>
    placeOrders(exchange, { accountId, canBet: true }, { marketId, instructions, ...extra });

  const close = async (): Promise<void> => {
    for (const client of clients) client.close();
    await server.close();
  };

  return { clock, simulator, exchange, server, appKey, session, connect, authenticated, place, close };
}

export type StreamFixture = Awaited<ReturnType<typeof startStreamFixture>>;
export { limit };
