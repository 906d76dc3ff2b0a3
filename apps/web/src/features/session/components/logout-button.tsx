// trading-core §2 "Other modals": the logout modal with one of 10 random headlines, Logout and
// Cancel. The button, an icon named Logout, sits in the shell's header.
import * as Dialog from '@radix-ui/react-dialog';
import { LogOut } from 'lucide-react';
import { PAGE_COUNTS } from '@greenbook/trading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../model/session-actions';
import styles from '@/components/ui/dialog.module.css';
import { IconButton } from '@/components/ui/icon-button';

const HEADLINES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'h9', 'h10'] as const;

export function randomHeadline(random: () => number = Math.random): (typeof HEADLINES)[number] {
  const index = Math.min(PAGE_COUNTS.logoutHeadlines - 1, Math.floor(random() * PAGE_COUNTS.logoutHeadlines));
  return HEADLINES[index] ?? 'h1';
}

export function LogoutButton() {
  const { t } = useTranslation();
  const [headline, setHeadline] = useState<(typeof HEADLINES)[number] | undefined>(undefined);
  return (
    <Dialog.Root
      open={headline !== undefined}
      onOpenChange={(open) => setHeadline(open ? randomHeadline() : undefined)}
    >
      <Dialog.Trigger asChild>
        <IconButton label={t('session.logout.logout')} icon={LogOut} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{t(`session.logout.${headline ?? 'h1'}`)}</Dialog.Title>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <button type="button" className={styles.secondary}>
                {t('session.logout.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setHeadline(undefined);
                signOut();
              }}
            >
              {t('session.logout.logout')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
