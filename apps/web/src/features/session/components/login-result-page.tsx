// account-and-product §2 "Login result page": the code in ?code= is exchanged for the token, then
// home. On error the message (the exchange's details of a refused code, else the spec's generic
// translated text) is toasted and the user goes home too.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/toasts/notify';
import { exchangeLoginCode, LoginError, type LoginToken } from '../api/exchange-login-code';
import { completeSignIn } from '../model/session-actions';
import styles from './landing.module.css';

/** One exchange per code (sign-on codes are single use; StrictMode runs effects twice). */
const exchanges = new Map<string, Promise<LoginToken>>();

export function LoginResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  useEffect(() => {
    let active = true;
    let exchange = exchanges.get(code);
    if (exchange === undefined) {
      exchange = code === '' ? Promise.reject(new LoginError('failed', undefined)) : exchangeLoginCode(code);
      exchanges.set(code, exchange);
    }
    exchange.then(
      (token) => {
        if (!active) return;
        completeSignIn(token);
        void navigate('/', { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const message =
          error instanceof LoginError && error.details !== undefined
            ? error.details
            : t(
                error instanceof LoginError && error.reason === 'unreachable'
                  ? 'session.loginResult.unreachable'
                  : 'session.loginResult.failed',
              );
        notify('error', message, { id: 'login-error' });
        void navigate('/', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [code, navigate, t]);
  return (
    <main className={styles.card} aria-busy="true">
      <p>{t('session.loginResult.signingIn')}</p>
    </main>
  );
}
