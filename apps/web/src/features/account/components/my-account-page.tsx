// account-and-product §2 'Account page' (/my-account; visitors are sent to / by the signed-in
// frame): name and vendor client ID, a greeting by premium status, logout, 'remove permissions',
// the e-mail row and the licence display (the sidebar's too: components/account).
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { LicenceDisplay } from '@/components/account/licence-display';
import { usePremiumRecord } from '@/lib/premium/premium-record';
import { useSessionStore } from '@/lib/session/session-store';
import { EmailRow } from './email-row';
import { RemovePermissions } from './remove-permissions';
import styles from './account.module.css';

export function MyAccountPage({
  logout,
  signOut,
}: {
  /** The shell's logout button with its modal (the app layer passes it in). */
  readonly logout: ReactNode;
  readonly signOut: () => void;
}) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const premium = usePremiumRecord();
  if (user === undefined) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const record = premium.data;
  return (
    <main className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('myAccount.title')}
      </h1>
      <section className={styles.card} aria-label={t('myAccount.title')}>
        {record !== undefined && (
          <p>
            <strong>
              {t(record.isPremium ? 'myAccount.greetingSuper' : 'myAccount.greetingFree', {
                name: user.firstName || name,
              })}
            </strong>
          </p>
        )}
        <dl className={styles.rows}>
          <dt>{t('myAccount.name')}</dt>
          <dd>{name}</dd>
          <dt>{t('myAccount.vendorClientId')}</dt>
          <dd>{user.vendorId}</dd>
        </dl>
        <div className={styles.actions}>{logout}</div>
      </section>
      <section className={styles.card} aria-labelledby="account-licence">
        <h2 id="account-licence">{t('licence.label')}</h2>
        <LicenceDisplay />
      </section>
      {record !== undefined && record.userEmail !== null && (
        <section className={styles.card} aria-labelledby="account-email">
          <h2 id="account-email">{t('myAccount.email')}</h2>
          <EmailRow vendorId={user.vendorId} record={record} />
        </section>
      )}
      <section className={styles.card} aria-labelledby="account-permissions">
        <h2 id="account-permissions">{t('myAccount.permissions')}</h2>
        <RemovePermissions vendorId={user.vendorId} signOut={signOut} />
      </section>
    </main>
  );
}
