// The sports tree of the sidebar (account-and-product §7 navigation; issue 5 §5) from the
// exchange's navigation menu (betfair-protocol §1.1): EVENT_TYPE → EVENT or RACE → MARKET. The
// menu's GROUP nodes (competitions, countries) are transparent: their children move up to the
// nearest kept ancestor. Markets take the country and venue of their event or race; an event
// without a start time of its own takes its earliest market's.

export type NavigationType = 'EVENT_TYPE' | 'EVENT' | 'RACE' | 'MARKET';

export interface NavigationNode {
  id: string;
  name: string;
  type: NavigationType;
  countryCode?: string;
  startTime?: string;
  venue?: string;
}

export interface IndexedNode {
  readonly node: NavigationNode;
  readonly children: NavigationNode[];
  /** Under a racing event type (7, 4339), where a market without a venue is worth completing. */
  readonly racing: boolean;
}

export interface MenuIndex {
  /** The event types (children of the menu's root). */
  readonly roots: NavigationNode[];
  readonly nodes: ReadonlyMap<string, IndexedNode>;
}

const KEPT = new Set<string>(['EVENT_TYPE', 'EVENT', 'RACE', 'MARKET']);
const RACING_EVENT_TYPES = new Set(['7', '4339']);

type Raw = Record<string, unknown>;
const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const idOf = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
const rawChildren = (raw: Raw): unknown[] => (Array.isArray(raw.children) ? raw.children : []);

interface Inherited {
  readonly countryCode: string | undefined;
  readonly venue: string | undefined;
  readonly racing: boolean;
}

function toNode(raw: Raw, type: NavigationType, id: string, name: string, from: Inherited): NavigationNode {
  const countryCode = text(raw.countryCode) ?? (type === 'MARKET' ? from.countryCode : undefined);
  const venue = text(raw.venue) ?? (type === 'MARKET' ? from.venue : undefined);
  const startTime = text(raw.startTime) ?? text(raw.marketStartTime) ?? text(raw.openDate);
  return {
    id,
    name,
    type,
    ...(countryCode === undefined ? {} : { countryCode }),
    ...(startTime === undefined ? {} : { startTime }),
    ...(venue === undefined ? {} : { venue }),
  };
}

/** An event's start: its earliest market's when the menu gives it none (ISO strings sort by time). */
function earliestStart(entry: IndexedNode): string | undefined {
  let earliest: string | undefined;
  for (const { startTime } of entry.children) {
    if (startTime !== undefined && (earliest === undefined || startTime < earliest)) earliest = startTime;
  }
  return earliest;
}

/** Indexes a menu as the exchange sends it; malformed nodes are skipped, a repeated id keeps the first. */
export function indexMenu(menu: unknown): MenuIndex {
  const nodes = new Map<string, IndexedNode>();
  const roots: NavigationNode[] = [];
  const events: IndexedNode[] = [];
  const walk = (raw: Raw, into: NavigationNode[], from: Inherited): void => {
    for (const child of rawChildren(raw)) {
      if (!isRaw(child)) continue;
      const type = text(child.type);
      if (type === 'GROUP') {
        walk(child, into, from);
        continue;
      }
      const id = idOf(child.id);
      const name = text(child.name);
      if (type === undefined || !KEPT.has(type) || id === undefined || name === undefined) continue;
      if (nodes.has(id)) continue;
      const node = toNode(child, type as NavigationType, id, name, from);
      const racing = type === 'EVENT_TYPE' ? RACING_EVENT_TYPES.has(id) : from.racing;
      const entry: IndexedNode = { node, children: [], racing };
      nodes.set(id, entry);
      into.push(node);
      walk(child, entry.children, {
        countryCode: node.countryCode ?? from.countryCode,
        venue: node.venue ?? from.venue,
        racing,
      });
      if (type === 'EVENT' || type === 'RACE') events.push(entry);
    }
  };
  if (isRaw(menu)) walk(menu, roots, { countryCode: undefined, venue: undefined, racing: false });
  // Children are indexed before their parents, so nested events see their children's starts.
  for (const entry of events) {
    if (entry.node.startTime !== undefined) continue;
    const start = earliestStart(entry);
    if (start !== undefined) entry.node.startTime = start;
  }
  return { roots, nodes };
}

/** Markets among these children whose start time (or, for racing, venue) the menu did not give. */
export function incompleteMarkets(entry: IndexedNode): NavigationNode[] {
  return entry.children.filter(
    (child) =>
      child.type === 'MARKET' &&
      (child.startTime === undefined || (entry.racing && child.venue === undefined)),
  );
}
