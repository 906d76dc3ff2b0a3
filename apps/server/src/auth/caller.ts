// Who is calling the product API (issue 5 §3): every users, subscription, revoke and navigation
// call carries the exchange token (`Authorization: BEARER <token>`; the log call when there is
// one); the server turns it into the caller's vendor client id through the exchange. Routes depend
// on this contract only, so tests can give them a resolver of their own.
import type { FastifyRequest } from 'fastify';

export interface Caller {
  /** The customer's id at our web vendor (Betfair's vendor client id): the key of our users. */
  readonly vendorId: string;
  /** The exchange access token the caller sent (for calls made on the caller's behalf). */
  readonly token: string;
}

/**
 * Resolves a token to its caller, or undefined when the exchange does not accept the token.
 * `address` is the caller's network address, which refused tokens count against.
 */
export type CallerResolver = (token: string, address?: string) => Promise<Caller | undefined>;

/** The token of `Authorization: BEARER <token>` (scheme case-insensitive), or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
}
