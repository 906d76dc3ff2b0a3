// The subscription calls of account-and-product §7, behind the caller gate (issue 5 §3):
//   GET  /api/users/subscriptions/:id    → 200 PremiumRecord (a user who never subscribed: not premium, nulls)
//   POST /api/users/subscriptions/       {vendorID, userEmail, subscriptionType: 'BETA', subscriptionLength: 90,
//                                         allowsMarketingMessages, allowsUpdateMessages} → 201 PremiumRecord
//   POST /api/users/subscriptions/edit   {vendorID, userEmail} → 201 PremiumRecord (new address, unverified,
//                                         confirmation mail sent) | 202 {error: 'INVALID', message}
// 202 is the spec's "invalid" answer for a well-formed edit that cannot apply (no subscription, or
// the address is already the verified one); a malformed body or address is a 400 like everywhere.
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies.js';
import { requireCaller, requireOwner } from '../auth/require-caller.js';
import { findSubscription } from '../db/repositories/subscriptions-repository.js';
import { validated } from '../http/hardening.js';
import { countMailSending } from './mail-limits.js';
import { premiumRecord } from './premium-record.js';
import { editEmailBody, subscribeBody, subscriptionParams } from './subscription-bodies.js';
import { changeEmail, subscribe } from './subscription-changes.js';

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'database' | 'resolveCaller' | 'store' | 'now' | 'mailQueued'>,
): void {
  const { db } = deps.database;
  const context = () => ({ now: new Date(deps.now()), publicUrl: deps.config.publicUrl });

  app.get('/api/users/subscriptions/:id', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const { id } = validated(subscriptionParams, request.params, 'params');
    if (!(await requireOwner(caller, id, reply))) return reply;
    return premiumRecord(await findSubscription(db, id), new Date(deps.now()));
  });

  app.post('/api/users/subscriptions/', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const body = validated(subscribeBody, request.body ?? {}, 'body');
    if (!(await requireOwner(caller, body.vendorID, reply))) return reply;
    await countMailSending(deps.store, caller.vendorId, body.userEmail);
    const record = await subscribe(db, body, context());
    deps.mailQueued();
    return reply.code(201).send(record);
  });

  app.post('/api/users/subscriptions/edit', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const body = validated(editEmailBody, request.body ?? {}, 'body');
    if (!(await requireOwner(caller, body.vendorID, reply))) return reply;
    await countMailSending(deps.store, caller.vendorId, body.userEmail);
    const change = await changeEmail(db, body, context());
    if (!change.changed) return reply.code(202).send({ error: 'INVALID', message: change.reason });
    deps.mailQueued();
    return reply.code(201).send(change.record);
  });
}
