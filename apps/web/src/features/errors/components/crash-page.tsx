// account-and-product §2 "Crash page": 'Something went wrong.', the note that the details were
// sent, and 'Restart application' (clears local storage, goes to /).
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { clearStorage } from '@/lib/storage/local-storage';

/** Full page loads go through here (a test replaces `assign`: jsdom cannot navigate). */
export const pageNavigation = {
  assign: (url: string): void => window.location.assign(url),
};

export function restartApplication(): void {
  clearStorage();
  pageNavigation.assign('/');
}

export function CrashPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      role="alert"
      tone="lose"
      icon={TriangleAlert}
      title={t('errors.crashTitle')}
      action={
        <Button variant="primary" onClick={restartApplication}>
          <RotateCcw aria-hidden="true" size={16} />
          {t('errors.restart')}
        </Button>
      }
    >
      <p>{t('errors.crashNote')}</p>
    </MessagePage>
  );
}
