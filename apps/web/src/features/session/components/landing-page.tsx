// account-and-product §2 "Landing page (logged out)": header links (account, prices, FAQs), the
// login per country, the product as it looks (real screenshots), free vs SUPER with the upgrade
// button (visitors only get a toast), the prices block (#prices, scrolled to when the address
// names it), a footer with the static pages' links and the theme switch, and the hero's parallax backdrop.
import { ChartCandlestick } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { InfoLinks } from '@/components/ui/info-links';
import { LanguageSwitch } from '@/components/ui/shell-language-switch';
import { ThemeSwitch } from '@/components/ui/shell-theme-switch';
import { notify } from '@/lib/toasts/notify';
import { useParallax, useScrollToHash } from '../hooks/use-landing-scroll';
import { ComparisonTable } from './comparison-table';
import { CountryLogin } from './country-login';
import { PricesBlock } from './prices-block';
import { ProductShowcase, ShotFigure } from './product-showcase';
import styles from './landing.module.css';

export function LandingPage() {
  const { t } = useTranslation();
  const hero = useRef<HTMLElement>(null);
  useParallax(hero);
  useScrollToHash();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          <ChartCandlestick aria-hidden="true" size={22} />
          {t('app.name')}
        </Link>
        <nav aria-label={t('app.name')} className={styles.nav}>
          <Link to="/my-account">{t('session.landing.navAccount')}</Link>
          <a href="#prices">{t('session.landing.navPrices')}</a>
          <Link to="/faq">{t('session.landing.navFaq')}</Link>
        </nav>
      </header>
      <main>
        <section ref={hero} className={styles.hero} aria-labelledby="landing-title">
          <div className={styles.heroText}>
            <h1 id="landing-title">{t('app.name')}</h1>
            <p className={styles.tagline}>{t('session.landing.tagline')}</p>
            <h2 className={styles.loginTitle}>{t('session.landing.loginTitle')}</h2>
            <CountryLogin />
          </div>
          <div className={styles.heroShot}>
            <ShotFigure shot="grid" eager />
          </div>
        </section>
        <ProductShowcase />
        <section className={styles.band} aria-label={t('session.landing.compareTitle')}>
          <div className={styles.compareLayout}>
            <ComparisonTable />
            <Button
              variant="primary"
              className={styles.upgrade}
              onClick={() =>
                notify('info', t('session.landing.upgradeNeedsLogin'), {
                  position: 'bottom-center',
                  id: 'upgrade',
                })
              }
            >
              {t('session.landing.upgrade')}
            </Button>
          </div>
        </section>
        <PricesBlock />
      </main>
      <footer className={styles.footer}>
        <span>{t('session.landing.footer')}</span>
        <InfoLinks />
        <span className={styles.footerControls}>
          <LanguageSwitch />
          <ThemeSwitch />
        </span>
      </footer>
    </div>
  );
}
