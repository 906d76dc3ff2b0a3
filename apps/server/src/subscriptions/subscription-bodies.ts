// Bodies of the subscription calls (account-and-product §3 "Subscription request", §5 e-mail rules).
import { EMAIL_MESSAGES, PREMIUM_OFFER, validateEmail } from '@greenbook/trading';
import { z } from 'zod';
import { vendorIdSchema } from '../users/vendor-id.js';

/** RFC 5321's bound on an address: anything longer cannot receive the confirmation mail. */
const EMAIL_MAX_LENGTH = 254;

/**
 * account-and-product §5, with the spec's messages (an address over the bound is 'Email is not
 * valid' too, checked before the pattern ever runs over it); the address is kept trimmed.
 */
const userEmail = z
  .string()
  .superRefine((value, context) => {
    const check =
      value.trim().length > EMAIL_MAX_LENGTH
        ? { valid: false as const, message: EMAIL_MESSAGES.invalid }
        : validateEmail(value);
    if (!check.valid) context.addIssue({ code: 'custom', message: check.message });
  })
  .transform((value) => value.trim());

/** The beta upgrade: only plan 'BETA' for 90 days exists (account-and-product §1/§7). */
export const subscribeBody = z.strictObject({
  vendorID: vendorIdSchema,
  userEmail,
  subscriptionType: z.literal(PREMIUM_OFFER.betaPlan),
  subscriptionLength: z.literal(PREMIUM_OFFER.betaFreeDays),
  allowsMarketingMessages: z.boolean(),
  allowsUpdateMessages: z.boolean(),
});

export type SubscribeRequest = z.infer<typeof subscribeBody>;

export const editEmailBody = z.strictObject({ vendorID: vendorIdSchema, userEmail });

export const subscriptionParams = z.object({ id: vendorIdSchema });
