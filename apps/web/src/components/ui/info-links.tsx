// The static pages' links (account-and-product §2 "Static pages"), for every footer: the landing
// page's, the visitor pages' and the signed-in pages'.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './info-links.module.css';

const INFO_PAGES = [
  { path: '/about', label: 'staticPages.about' },
  { path: '/terms-conditions', label: 'staticPages.terms' },
  { path: '/faq', label: 'staticPages.faq' },
  { path: '/user-guide', label: 'staticPages.userGuide' },
] as const;

export function InfoLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staticPages.links')}>
      <ul className={styles.list}>
        {INFO_PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{t(page.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A footer holding only the links, for the pages that have no footer of their own. */
export function InfoFooter() {
  return (
    <footer className={styles.footer}>
      <InfoLinks />
    </footer>
  );
}
