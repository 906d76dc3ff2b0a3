// The gate of every users, subscription, revoke and navigation call (issue 5 §3): 401 without a
// token the exchange accepts, 403 when the caller asks for someone else's data.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, type Caller, type CallerResolver } from './caller.js';

/** The caller, or undefined after answering 401 (the route must then return). */
export async function requireCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  resolve: CallerResolver,
): Promise<Caller | undefined> {
  const token = bearerToken(request);
  if (token === undefined) {
    await reply
      .code(401)
      .send({ error: 'UNAUTHORIZED', message: 'Send the exchange token as Authorization: BEARER <token>' });
    return undefined;
  }
  const caller = await resolve(token, request.ip);
  if (caller === undefined) {
    await reply.code(401).send({ error: 'UNAUTHORIZED', message: 'The exchange does not accept this token' });
    return undefined;
  }
  return caller;
}

/** True when `vendorId` is the caller's own; otherwise answers 403 (the route must then return). */
export async function requireOwner(caller: Caller, vendorId: string, reply: FastifyReply): Promise<boolean> {
  if (caller.vendorId === vendorId) return true;
  await reply.code(403).send({ error: 'FORBIDDEN', message: 'This data belongs to another user' });
  return false;
}
