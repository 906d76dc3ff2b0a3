// account-and-product §2 "Login page (/login)": signed-in users go to /my-account; visitors get
// the login-domain select, 'login for free' and a sign-up link.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSessionStore } from '@/lib/session/session-store';
import { CountryLogin } from './country-login';
import styles from './landing.module.css';

/** The exchange's own registration page (the sign-up link). */
export const SIGN_UP_URL = 'https://register.betfair.com/account/registration';

export function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  if (signedIn) return <Navigate to="/my-account" replace />;
  return (
    <main className={styles.card}>
      <h1>{t('session.loginPage.title')}</h1>
      <p>{t('session.landing.loginTitle')}</p>
      <CountryLogin />
      <p>
        <a href={SIGN_UP_URL} rel="noreferrer" target="_blank">
          {t('session.landing.signUp')}
        </a>
      </p>
    </main>
  );
}
