// account-and-product §2 "Shell when logged in" header: collapse, logout, This Market and General
// counters (the app layer puts the global cash out beside the General total), logo home, scrolled
// style after 10 px, search box. One row from 1024 px; narrower, the tools (search, counters,
// language, theme) take a row of their own under logo and logout.
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';
import { LanguageSwitch } from '@/components/ui/shell-language-switch';
import { ThemeSwitch } from '@/components/ui/shell-theme-switch';
import { useHeaderHeightVariable } from '../hooks/use-header-height-variable';
import { HeaderCounters } from './header-counters';
import { SearchBox } from './search-box';
import styles from './header.module.css';

/** account-and-product §2: the header's scrolled style starts past 10 px. */
export const SCROLLED_AFTER_PX = 10;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

export function Header({
  logout,
  generalActions,
}: {
  readonly logout: ReactNode;
  /** Drawn in the General counters, after the cash-out total (the global cash out). */
  readonly generalActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const scrolled = useScrolled();
  const header = useRef<HTMLElement>(null);
  useHeaderHeightVariable(header);
  return (
    <header
      ref={header}
      className={[styles.header, scrolled ? styles.scrolled : '', collapsed ? styles.collapsed : ''].join(
        ' ',
      )}
      data-scrolled={scrolled}
    >
      <IconButton
        label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
        icon={collapsed ? ChevronDown : ChevronUp}
        aria-expanded={!collapsed}
        aria-controls="shell-header-tools"
        onClick={() => setCollapsed((value) => !value)}
      />
      <Link to="/" className={styles.logo} aria-label={t('shell.home')}>
        {t('app.name')}
      </Link>
      <div id="shell-header-tools" className={styles.tools} hidden={collapsed}>
        <SearchBox />
        <HeaderCounters generalActions={generalActions} />
        <div className={styles.preferences}>
          <LanguageSwitch compact />
          <ThemeSwitch compact />
        </div>
      </div>
      <div className={styles.logout}>{logout}</div>
    </header>
  );
}
