// account-and-product §2 "Not-found page" / trading-core §8: the 404 page with a link home.
import { House, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={SearchX}
      title={t('notFound.title')}
      action={
        <Link to="/" className={buttonClassName('primary')}>
          <House aria-hidden="true" size={16} />
          {t('notFound.home')}
        </Link>
      }
    >
      <p>{t('notFound.slogan')}</p>
      <p>{t('notFound.joke')}</p>
      <p>{t('notFound.hint')}</p>
    </MessagePage>
  );
}
