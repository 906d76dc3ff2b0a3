// The listClearedOrders answer as the bet history reads it (account-and-product §3 settled bet):
// checked before anything is drawn from it, so a malformed answer is a logged load failure (§8)
// and never a crash or a wrong figure.
import { z } from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));
const instant = z.optional(z.iso.datetime({ offset: true }));
const money = z.optional(z.number().check(z.refine(Number.isFinite)));
const price = z.optional(z.number().check(z.positive()));

const itemDescription = z.object({
  eventTypeDesc: z.optional(z.string()),
  eventDesc: z.optional(z.string()),
  marketDesc: z.optional(z.string()),
  marketStartTime: instant,
  runnerDesc: z.optional(z.string()),
});

/** One line of the answer: a market (groupBy MARKET) or a bet (groupBy BET). */
const clearedOrder = z.object({
  eventTypeId: z.optional(nonEmpty),
  eventId: z.optional(nonEmpty),
  marketId: nonEmpty,
  selectionId: z.optional(z.number()),
  betId: z.optional(nonEmpty),
  placedDate: instant,
  settledDate: instant,
  itemDescription: z.optional(itemDescription),
  side: z.optional(z.enum(['BACK', 'LAY'])),
  sizeSettled: money,
  priceRequested: price,
  priceMatched: price,
  betOutcome: z.optional(z.string()),
  profit: money,
  commission: money,
  customerOrderRef: z.optional(z.string()),
  betCount: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export const clearedOrdersAnswer = z.object({
  clearedOrders: z.array(clearedOrder),
  moreAvailable: z.boolean(),
});

export type ClearedOrder = z.infer<typeof clearedOrder>;
export type ClearedOrdersPage = z.infer<typeof clearedOrdersAnswer>;
