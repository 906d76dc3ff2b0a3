// The General tab lists bets by event, then market, then bet (trading-core §2 "all unmatched bets
// grouped by event, market and bet"). The stream knows markets only; which event a market belongs
// to comes from the catalogue (lib/market/markets-with-bets-names). Until that answer arrives, or
// when it does not name a market, the market stands alone in a group without an event heading.

/** What the catalogue says about one market with bets. */
export interface MarketEventNames {
  readonly eventId: string;
  readonly eventName: string | undefined;
  readonly marketName: string;
}

export interface MarketGroup<B> {
  readonly marketId: string;
  /** The market's name, or its id while no name is known. */
  readonly title: string;
  readonly bets: readonly B[];
}

export interface EventGroup<B> {
  /** Stable key: the event id, or the market id of a market whose event is unknown. */
  readonly key: string;
  /** The event's name; undefined when unknown (the group then has no event heading). */
  readonly title: string | undefined;
  readonly markets: ReadonlyArray<MarketGroup<B>>;
}

/**
 * Groups markets by their event, keeping the given order: events in the order of their first
 * market, markets in the given order inside their event (the caller sorts, so nothing jumps while
 * the order stream moves).
 */
export function groupByEvent<B>(
  markets: ReadonlyArray<{ readonly marketId: string; readonly bets: readonly B[] }>,
  namesOf: (marketId: string) => MarketEventNames | undefined,
): Array<EventGroup<B>> {
  const events = new Map<string, { title: string | undefined; markets: Array<MarketGroup<B>> }>();
  for (const { marketId, bets } of markets) {
    const names = namesOf(marketId);
    const key = names === undefined ? `market:${marketId}` : `event:${names.eventId}`;
    const title = names?.eventName;
    const market = { marketId, title: names?.marketName ?? marketId, bets };
    const event = events.get(key);
    if (event === undefined) events.set(key, { title, markets: [market] });
    else event.markets.push(market);
  }
  return [...events].map(([key, event]) => ({ key, ...event }));
}

/** A market's full heading: 'Event · Market' when the event is known. */
export function marketHeading(event: { readonly title: string | undefined }, market: MarketGroup<unknown>) {
  return event.title === undefined ? market.title : `${event.title} · ${market.title}`;
}

/** One market's bets as one group without headings (the This Market tab's lists). */
export function singleMarketGroup<B>(marketId: string, bets: readonly B[]): Array<EventGroup<B>> {
  return [{ key: marketId, title: undefined, markets: [{ marketId, title: '', bets }] }];
}
