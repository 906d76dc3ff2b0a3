// Betfair's navigation menu (betfair-protocol §1.1, the GET menu.json) built from the exchange's
// markets: ROOT GROUP → EVENT_TYPE → competition GROUP → EVENT → MARKET, events without a
// competition straight under their event type, and racing (horse 7, greyhound 4339) as RACE
// nodes (one per meeting and start time) holding their markets. Settled markets are left out.
import type { Exchange } from '../../core/exchange.js';
import type { SimMarket } from '../../core/market.js';

export interface MenuNode {
  type: 'GROUP' | 'EVENT_TYPE' | 'EVENT' | 'RACE' | 'MARKET';
  id: string | number;
  name: string;
  children?: MenuNode[];
  countryCode?: string;
  venue?: string;
  startTime?: string;
  exchangeId?: string;
  marketStartTime?: string;
  marketType?: string;
  numberOfWinners?: number;
}

const RACING_EVENT_TYPES = new Set(['7', '4339']);

function marketNode(market: SimMarket): MenuNode {
  const { spec } = market;
  return {
    type: 'MARKET',
    id: spec.marketId,
    name: spec.marketName,
    exchangeId: '1',
    marketStartTime: spec.marketTime,
    marketType: spec.marketType,
    numberOfWinners: spec.numberOfWinners,
  };
}

/** The child of `parent` with this type and id, created on first sight (keeps listing order). */
function childOf(parent: MenuNode, node: MenuNode): MenuNode {
  parent.children ??= [];
  const found = parent.children.find((child) => child.type === node.type && child.id === node.id);
  if (found !== undefined) return found;
  parent.children.push(node);
  return node;
}

/** RACE id: event id and start time, as Betfair's "28393920.1350". */
function raceNode(market: SimMarket): MenuNode {
  const { event, marketTime } = market.spec;
  const start = new Date(marketTime);
  const hhmm = `${String(start.getUTCHours()).padStart(2, '0')}${String(start.getUTCMinutes()).padStart(2, '0')}`;
  return {
    type: 'RACE',
    id: `${event.id}.${hhmm}`,
    name: event.name,
    startTime: marketTime,
    countryCode: event.countryCode,
    ...(event.venue === undefined ? {} : { venue: event.venue }),
  };
}

export function navigationMenu(exchange: Exchange): MenuNode {
  const root: MenuNode = { type: 'GROUP', id: 0, name: 'ROOT', children: [] };
  for (const market of exchange.markets.values()) {
    if (market.status === 'CLOSED') continue;
    const { spec } = market;
    const eventType = childOf(root, { type: 'EVENT_TYPE', id: spec.eventType.id, name: spec.eventType.name });
    let parent: MenuNode;
    if (RACING_EVENT_TYPES.has(spec.eventType.id)) {
      parent = childOf(eventType, raceNode(market));
    } else {
      const group =
        spec.competition === undefined
          ? eventType
          : childOf(eventType, { type: 'GROUP', id: spec.competition.id, name: spec.competition.name });
      parent = childOf(group, {
        type: 'EVENT',
        id: spec.event.id,
        name: spec.event.name,
        countryCode: spec.event.countryCode,
      });
    }
    childOf(parent, marketNode(market));
  }
  return root;
}
