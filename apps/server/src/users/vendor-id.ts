// The key of our users: the vendor client id the exchange gives each customer (auth/caller.ts).
import { z } from 'zod';

export const vendorIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the vendor client id (letters, digits, _ or -)');

/** Path parameters of the routes about one user. */
export const vendorIdParams = z.object({ vendorId: vendorIdSchema });
