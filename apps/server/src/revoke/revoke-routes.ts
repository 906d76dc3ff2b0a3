// POST /api/revokeAccessToWebApp/ {vendorId} (account-and-product §6 "remove permissions", §7;
// issue 5 §3): the caller withdraws our web app's access at the exchange. The vendorId in the body
// must be the caller's own — the original sent a fixed constant, a defect not reproduced here. The
// exchange call names our vendor (the web app's client_id) and carries the caller's token; after it
// every token the caller holds for us is dead, and this process forgets it at once.
import { BetfairApi, RestTransport } from '@greenbook/betfair';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies.js';
import { invalidateCaller } from '../auth/exchange-caller-resolver.js';
import { requireCaller, requireOwner } from '../auth/require-caller.js';
import { validated } from '../http/hardening.js';

/** The caller's vendor client id; an i64 at Betfair, so a number is taken as well as a string. */
const revokeBody = z.object({
  vendorId: z.union([
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the vendor client id (letters, digits, _ or -)'),
    z
      .number()
      .int()
      .nonnegative()
      .max(Number.MAX_SAFE_INTEGER)
      .transform((id) => String(id)),
  ]),
});

export function registerRevokeRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'exchange' | 'resolveCaller'>,
): void {
  app.post('/api/revokeAccessToWebApp/', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const { vendorId } = validated(revokeBody, request.body ?? {}, 'body');
    if (!(await requireOwner(caller, vendorId, reply))) return reply;
    const link = deps.exchange();
    // revokeAccessToWebApp's vendorId is our web app's client_id, an i64 (betfair-protocol §4.5).
    const webAppId = Number(link.vendorId);
    if (!Number.isSafeInteger(webAppId)) throw new Error('the exchange vendor id is not a number');
    const api = new BetfairApi(
      new RestTransport({
        bettingUrl: link.bettingUrl,
        accountUrl: link.accountUrl,
        appKey: link.appKey,
        auth: { kind: 'bearer', token: caller.token },
      }),
    );
    const status = await api.account('revokeAccessToWebApp', { vendorId: webAppId });
    await invalidateCaller(deps.resolveCaller, caller.token);
    return { status };
  });
}
