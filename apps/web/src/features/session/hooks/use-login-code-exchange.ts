// The step both login result pages share (account-and-product §2): the sign-on code in ?code= is
// exchanged for a token once, and a failure becomes the text to show — the exchange's details of
// a refused code, else the spec's translated login error (§8).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { exchangeLoginCode, LoginError, type LoginFlow, type LoginToken } from '../api/exchange-login-code';

/** One exchange per flow and code (sign-on codes are single use; StrictMode runs effects twice). */
const exchanges = new Map<string, Promise<LoginToken>>();

function exchangeOnce(code: string, flow: LoginFlow): Promise<LoginToken> {
  const key = `${flow} ${code}`;
  let exchange = exchanges.get(key);
  if (exchange === undefined) {
    exchange =
      code === '' ? Promise.reject(new LoginError('failed', undefined)) : exchangeLoginCode(code, flow);
    exchanges.set(key, exchange);
  }
  return exchange;
}

export interface LoginCodeHandlers {
  readonly onToken: (token: LoginToken) => void;
  readonly onError: (message: string) => void;
}

/** Exchanges `code` once and calls back with the token or the error text, while mounted. */
export function useLoginCodeExchange(code: string, flow: LoginFlow, handlers: LoginCodeHandlers): void {
  const { t } = useTranslation();
  // The latest callbacks, so a parent's new closures do not exchange the code again.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let active = true;
    exchangeOnce(code, flow).then(
      (token) => {
        if (active) latest.current.onToken(token);
      },
      (error: unknown) => {
        if (!active) return;
        latest.current.onError(
          error instanceof LoginError && error.details !== undefined
            ? error.details
            : t(
                error instanceof LoginError && error.reason === 'unreachable'
                  ? 'session.loginResult.unreachable'
                  : 'session.loginResult.failed',
              ),
        );
      },
    );
    return () => {
      active = false;
    };
  }, [code, flow, t]);
}
