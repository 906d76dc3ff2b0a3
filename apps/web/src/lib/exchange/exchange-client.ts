// The browser's exchange client: the same @greenbook/betfair code that talks to Betfair, here
// pointed at the exchange paths of the product's own origin (the embedded exchange in sim mode).
// One instance per token; a session-lost answer signs the user out (trading-core §8 "Session").
import { BetfairApi, OrderService, RestTransport, type ApiNgError } from '@greenbook/betfair';

/** The product's app key for the embedded exchange; against Betfair the server would supply it. */
export const APP_KEY = 'greenbook-sim-app-key';

export interface ExchangeClient {
  readonly api: BetfairApi;
  readonly orders: OrderService;
  readonly transport: RestTransport;
}

export function createExchangeClient(
  token: string,
  onSessionLost: (error: ApiNgError) => void,
  origin = window.location.origin,
): ExchangeClient {
  const transport = new RestTransport({
    bettingUrl: `${origin}/exchange/betting/rest/v1.0`,
    accountUrl: `${origin}/exchange/account/rest/v1.0`,
    appKey: APP_KEY,
    auth: { kind: 'bearer', token },
  });
  transport.onSessionLost(onSessionLost);
  const api = new BetfairApi(transport);
  return { api, orders: new OrderService(api, 'gbw'), transport };
}
