// The browser's exchange client: the same @greenbook/betfair code that talks to Betfair, here
// pointed at the exchange paths of the product's own origin (the embedded exchange in sim mode;
// against Betfair the product server forwards them). The app key is the product's configured one,
// from the server's sign-on info. One instance per token; a session-lost answer signs the user out
// (trading-core §8 "Session").
import { BetfairApi, OrderService, RestTransport, type ApiNgError } from '@greenbook/betfair';

export interface ExchangeClient {
  readonly api: BetfairApi;
  readonly orders: OrderService;
  readonly transport: RestTransport;
}

export function createExchangeClient(
  token: string,
  appKey: string,
  onSessionLost: (error: ApiNgError) => void,
  origin = window.location.origin,
  /** False once this token's session is no longer the one in use: its queued calls are refused. */
  isOpen?: () => boolean,
): ExchangeClient {
  const transport = new RestTransport({
    bettingUrl: `${origin}/exchange/betting/rest/v1.0`,
    accountUrl: `${origin}/exchange/account/rest/v1.0`,
    appKey,
    auth: { kind: 'bearer', token },
    ...(isOpen === undefined ? {} : { isOpen }),
  });
  transport.onSessionLost(onSessionLost);
  const api = new BetfairApi(transport);
  return { api, orders: new OrderService(api, 'gbw'), transport };
}
