// account-and-product §2/§6 'remove permissions': a confirmation modal, then POST
// /revokeAccessToWebApp/ with the caller's own vendorId; on success the user is logged out and
// told so (§8 'Revoke success'); on failure the modal stays with the reason.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog';
import { notify } from '@/lib/toasts/notify';
import { revokePermissions } from '../api/subscriptions';
import { failureReason } from '../model/failure-reason';
import styles from './account.module.css';

export function RemovePermissions({
  vendorId,
  signOut,
}: {
  readonly vendorId: string;
  /** The app's logout (every store reset), run once the exchange took the permissions back. */
  readonly signOut: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokePermissions(vendorId),
    onSuccess: () => {
      setOpen(false);
      signOut();
      notify('success', t('myAccount.revoked'));
    },
  });
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) revoke.reset();
      }}
    >
      <DialogTrigger asChild>
        <button type="button" className={styles.linkButton}>
          {t('myAccount.removePermissions')}
        </button>
      </DialogTrigger>
      <DialogContent
        title={t('myAccount.removeTitle')}
        description={t('myAccount.removeText')}
        actions={
          <>
            <DialogClose asChild>
              <Button>{t('myAccount.removeCancel')}</Button>
            </DialogClose>
            <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              {t('myAccount.removeConfirm')}
            </Button>
          </>
        }
      >
        {revoke.isError && (
          <p className={styles.error} role="alert">
            {t('myAccount.revokeFailed', { reason: failureReason(revoke.error) })}
          </p>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
