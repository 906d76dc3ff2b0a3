// The public widgets service on the product origin (the widgets contract): Betfair API-NG's
// listMarketCatalogue and listMarketBook, no session, CORS. Answers are checked field by field
// before use; anything unexpected is an error, never drawn.
import { REQUEST_TIMEOUTS_MS, WIDGET_DEFAULT_MARKET_LOOKUP } from '@greenbook/trading';
import type { WidgetOptions } from './options';

export const WIDGETS_SERVICE_PATH = '/exchange/widgets/rest/v1.0/';

export interface CatalogueRunner {
  readonly selectionId: number;
  readonly runnerName: string;
  readonly sortPriority: number;
}

export interface CatalogueMarket {
  readonly marketId: string;
  readonly marketName: string;
  readonly marketStartTime: string | undefined;
  readonly event: { readonly id: string; readonly name: string } | undefined;
  readonly runners: readonly CatalogueRunner[];
}

export interface PriceSize {
  readonly price: number;
  readonly size: number;
}

export interface BookRunner {
  readonly selectionId: number;
  readonly status: string;
  readonly back: PriceSize | undefined;
  readonly lay: PriceSize | undefined;
}

export interface Book {
  readonly marketId: string;
  readonly status: string;
  readonly inPlay: boolean;
  readonly runners: readonly BookRunner[];
}

export class ServiceError extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => {
  if (typeof value !== 'string') throw new ServiceError('answer: string expected');
  return value;
};
const num = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ServiceError('answer: number expected');
  return value;
};
const array = (value: unknown): unknown[] => {
  if (!Array.isArray(value)) throw new ServiceError('answer: list expected');
  return value;
};
const object = (value: unknown): Json => {
  if (!isObject(value)) throw new ServiceError('answer: object expected');
  return value;
};

function parseCatalogue(answer: unknown): CatalogueMarket[] {
  return array(answer).map((item) => {
    const market = object(item);
    const event = market['event'] === undefined ? undefined : object(market['event']);
    return {
      marketId: str(market['marketId']),
      marketName: str(market['marketName']),
      marketStartTime: market['marketStartTime'] === undefined ? undefined : str(market['marketStartTime']),
      event: event === undefined ? undefined : { id: str(event['id']), name: str(event['name']) },
      runners: (market['runners'] === undefined ? [] : array(market['runners'])).map((entry) => {
        const runner = object(entry);
        return {
          selectionId: num(runner['selectionId']),
          runnerName: str(runner['runnerName']),
          sortPriority: runner['sortPriority'] === undefined ? 0 : num(runner['sortPriority']),
        };
      }),
    };
  });
}

function best(value: unknown): PriceSize | undefined {
  if (value === undefined) return undefined;
  const first = array(value)[0];
  if (first === undefined) return undefined;
  const offer = object(first);
  return { price: num(offer['price']), size: num(offer['size']) };
}

function parseBooks(answer: unknown): Book[] {
  return array(answer).map((item) => {
    const book = object(item);
    return {
      marketId: str(book['marketId']),
      status: str(book['status']),
      inPlay: book['inPlay'] === true,
      runners: (book['runners'] === undefined ? [] : array(book['runners'])).map((entry) => {
        const runner = object(entry);
        const ex = runner['ex'] === undefined ? {} : object(runner['ex']);
        return {
          selectionId: num(runner['selectionId']),
          status: str(runner['status']),
          back: best(ex['availableToBack']),
          lay: best(ex['availableToLay']),
        };
      }),
    };
  });
}

export class WidgetsService {
  constructor(
    private readonly origin: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  private async call(operation: string, body: unknown, signal: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUTS_MS.widgets);
    const response = await this.fetcher(`${this.origin}${WIDGETS_SERVICE_PATH}${operation}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      // Never the host page's cookies, never ours: the service needs no session.
      credentials: 'omit',
      mode: 'cors',
      signal: AbortSignal.any([signal, timeout]),
    });
    if (!response.ok) throw new ServiceError(`${operation}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  }

  /** account-and-product §7: the first market of the default lookup (the id for data-widget-id -1). */
  async defaultMarketId(signal: AbortSignal): Promise<string | undefined> {
    const { eventTypeIds, marketTypeCodes, maxResults, sort } = WIDGET_DEFAULT_MARKET_LOOKUP;
    const markets = parseCatalogue(
      await this.call(
        'listMarketCatalogue',
        { filter: { eventTypeIds, marketTypeCodes }, maxResults, sort },
        signal,
      ),
    );
    return markets[0]?.marketId;
  }

  /** The markets a widget shows, with their event and runners. */
  async catalogue(options: WidgetOptions, marketId: string | undefined, now: Date, signal: AbortSignal) {
    const projection = ['EVENT', 'MARKET_START_TIME', 'RUNNER_DESCRIPTION'];
    if (marketId !== undefined)
      return parseCatalogue(
        await this.call(
          'listMarketCatalogue',
          { filter: { marketIds: [marketId] }, marketProjection: projection, maxResults: 1 },
          signal,
        ),
      );
    const filter: Json = {};
    for (const [key, values] of Object.entries(options.filter))
      if ((values as readonly string[]).length > 0) filter[key] = values;
    if (options.nextHours !== undefined)
      filter['marketStartTime'] = {
        from: now.toISOString(),
        to: new Date(now.getTime() + options.nextHours * 3_600_000).toISOString(),
      };
    return parseCatalogue(
      await this.call(
        'listMarketCatalogue',
        { filter, marketProjection: projection, sort: options.sort, maxResults: options.count },
        signal,
      ),
    );
  }

  /** Best back and lay of each runner, amounts in the widget's currency. */
  async books(marketIds: readonly string[], currency: string, signal: AbortSignal): Promise<Book[]> {
    if (marketIds.length === 0) return [];
    return parseBooks(
      await this.call(
        'listMarketBook',
        { marketIds, priceProjection: { priceData: ['EX_BEST_OFFERS'] }, currencyCode: currency },
        signal,
      ),
    );
  }
}
