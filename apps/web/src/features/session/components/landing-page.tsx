// account-and-product §2 "Landing page (logged out)": header links (account, prices, FAQs), the
// login per country, the upgrade button (visitors only get a toast), free vs SUPER, the prices
// block (#prices, scrolled to when the address names it), a footer with the theme switch, and the
// hero's parallax backdrop.
import { PREMIUM_OFFER } from '@greenbook/trading';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/ui/shell-language-switch';
import { ThemeSwitch } from '@/components/ui/shell-theme-switch';
import { notify } from '@/lib/toasts/notify';
import { useParallax, useScrollToHash } from '../hooks/use-landing-scroll';
import { ComparisonTable } from './comparison-table';
import { CountryLogin } from './country-login';
import styles from './landing.module.css';

export function LandingPage() {
  const { t, i18n } = useTranslation();
  const hero = useRef<HTMLElement>(null);
  useParallax(hero);
  useScrollToHash();
  const money = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: PREMIUM_OFFER.currency }).format(
      value,
    );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          {t('app.name')}
        </Link>
        <nav aria-label={t('app.name')} className={styles.nav}>
          <Link to="/my-account">{t('session.landing.navAccount')}</Link>
          <a href="#prices">{t('session.landing.navPrices')}</a>
          <Link to="/faq">{t('session.landing.navFaq')}</Link>
        </nav>
      </header>
      <main className={styles.main}>
        <section ref={hero} className={styles.hero}>
          <h1>{t('app.name')}</h1>
          <p>{t('session.landing.tagline')}</p>
          <h2>{t('session.landing.loginTitle')}</h2>
          <CountryLogin />
        </section>
        <section className={styles.section}>
          <ComparisonTable />
          <button
            type="button"
            className={styles.upgrade}
            onClick={() =>
              notify('info', t('session.landing.upgradeNeedsLogin'), {
                position: 'bottom-center',
                id: 'upgrade',
              })
            }
          >
            {t('session.landing.upgrade')}
          </button>
        </section>
        <section id="prices" className={styles.section} aria-labelledby="prices-title">
          <h2 id="prices-title">{t('session.landing.pricesTitle')}</h2>
          <p>{t('session.landing.pricesBeta', { days: PREMIUM_OFFER.betaFreeDays })}</p>
          <p>
            <s>{t('session.landing.pricesMonthly', { price: money(PREMIUM_OFFER.monthlyPrice) })}</s>
            {' · '}
            <s>
              {t('session.landing.pricesYearly', {
                price: money(PREMIUM_OFFER.yearlyPrice),
                days: PREMIUM_OFFER.yearDays,
              })}
            </s>
          </p>
        </section>
      </main>
      <footer className={styles.footer}>
        <span>{t('session.landing.footer')}</span>
        <LanguageSwitch />
        <ThemeSwitch />
      </footer>
    </div>
  );
}
