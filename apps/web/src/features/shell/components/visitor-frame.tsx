// The frame of the pages open to visitors (static pages, widgets…): logo home, the language and
// theme switches, and the page.
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/ui/shell-language-switch';
import { ThemeSwitch } from '@/components/ui/shell-theme-switch';
import styles from './header.module.css';

export function VisitorFrame() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo} aria-label={t('shell.home')}>
          {t('app.name')}
        </Link>
        <div className={styles.preferences}>
          <LanguageSwitch compact />
          <ThemeSwitch compact />
        </div>
      </header>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
