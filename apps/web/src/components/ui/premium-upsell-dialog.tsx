// account-and-product §2/§6: the premium upsell modal, shown when a free user reaches for a SUPER
// feature (the recent-markets bar, global cash out). Its texts are not in the spec: it names the
// feature (`text`) and points to /store.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './dialog.module.css';

export function PremiumUpsellDialog({
  open,
  text,
  onClose,
}: {
  readonly open: boolean;
  /** What the SUPER feature is, in the user's language. */
  readonly text: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{t('upsell.title')}</Dialog.Title>
          <Dialog.Description className={styles.text}>{text}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <button type="button" className={styles.secondary}>
                {t('upsell.close')}
              </button>
            </Dialog.Close>
            <Link to="/store" className={styles.primary} onClick={onClose}>
              {t('upsell.upgrade')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
