// account-and-product §2 "Blocked-country page" and §8 "Blocked country".
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@/lib/support/support-contact';
import { CactusGame } from './cactus-game';
import styles from './errors.module.css';

/** The address as text a harvester does not read as an address. */
export function obfuscatedEmail(email: string): string {
  return email.replace('@', ' [at] ').replaceAll('.', ' [dot] ');
}

export function BlockedPage({ dummy = false }: { readonly dummy?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <h1>{t('errors.blockedTitle')}</h1>
      <p>{t('errors.blockedText')}</p>
      {dummy && <p>{t('errors.blockedDummy')}</p>}
      <p>{t('errors.contact', { email: obfuscatedEmail(SUPPORT_EMAIL) })}</p>
      <CactusGame />
    </main>
  );
}
