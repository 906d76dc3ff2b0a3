// The users calls of account-and-product §7 (settings persistence, §4), all behind the caller gate
// (issue 5 §3). Settings are checked by the schema the web app uses (@greenbook/trading):
//   GET  /api/users/:vendorId  → 200 {vendorID, settings} | 404 {error: 'NOT_FOUND'} (never saved)
//   POST /api/users/           {vendorID, settings} → 201 {vendorID, settings} | 409 {error: 'CONFLICT'}
//   PUT  /api/users/:vendorId  {vendorID, settings} → 200 {vendorID, settings} (creates when missing)
// `settings` may hold any subset of the settings: POST fills the rest with the defaults, PUT
// keeps the stored value of every setting not sent; each setting sent replaces the stored one
// whole. stakeButtons and defaultStake are sent together. Unknown fields are refused (400).
import {
  applySettingsPatch,
  DEFAULT_USER_SETTINGS,
  repairUserSettings,
  userSettingsPatchSchema,
} from '@greenbook/trading';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies.js';
import { requireCaller, requireOwner } from '../auth/require-caller.js';
import { findStoredSettings, insertUser, saveSettings } from '../db/repositories/users-repository.js';
import { validated } from '../http/hardening.js';
import { vendorIdParams, vendorIdSchema } from './vendor-id.js';

const settingsBody = z.strictObject({ vendorID: vendorIdSchema, settings: userSettingsPatchSchema });

export function registerUserRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'database' | 'resolveCaller' | 'now'>,
): void {
  const { db } = deps.database;

  app.get('/api/users/:vendorId', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const { vendorId } = validated(vendorIdParams, request.params, 'params');
    if (!(await requireOwner(caller, vendorId, reply))) return reply;
    const stored = await findStoredSettings(db, vendorId);
    if (stored === undefined) {
      return reply.code(404).send({ error: 'NOT_FOUND', message: 'No settings are saved for this user yet' });
    }
    return { vendorID: vendorId, settings: repairUserSettings(stored) };
  });

  app.post('/api/users/', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const body = validated(settingsBody, request.body ?? {}, 'body');
    if (!(await requireOwner(caller, body.vendorID, reply))) return reply;
    const settings = applySettingsPatch(DEFAULT_USER_SETTINGS, body.settings);
    if (!(await insertUser(db, body.vendorID, settings, new Date(deps.now())))) {
      return reply
        .code(409)
        .send({ error: 'CONFLICT', message: 'Settings already exist for this user: save them with PUT' });
    }
    return reply.code(201).send({ vendorID: body.vendorID, settings });
  });

  app.put('/api/users/:vendorId', async (request, reply) => {
    const caller = await requireCaller(request, reply, deps.resolveCaller);
    if (caller === undefined) return reply;
    const { vendorId } = validated(vendorIdParams, request.params, 'params');
    if (!(await requireOwner(caller, vendorId, reply))) return reply;
    const body = validated(settingsBody, request.body ?? {}, 'body');
    if (!(await requireOwner(caller, body.vendorID, reply))) return reply;
    const initial = applySettingsPatch(DEFAULT_USER_SETTINGS, body.settings);
    const saved = await saveSettings(db, vendorId, body.settings, initial, new Date(deps.now()));
    return { vendorID: vendorId, settings: repairUserSettings(saved) };
  });
}
