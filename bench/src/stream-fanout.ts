// Stream server fan-out (embedded-exchange issue, "Done when"): 200 simultaneous connections, each
// subscribed to 10 markets with 100 ms conflation, while orders keep changing the books. Prints
// delivery lag (publish time → received) early and late in the run — lag that grows means the
// server falls behind — plus messages and bytes delivered and CPU used. Never fails on time.
import { connect } from 'node:net';
import { LineFramer } from '@greenbook/betfair';
import { Simulator, StreamServer, cancelOrders, openMarket, placeOrders } from '@greenbook/exchange-sim';
import { benchAccountSpec, benchMarketSpec } from './bench-fixtures.js';

const CONNECTIONS = Number(process.argv[2] ?? 200);
const MARKETS = 20;
const MARKETS_PER_CONNECTION = 10;
const SECONDS = Number(process.argv[3] ?? 10);
const ORDERS_PER_TICK = 8; // every 5 ms: ~1,600 placements and as many cancels a second

const simulator = new Simulator();
const { exchange } = simulator;
for (const id of ['maker', 'taker']) exchange.addAccount(benchAccountSpec(id));
const marketIds = Array.from({ length: MARKETS }, (_, i) => `1.9000001${String(i).padStart(2, '0')}`);
for (const id of marketIds) openMarket(exchange, exchange.addMarket(benchMarketSpec(id)));
const server = new StreamServer(simulator, { maxConnectionsPerSession: CONNECTIONS });
const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
const appKey = simulator.appKeys.allKeys()[0]!.key;
const token = simulator.sessions.create('SSO', 'taker', appKey).token;

const lags: Array<{ at: number; lag: number }> = [];
let messages = 0;
let bytes = 0;
let ready = 0;
const sockets = Array.from({ length: CONNECTIONS }, (_, index) => {
  const socket = connect({ port: port!, host: '127.0.0.1' });
  const framer = new LineFramer();
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    bytes += chunk.length;
    for (const line of framer.push(chunk)) {
      const message = JSON.parse(line) as {
        op: string;
        id?: number;
        pt?: number;
        statusCode?: string;
        ct?: string;
      };
      if (message.op === 'connection') {
        socket.write(`${JSON.stringify({ op: 'authentication', id: 1, appKey, session: token })}\r\n`);
      } else if (message.op === 'status' && message.id === 1) {
        const subscribed = Array.from(
          { length: MARKETS_PER_CONNECTION },
          (_, k) => marketIds[(index + k) % MARKETS]!,
        );
        socket.write(
          `${JSON.stringify({
            op: 'marketSubscription',
            id: 2,
            marketFilter: { marketIds: subscribed },
            marketDataFilter: {
              fields: ['EX_ALL_OFFERS', 'EX_TRADED', 'EX_LTP', 'EX_TRADED_VOL', 'EX_MARKET_DEF'],
              ladderLevels: 10,
            },
            conflateMs: 100,
            heartbeatMs: 5000,
          })}\r\n`,
        );
      } else if (message.op === 'status' && message.id === 2) {
        ready += 1;
      } else if (message.op === 'mcm' && message.ct !== 'HEARTBEAT' && message.pt !== undefined) {
        messages += 1;
        const now = Date.now();
        lags.push({ at: now, lag: now - message.pt });
      }
    }
  });
  return socket;
});

while (ready < CONNECTIONS) await new Promise((resolve) => setTimeout(resolve, 20));
const started = Date.now();
const cpuBefore = process.cpuUsage();
let operations = 0;
const resting: Array<{ marketId: string; betId: string }> = [];
const activity = setInterval(() => {
  for (let i = 0; i < ORDERS_PER_TICK; i += 1) {
    const marketId = marketIds[Math.floor(Math.random() * MARKETS)]!;
    const price = [2.9, 2.92, 2.94, 2.96, 2.98, 3, 3.05, 3.1][Math.floor(Math.random() * 8)]!;
    const side = Math.random() < 0.5 ? 'BACK' : 'LAY';
    void placeOrders(
      exchange,
      { accountId: 'maker', canBet: true },
      {
        marketId,
        instructions: [
          {
            orderType: 'LIMIT',
            selectionId: 1000 + Math.floor(Math.random() * 3),
            side,
            limitOrder: { price, size: 2 + Math.floor(Math.random() * 20), persistenceType: 'PERSIST' },
          },
        ],
      },
    ).then((report) => {
      const betId = report.instructionReports[0]?.betId;
      if (betId !== undefined) resting.push({ marketId, betId });
    });
    operations += 1;
    if (resting.length > 400) {
      const old = resting.shift()!;
      cancelOrders(exchange, 'maker', { marketId: old.marketId, instructions: [{ betId: old.betId }] });
      operations += 1;
    }
  }
}, 5);

await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
clearInterval(activity);
const elapsed = (Date.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const window = (from: number, to: number) =>
  lags.filter(({ at }) => at >= started + from * 1000 && at < started + to * 1000).map(({ lag }) => lag);
const early = window(1, 1 + SECONDS / 3);
const late = window(SECONDS - SECONDS / 3, SECONDS);
const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
console.log(
  `fan-out: ${CONNECTIONS} connections × ${MARKETS_PER_CONNECTION} markets (of ${MARKETS}), conflateMs 100, ${SECONDS} s, ${fmt(operations / elapsed)} order operations/s`,
);
console.log(
  `delivered: ${fmt(messages / elapsed)} messages/s, ${(bytes / elapsed / 1e6).toFixed(1)} MB/s; CPU ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)} % of one core (server, clients and order flow in one process)`,
);
console.log(
  `lag early: p50 ${fmt(percentile(early, 50))} ms, p99 ${fmt(percentile(early, 99))} ms   late: p50 ${fmt(percentile(late, 50))} ms, p99 ${fmt(percentile(late, 99))} ms (budget: no growth)`,
);
for (const socket of sockets) socket.destroy();
await server.close();
process.exit(0);
