// The trader's currency, asked of the exchange with their own token (getAccountDetails), so the
// practice bank is in the money they trade in.
import { SUPPORTED_CURRENCIES, type CurrencyCode } from '@greenbook/trading';
import type { ExchangeLink } from '../exchange/exchange-link.js';

export class TraderCurrencyError extends Error {
  override readonly name = 'TraderCurrencyError';
}

const isSupported = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (SUPPORTED_CURRENCIES as readonly string[]).includes(value);

export async function traderCurrency(link: ExchangeLink, token: string): Promise<CurrencyCode> {
  let answer: Response;
  try {
    answer = await fetch(`${link.accountUrl}/getAccountDetails/`, {
      method: 'POST',
      headers: {
        'x-application': link.appKey,
        authorization: `BEARER ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: '{}',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new TraderCurrencyError('The exchange could not be reached for the account currency');
  }
  const details = (await answer.json().catch(() => undefined)) as { currencyCode?: unknown } | undefined;
  if (!answer.ok || !isSupported(details?.currencyCode))
    throw new TraderCurrencyError('The exchange did not tell the account currency');
  return details.currencyCode;
}
