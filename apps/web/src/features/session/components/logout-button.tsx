// trading-core §2 "Other modals": the logout modal with one of 10 random headlines, Logout and
// Cancel. The button, an icon named Logout, sits in the shell's header.
import { PAGE_COUNTS } from '@greenbook/trading';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { signOut } from '../model/session-actions';

const HEADLINES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'h9', 'h10'] as const;

export function randomHeadline(random: () => number = Math.random): (typeof HEADLINES)[number] {
  const index = Math.min(PAGE_COUNTS.logoutHeadlines - 1, Math.floor(random() * PAGE_COUNTS.logoutHeadlines));
  return HEADLINES[index] ?? 'h1';
}

export function LogoutButton() {
  const { t } = useTranslation();
  const [headline, setHeadline] = useState<(typeof HEADLINES)[number] | undefined>(undefined);
  return (
    <DialogRoot
      open={headline !== undefined}
      onOpenChange={(open) => setHeadline(open ? randomHeadline() : undefined)}
    >
      <DialogTrigger asChild>
        <IconButton label={t('session.logout.logout')} icon={LogOut} />
      </DialogTrigger>
      <DialogContent
        title={t(`session.logout.${headline ?? 'h1'}`)}
        actions={
          <>
            <DialogClose asChild>
              <Button>{t('session.logout.cancel')}</Button>
            </DialogClose>
            <Button
              variant="primary"
              onClick={() => {
                setHeadline(undefined);
                signOut();
              }}
            >
              {t('session.logout.logout')}
            </Button>
          </>
        }
      />
    </DialogRoot>
  );
}
