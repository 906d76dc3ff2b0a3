// trading-core §3 "Navigation node" (id, name, type, countryCode, startTime, venue) as the
// product's /api/navigation answers it (account-and-product §7), read defensively: an answer that
// is not a list is refused, and a node without an id, a name or a known type is left out rather
// than drawn half-empty.

export type NavigationType = 'EVENT_TYPE' | 'EVENT' | 'RACE' | 'MARKET';

export interface NavigationNode {
  readonly id: string;
  readonly name: string;
  readonly type: NavigationType;
  readonly countryCode?: string;
  /** ISO date-time. */
  readonly startTime?: string;
  readonly venue?: string;
}

const TYPES = new Set<string>(['EVENT_TYPE', 'EVENT', 'RACE', 'MARKET']);

/** trading-core §2 Sports List: under these event types (horse 7, greyhound 4339) a market reads as time plus venue. */
export const RACING_EVENT_TYPE_IDS: ReadonlySet<string> = new Set(['7', '4339']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const validDate = (value: unknown): string | undefined => {
  const date = text(value);
  return date !== undefined && Number.isFinite(Date.parse(date)) ? date : undefined;
};

function parseNode(raw: unknown): NavigationNode | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const id = text(record['id']);
  const name = text(record['name']);
  const type = text(record['type']);
  if (id === undefined || name === undefined || type === undefined || !TYPES.has(type)) return undefined;
  const countryCode = text(record['countryCode']);
  const startTime = validDate(record['startTime']);
  const venue = text(record['venue']);
  return {
    id,
    name,
    type: type as NavigationType,
    ...(countryCode === undefined ? {} : { countryCode }),
    ...(startTime === undefined ? {} : { startTime }),
    ...(venue === undefined ? {} : { venue }),
  };
}

/** The nodes of an answer; throws when the answer is not a list at all. */
export function parseNavigationNodes(body: unknown): NavigationNode[] {
  if (!Array.isArray(body)) throw new TypeError('navigation answer is not a list');
  return body.map(parseNode).filter((node): node is NavigationNode => node !== undefined);
}

/**
 * The event a market belongs to, for its page /market/{eventId}/{marketId}: the nearest EVENT in
 * the trail, or a RACE's event (race ids are "eventId.hhmm", betfair-protocol §1.1).
 */
export function eventIdOf(trail: readonly NavigationNode[]): string | undefined {
  const parent = trail.findLast((node) => node.type === 'EVENT' || node.type === 'RACE');
  if (parent === undefined) return undefined;
  return parent.type === 'RACE' ? parent.id.split('.')[0] : parent.id;
}

/** True when the start falls on the day after `now`'s, in the browser's time zone. */
export function startsTomorrow(startTime: string, now: number): boolean {
  const start = new Date(startTime);
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return (
    start.getFullYear() === tomorrow.getFullYear() &&
    start.getMonth() === tomorrow.getMonth() &&
    start.getDate() === tomorrow.getDate()
  );
}
