// account-and-product §2 "Crash page": 'Something went wrong.', the note that the details were
// sent, and 'Restart application' (clears local storage, goes to /).
import { useTranslation } from 'react-i18next';
import { clearStorage } from '@/lib/storage/local-storage';
import styles from './errors.module.css';

/** Full page loads go through here (a test replaces `assign`: jsdom cannot navigate). */
export const pageNavigation = {
  assign: (url: string): void => window.location.assign(url),
};

export function restartApplication(): void {
  clearStorage();
  pageNavigation.assign('/');
}

export function CrashPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page} role="alert">
      <h1>{t('errors.crashTitle')}</h1>
      <p>{t('errors.crashNote')}</p>
      <button type="button" className={styles.button} onClick={restartApplication}>
        {t('errors.restart')}
      </button>
    </main>
  );
}
