// The stream bridge at /stream (architecture.md): each browser WebSocket gets its own upstream
// Exchange Stream connection (packages/betfair bridge), which holds no trading state.
import fastifyWebsocket from '@fastify/websocket';
import { bridgeStream } from '@greenbook/betfair/node';
import type { FastifyInstance } from 'fastify';
import type { ExchangeLink } from '../exchange/exchange-link.js';

export async function registerStreamBridge(
  app: FastifyInstance,
  exchange: () => ExchangeLink,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/stream', { websocket: true }, (socket) => {
    bridgeStream(socket, exchange().stream);
  });
}
