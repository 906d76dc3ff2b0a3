// account-and-product §2: the development variant of the login result page — a temporary page
// with a 'proceed to login' button and links to other environments.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import styles from './landing.module.css';

export function LoginDevelopmentPage({ resultPath = '/login/result' }: { readonly resultPath?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = `?code=${encodeURIComponent(params.get('code') ?? '')}`;
  return (
    <main className={styles.card}>
      <h1>{t('session.loginDevelopment.title')}</h1>
      <p>{t('session.loginDevelopment.text')}</p>
      <p>
        <Link className={buttonClassName('primary')} to={`${resultPath}${query}`}>
          {t('session.loginDevelopment.proceed')}
        </Link>
      </p>
      <ul>
        <li>
          <a href={`http://localhost:5173${resultPath}${query}`}>{t('session.loginDevelopment.local')}</a>
        </li>
        <li>
          <a href={`${window.location.origin}${resultPath}${query}`}>
            {t('session.loginDevelopment.production')}
          </a>
        </li>
      </ul>
    </main>
  );
}
