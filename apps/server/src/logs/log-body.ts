// The body of POST /api/logs/ (account-and-product §7: {title, description} with version, path,
// state and storage). Sizes are bounded so a runaway client cannot fill the database: state and
// storage at most 64 KiB of JSON each and 32 levels deep (which also keeps cleaning them cheap).
import { z } from 'zod';
import { MAX_JSON_DEPTH, nestsWithin } from './json-depth.js';

export const MAX_JSON_BYTES = 64 * 1024;

const boundedJson = z.unknown().superRefine((value, context) => {
  if (!nestsWithin(value)) {
    context.addIssue({ code: 'custom', message: `must nest at most ${MAX_JSON_DEPTH} levels deep` });
  } else if (Buffer.byteLength(JSON.stringify(value)) > MAX_JSON_BYTES) {
    context.addIssue({ code: 'custom', message: `must be at most ${MAX_JSON_BYTES / 1024} KiB as JSON` });
  }
});

export const logBody = z.strictObject({
  title: z.string().min(1).max(500),
  description: z.string().max(32 * 1024),
  version: z.string().max(100).optional(),
  path: z.string().max(2048).optional(),
  state: boundedJson.optional(),
  storage: boundedJson.optional(),
});
