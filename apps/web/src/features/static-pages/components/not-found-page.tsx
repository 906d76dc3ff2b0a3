// account-and-product §2 "Not-found page" / trading-core §8: the 404 page with a link home.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.slogan')}</p>
      <p>{t('notFound.joke')}</p>
      <p>{t('notFound.hint')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </main>
  );
}
