// account-and-product §2 "Widgets login result page" (/login-widgets/result and its development
// variant): the code in ?code= is exchanged for a token (GET /api/betfair/loginwidget/{code}), the
// token is stored in the widgets-token cookie, and the person goes back to the address in the
// widgets-redirectUrl cookie. The token travels only in that cookie, never in an address.
//
// Choices the spec leaves open (apps/web/README.md): without a usable return address (no cookie,
// or one that is not http(s)) the token is still stored, so going back by hand finds the widget
// signed in; a refused code shows the exchange's details, else the login error texts of §8, on
// the page (the person came from a widget elsewhere, there is no home to toast on).
import { CircleAlert, House } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { useLoginCodeExchange } from '../hooks/use-login-code-exchange';
import {
  readCookie,
  safeRedirectTarget,
  WIDGETS_REDIRECT_COOKIE,
  writeWidgetsToken,
  type WidgetsCookieDomain,
} from '../model/widgets-cookies';
import styles from './landing.module.css';

type Outcome = { readonly kind: 'working' } | { readonly kind: 'error'; readonly message: string };

function leaveTo(address: string): void {
  window.location.replace(address);
}

export interface WidgetsLoginResultPageProps {
  readonly cookieDomain?: WidgetsCookieDomain;
  /** Sends the browser to the return address (tests watch it instead). */
  readonly goTo?: (address: string) => void;
}

export function WidgetsLoginResultPage({
  cookieDomain = 'product',
  goTo = leaveTo,
}: WidgetsLoginResultPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  useLoginCodeExchange(code, 'loginwidget', {
    onToken: (token) => {
      writeWidgetsToken(token.tokenType, token.accessToken, cookieDomain);
      const target = safeRedirectTarget(readCookie(WIDGETS_REDIRECT_COOKIE));
      if (target === undefined) setOutcome({ kind: 'error', message: t('widgetsLogin.noReturnAddress') });
      else goTo(target);
    },
    onError: (message) => setOutcome({ kind: 'error', message }),
  });
  if (outcome.kind === 'working') {
    return (
      <main className={styles.card} aria-busy="true">
        <p>{t('session.loginResult.signingIn')}</p>
      </main>
    );
  }
  return (
    <MessagePage
      icon={CircleAlert}
      tone="lose"
      title={t('widgetsLogin.title')}
      action={
        <Link to="/" className={buttonClassName('secondary')}>
          <House aria-hidden="true" size={16} />
          {t('widgetsLogin.home')}
        </Link>
      }
    >
      <p role="alert">{outcome.message}</p>
      <p>{t('widgetsLogin.goBack')}</p>
    </MessagePage>
  );
}

/** The development variant: the same page, its cookie on the localhost domain. */
export function WidgetsLoginDevelopmentPage() {
  return <WidgetsLoginResultPage cookieDomain="localhost" />;
}
