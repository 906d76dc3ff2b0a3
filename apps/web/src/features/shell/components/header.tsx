// account-and-product §2 "Shell when logged in" header: collapse, logout, This Market and General
// counters (the app layer puts the global cash out beside the General total), logo home, scrolled
// style after 10 px, search box.
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { LanguageSwitch } from '@/components/ui/shell-language-switch';
import { ThemeSwitch } from '@/components/ui/shell-theme-switch';
import { LiveExchangeContext } from '@/lib/stream/use-live';
import { GeneralCounters, ThisMarketCounters } from './header-counters';
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
  const live = useContext(LiveExchangeContext);
  const marketId = useMatch('/market/:eventId/:marketId')?.params.marketId;
  return (
    <header
      className={[styles.header, scrolled ? styles.scrolled : '', collapsed ? styles.collapsed : ''].join(
        ' ',
      )}
      data-scrolled={scrolled}
    >
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={!collapsed}
        aria-controls="shell-header-tools"
        onClick={() => setCollapsed((value) => !value)}
      >
        {t(collapsed ? 'shell.expand' : 'shell.collapse')}
      </button>
      <Link to="/" className={styles.logo} aria-label={t('shell.home')}>
        {t('app.name')}
      </Link>
      <div id="shell-header-tools" className={styles.tools} hidden={collapsed}>
        <SearchBox />
        {live !== undefined && marketId !== undefined && <ThisMarketCounters marketId={marketId} />}
        {live !== undefined && <GeneralCounters>{generalActions}</GeneralCounters>}
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
      <div className={styles.logout}>{logout}</div>
    </header>
  );
}
