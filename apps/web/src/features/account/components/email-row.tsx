// account-and-product §2 'Account page' e-mail row and §4 'E-mail edit' (view ⇄ edit): edit opens
// an empty field, cancel clears it and goes back, save sends POST /users/subscriptions/edit (201:
// the new address, unverified, with a confirmation mail; 202: the change could not apply). An
// unverified address shows 'Confirm your e-mail!' with 'Resend it!', which sends the same address
// again for a new link (the service limits how often, issue 14 §4).
import { validateEmail } from '@greenbook/trading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { storePremiumRecord, type PremiumRecord } from '@/lib/premium/premium-record';
import { notify } from '@/lib/toasts/notify';
import { editSubscriptionEmail } from '../api/subscriptions';
import { failureReason, refusalOf } from '../model/failure-reason';
import { EmailField } from './email-field';
import styles from './account.module.css';

export function EmailRow({
  vendorId,
  record,
}: {
  readonly vendorId: string;
  readonly record: PremiumRecord;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const check = validateEmail(draft);

  const send = useMutation({
    mutationFn: (address: string) => editSubscriptionEmail(vendorId, address),
    onSuccess: (answer, address) => {
      const refusal = refusalOf(answer);
      if (refusal !== undefined) {
        notify('error', t('myAccount.notChanged', { reason: refusal }));
        return;
      }
      storePremiumRecord(queryClient, vendorId, answer);
      const resent = address === record.userEmail;
      notify('success', t(resent ? 'myAccount.resent' : 'myAccount.saved', { email: address }));
      close();
    },
    onError: (error) => notify('error', t('myAccount.notChanged', { reason: failureReason(error) })),
  });

  function close() {
    setEditing(false);
    setDraft('');
    setTried(false);
  }

  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.valid && !send.isPending) send.mutate(check.email);
  };

  if (editing) {
    return (
      <form className={styles.form} onSubmit={save} noValidate aria-label={t('myAccount.editEmail')}>
        <EmailField label={t('myAccount.email')} value={draft} onChange={setDraft} showMessage={tried} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={!check.valid || send.isPending}>
            {send.isPending ? t('myAccount.saving') : t('myAccount.save')}
          </Button>
          <Button onClick={close}>{t('myAccount.cancel')}</Button>
        </div>
      </form>
    );
  }

  const address = record.userEmail;
  return (
    <div className={styles.form}>
      <dl className={styles.rows}>
        <dt>{t('myAccount.email')}</dt>
        <dd>{address ?? t('myAccount.noEmail')}</dd>
      </dl>
      {address !== null && !record.verifiedEmail && (
        <p>
          <strong>{t('myAccount.confirmEmail')}</strong>{' '}
          <button
            type="button"
            className={styles.linkButton}
            disabled={send.isPending}
            onClick={() => send.mutate(address)}
          >
            {t('myAccount.resend')}
          </button>
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => setEditing(true)} aria-label={t('myAccount.editEmail')}>
          {t('myAccount.edit')}
        </Button>
      </div>
    </div>
  );
}
