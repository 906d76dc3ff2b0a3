// account-and-product §2 'Upgrade page' (/store; visitors are sent to / by the signed-in frame):
// the beta upgrade with the e-mail and the two consents (both ticked at first), the step bar and the
// struck-out prices. After the upgrade: congratulations when the address is already verified,
// otherwise 'You're almost there!' and the request to open the confirmation link.
import { validateEmail } from '@greenbook/trading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { dateLocale } from '@/lib/format/date-locale';
import {
  parsePremiumRecord,
  storePremiumRecord,
  usePremiumRecord,
  type PremiumRecord,
} from '@/lib/premium/premium-record';
import { useSessionStore } from '@/lib/session/session-store';
import { upgradeToBeta, type Consents } from '../api/subscriptions';
import { failureReason } from '../model/failure-reason';
import { BetaPrices } from './beta-prices';
import { EmailField } from './email-field';
import { StepBar } from './step-bar';
import styles from './account.module.css';

export function StorePage() {
  const { t } = useTranslation();
  const vendorId = useSessionStore((state) => state.user?.vendorId);
  const queryClient = useQueryClient();
  const current = usePremiumRecord().data;
  // The subscription's address is offered until the user types another one.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const email = typed ?? current?.userEmail ?? '';
  const [consents, setConsents] = useState<Consents>({
    allowsMarketingMessages: true,
    allowsUpdateMessages: true,
  });
  const [tried, setTried] = useState(false);
  const check = validateEmail(email);
  const upgrade = useMutation({
    mutationFn: (address: string) => upgradeToBeta(vendorId!, address, consents),
    onSuccess: (answer) => storePremiumRecord(queryClient, vendorId!, answer),
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.valid && vendorId !== undefined && !upgrade.isPending) upgrade.mutate(check.email);
  };

  return (
    <main className={styles.page} aria-labelledby="store-title">
      <h1 id="store-title" className={styles.title}>
        {t('store.title')}
      </h1>
      <StepBar current={upgrade.isSuccess ? 'summary' : 'payment'} />
      {upgrade.isSuccess ? (
        <UpgradeSummary record={parsePremiumRecord(upgrade.data)} />
      ) : (
        <>
          <BetaPrices />
          <form
            className={`${styles.card} ${styles.form}`}
            onSubmit={submit}
            noValidate
            aria-labelledby="store-title"
          >
            <EmailField label={t('store.email')} value={email} onChange={setTyped} showMessage={tried} />
            <Checkbox
              label={t('store.allowsMarketingMessages')}
              checked={consents.allowsMarketingMessages}
              onCheckedChange={(checked) =>
                setConsents((was) => ({ ...was, allowsMarketingMessages: checked }))
              }
            />
            <Checkbox
              label={t('store.allowsUpdateMessages')}
              checked={consents.allowsUpdateMessages}
              onCheckedChange={(checked) => setConsents((was) => ({ ...was, allowsUpdateMessages: checked }))}
            />
            {upgrade.isError && (
              <p className={styles.error} role="alert">
                {t('store.failed', { reason: failureReason(upgrade.error) })}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" disabled={!check.valid || upgrade.isPending}>
                {upgrade.isPending ? t('store.submitting') : t('store.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </main>
  );
}

function UpgradeSummary({ record }: { readonly record: PremiumRecord }) {
  const { t, i18n } = useTranslation();
  const until =
    record.expirationMs === null
      ? ''
      : new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium' }).format(
          record.expirationMs,
        );
  return (
    <section className={styles.card} aria-labelledby="store-summary" role="status">
      {record.verifiedEmail ? (
        <>
          <h2 id="store-summary">{t('store.congratulationsTitle')}</h2>
          <p>{t('store.congratulations', { date: until })}</p>
        </>
      ) : (
        <>
          <h2 id="store-summary">{t('store.almostTitle')}</h2>
          <p>{t('store.almost', { email: record.userEmail ?? '' })}</p>
        </>
      )}
      <Link to="/my-account" className={buttonClassName('primary')}>
        {t('store.toAccount')}
      </Link>
    </section>
  );
}
