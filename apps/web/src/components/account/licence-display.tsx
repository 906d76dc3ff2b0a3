// account-and-product §2 'Account page' licence display, also in the sidebar's account container
// (trading-core §2): one component over one rule (@greenbook/trading licenceStatus) and one query
// (lib/premium), so both places always tell the same thing.
import { licenceStatus, type LicenceStatus } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { useSecondClock } from '@/lib/clock/use-second-clock';
import { dateLocale } from '@/lib/format/date-locale';
import { usePremiumRecord } from '@/lib/premium/premium-record';
import styles from './licence-display.module.css';

export function LicenceDisplay() {
  const { t } = useTranslation();
  const premium = usePremiumRecord();
  // The shared 1 s clock: the days left turn over while the page stays open.
  const clock = useSecondClock();
  if (premium.data === undefined) return null;
  const status = licenceStatus(premium.data, clock);
  const running = status.kind === 'confirm-email' || status.kind === 'expiring' || status.kind === 'valid';
  return (
    <div className={styles.licence} role="group" aria-label={t('licence.label')}>
      <Badge tone={running ? 'accent' : 'neutral'}>{running ? t('licence.super') : t('licence.free')}</Badge>
      <LicenceText status={status} />
    </div>
  );
}

function LicenceText({ status }: { readonly status: LicenceStatus }) {
  const { t, i18n } = useTranslation();
  const date = (ms: number) =>
    new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium' }).format(ms);
  const storeLink = (text: string) => (
    <Link to="/store" className={buttonClassName('primary', styles.action)}>
      {text}
    </Link>
  );
  switch (status.kind) {
    case 'confirm-email':
      return <p className={styles.warning}>{t('licence.confirmEmail')}</p>;
    case 'valid':
      return <p>{t('licence.validUntil', { date: date(status.expirationMs) })}</p>;
    case 'expiring':
      return (
        <>
          <p className={styles.warning}>{t('licence.daysLeft', { count: status.daysLeft })}</p>
          <p>{t('licence.renewHint')}</p>
          {storeLink(t('licence.renew'))}
        </>
      );
    case 'lapsed':
      return (
        <>
          <p>{t('licence.lapsed', { count: status.daysAgo })}</p>
          {storeLink(t('licence.upgrade'))}
        </>
      );
    case 'upgrade':
      return storeLink(t('licence.upgrade'));
  }
}
