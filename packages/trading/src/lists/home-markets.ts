// The exchange's answers behind the home lists, checked where they enter (account-and-product §2
// Home; trading-core §8 "If the data for a list row is absent, the row is not rendered"): a
// catalogue item or book without what its row needs is left out, one bad item never hides the rest.
import { z } from 'zod/mini';

const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const name = z.string().check(z.maxLength(500));
const startTime = z.pipe(
  z.string(),
  z.pipe(
    z.transform((text: string) => Date.parse(text)),
    z.number().check(z.refine(Number.isFinite, 'must be a date')),
  ),
);

const catalogueItemSchema = z.object({
  marketId: id,
  marketName: name,
  marketStartTime: startTime,
  description: z.optional(
    z.object({ marketType: z.optional(z.string()), turnInPlayEnabled: z.optional(z.boolean()) }),
  ),
  eventType: z.object({ id, name }),
  event: z.object({
    id,
    name,
    countryCode: z.optional(z.string()),
    venue: z.optional(z.string()),
  }),
  runners: z.optional(
    z.array(z.object({ selectionId: z.int(), runnerName: name, sortPriority: z.optional(z.number()) })),
  ),
});

/** A home list's market: what a card, a race time or a row needs. Start time in epoch ms. */
export interface HomeMarket {
  readonly marketId: string;
  readonly marketName: string;
  readonly startTime: number;
  readonly marketType: string | undefined;
  readonly turnInPlayEnabled: boolean | undefined;
  readonly eventTypeId: string;
  readonly eventTypeName: string;
  readonly eventId: string;
  readonly eventName: string;
  readonly countryCode: string | undefined;
  readonly venue: string | undefined;
  readonly runners: ReadonlyArray<{ selectionId: number; runnerName: string; sortPriority: number }>;
}

/** A listMarketCatalogue answer as home markets; anything that is not a list gives none. */
export function parseHomeMarkets(answer: unknown): HomeMarket[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item: unknown) => {
    const parsed = catalogueItemSchema.safeParse(item);
    if (!parsed.success) return [];
    const { data } = parsed;
    return [
      {
        marketId: data.marketId,
        marketName: data.marketName,
        startTime: data.marketStartTime,
        marketType: data.description?.marketType,
        turnInPlayEnabled: data.description?.turnInPlayEnabled,
        eventTypeId: data.eventType.id,
        eventTypeName: data.eventType.name,
        eventId: data.event.id,
        eventName: data.event.name,
        countryCode: data.event.countryCode,
        venue: data.event.venue,
        // A missing sortPriority keeps the exchange's order (trading-core §3 sorts by it).
        runners: (data.runners ?? []).map((runner, index) => ({
          selectionId: runner.selectionId,
          runnerName: runner.runnerName,
          sortPriority: runner.sortPriority ?? index + 1,
        })),
      },
    ];
  });
}

const price = z.number().check(z.refine((value) => Number.isFinite(value) && value > 1, 'must be a price'));

const bookSchema = z.object({
  marketId: id,
  status: z.optional(z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED'])),
  inplay: z.optional(z.boolean()),
  runners: z.optional(
    z.array(
      z.object({
        selectionId: z.int(),
        ex: z.optional(
          z.object({ availableToBack: z.optional(z.array(z.object({ price, size: z.number() }))) }),
        ),
      }),
    ),
  ),
});

/** A market's state from listMarketBook: status, in-play flag and each runner's best back price. */
export interface HomeMarketBook {
  readonly status: 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED' | undefined;
  readonly inPlay: boolean | undefined;
  readonly bestBack: ReadonlyMap<number, number>;
}

/** A listMarketBook answer by market id; malformed books are left out (their cards show no price). */
export function parseHomeMarketBooks(answer: unknown): Map<string, HomeMarketBook> {
  const books = new Map<string, HomeMarketBook>();
  if (!Array.isArray(answer)) return books;
  for (const item of answer) {
    const parsed = bookSchema.safeParse(item);
    if (!parsed.success) continue;
    const { data } = parsed;
    const bestBack = new Map<number, number>();
    for (const runner of data.runners ?? []) {
      const best = runner.ex?.availableToBack?.[0];
      if (best !== undefined) bestBack.set(runner.selectionId, best.price);
    }
    books.set(data.marketId, { status: data.status, inPlay: data.inplay, bestBack });
  }
  return books;
}
