// The stream bridge at /stream (architecture.md): each browser WebSocket gets its own upstream
// Exchange Stream connection (packages/betfair bridge), which holds no trading state. The gate in
// front (stream-gate.ts, issue 14 §4): the upgrade is refused (403) unless the page's Origin is
// PUBLIC_URL's; the socket is closed with a gate code past the per-address or total cap, or when its
// first message is not an authentication the exchange accepts within a few seconds.
import fastifyWebsocket from '@fastify/websocket';
import { bridgeStream } from '@greenbook/betfair/node';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies.js';
import { gateStream, STREAM_GATE_CLOSE, StreamCounter, type StreamAuthentication } from './stream-gate.js';
import { TooManyRequestsError } from './hardening.js';

export async function registerStreamBridge(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'exchange' | 'resolveCaller'>,
): Promise<void> {
  const origin = new URL(deps.config.publicUrl).origin;
  const counter = new StreamCounter(deps.config.stream);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.get(
    '/stream',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (request.headers.origin !== origin)
          await reply
            .code(403)
            .send({ error: 'FORBIDDEN', message: `The stream opens from ${origin} pages only` });
      },
    },
    (socket, request) => {
      const address = request.ip;
      const admission = counter.admit(address);
      if (admission !== 'admitted') {
        socket.close(
          STREAM_GATE_CLOSE[admission],
          admission === 'tooManyInTotal' ? 'too many streams open' : 'too many streams from this address',
        );
        return;
      }
      socket.on('close', () => counter.release(address));
      const authenticate = async (session: string): Promise<StreamAuthentication> => {
        try {
          return (await deps.resolveCaller(session, address)) === undefined ? 'refused' : 'accepted';
        } catch (error) {
          if (error instanceof TooManyRequestsError) return 'limited';
          throw error;
        }
      };
      bridgeStream(gateStream(socket, authenticate), deps.exchange().stream);
    },
  );
}
