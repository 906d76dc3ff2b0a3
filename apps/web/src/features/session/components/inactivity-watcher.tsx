// account-and-product §2 "Inactivity modal": 'Are you there?', a countdown to the forced logout and
// "Wait, I'm here!". Mounted inside the signed-in shell.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInactivity } from '../hooks/use-inactivity';
import { formatCountdown } from '../model/inactivity';
import styles from '@/components/ui/dialog.module.css';

function Countdown({ until }: { readonly until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className={styles.countdown}>{formatCountdown(until - now)}</span>;
}

export function InactivityWatcher() {
  const { t } = useTranslation();
  const { warning, logoutAt, stay } = useInactivity();
  const [before, after] = t('session.inactivity.text', { time: '\u0000' }).split('\u0000');
  return (
    <Dialog.Root
      open={warning}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby="inactivity-text">
          <Dialog.Title className={styles.title}>{t('session.inactivity.title')}</Dialog.Title>
          <p id="inactivity-text" className={styles.text}>
            {before}
            <Countdown until={logoutAt} />
            {after}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={stay}>
              {t('session.inactivity.stay')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
