// The embedded exchange as its own process: the HTTP plugin on a Fastify server, the stream
// server on TCP and TLS, the live market world, and any historical files to replay.
import { writeFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { exchangeSimPlugin } from '../http/plugin.js';
import { loadHistoricalMarket } from '../replay/historical-replay.js';
import { SIM_DEFAULTS, Simulator } from '../simulator.js';
import { StreamServer } from '../stream/stream-server.js';
import type { ExchangeCliOptions } from './cli-options.js';

export interface RunningExchange {
  readonly simulator: Simulator;
  readonly http: FastifyInstance;
  readonly stream: StreamServer;
  readonly httpUrl: string;
  readonly streamPort: number;
  readonly streamTlsPort: number;
  stop(): Promise<void>;
}

export async function startStandaloneExchange(options: ExchangeCliOptions): Promise<RunningExchange> {
  const simulator = new Simulator({
    seed: options.seed,
    speed: options.speed,
    world: true,
    liveDensity: options.liveDensity,
    appKey: options.appKey,
    vendor: { ...SIM_DEFAULTS.vendor, redirectUrl: options.vendorRedirectUrl },
  });
  for (const file of options.replayFiles)
    simulator.addService((await loadHistoricalMarket(simulator, file)).service);
  const http = Fastify({ logger: false });
  await http.register(exchangeSimPlugin, { simulator });
  await http.listen({ port: options.port, host: options.host });
  const address = http.server.address();
  const httpPort = typeof address === 'object' && address !== null ? address.port : options.port;
  const stream = new StreamServer(simulator);
  const bound = await stream.listen({
    port: options.streamPort,
    tlsPort: options.streamTlsPort,
    host: options.host,
  });
  // Public data only (the private key stays in this process): clients pass it as their CA.
  if (options.tlsCertOut !== undefined) writeFileSync(options.tlsCertOut, stream.certificatePem!);
  simulator.start();
  return {
    simulator,
    http,
    stream,
    httpUrl: `http://${options.host}:${httpPort}`,
    streamPort: bound.port!,
    streamTlsPort: bound.tlsPort!,
    async stop() {
      simulator.stop();
      await stream.close();
      await http.close();
    },
  };
}
