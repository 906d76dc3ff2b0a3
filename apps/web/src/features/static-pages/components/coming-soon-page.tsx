// A route whose screen arrives later (account-and-product §2 lists it): a proper page inside the
// shell with a way home, never a crash.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ComingSoonPage({ name }: { readonly name?: string }) {
  const { t } = useTranslation();
  return (
    <main aria-labelledby="coming-soon-title" style={{ padding: 24 }} data-page={name}>
      <h1 id="coming-soon-title">{t('staticPages.comingSoonTitle')}</h1>
      <p>{t('staticPages.comingSoonText')}</p>
      <Link to="/">{t('staticPages.comingSoonHome')}</Link>
    </main>
  );
}
