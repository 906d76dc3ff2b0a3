// The simulator's control routes act for a signed-in caller: its session token, as on API-NG.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../api-ng/transport/authenticate.js';
import { ApiError } from '../core/api-error.js';
import type { Simulator } from '../simulator.js';

/** The signed-in caller's account id, or undefined once a 401 has been sent. */
export function controlCaller(
  simulator: Simulator,
  request: FastifyRequest,
  reply: FastifyReply,
): string | undefined {
  try {
    return authenticate(simulator, request.headers, 'session').session!.accountId;
  } catch (error) {
    if (error instanceof ApiError) {
      void reply.code(401).send({ error: error.errorCode });
      return undefined;
    }
    throw error;
  }
}
