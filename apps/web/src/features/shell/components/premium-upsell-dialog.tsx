// account-and-product §2: the premium upsell modal the shell owns, shown when a free user reaches
// for a SUPER feature. Its texts are not in the spec: it names the feature and points to /store.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '@/components/ui/dialog.module.css';

export function PremiumUpsellDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{t('shell.recent.upsellTitle')}</Dialog.Title>
          <Dialog.Description className={styles.text}>{t('shell.recent.upsellText')}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <button type="button" className={styles.secondary}>
                {t('shell.recent.upsellClose')}
              </button>
            </Dialog.Close>
            <Link to="/store" className={styles.primary} onClick={onClose}>
              {t('shell.recent.upsellUpgrade')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
