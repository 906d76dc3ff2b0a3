// account-and-product §1/§2/§9, the landing's prices block (#prices): "During a beta, SUPER is
// free for 90 days; the advertised final prices are 2.99 EUR per month and 29.90 EUR per year
// (366 days), shown struck out." Figures in the interface language's number format.
import { PREMIUM_OFFER } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

export function PricesBlock() {
  const { t, i18n } = useTranslation();
  const figure = (value: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    );
  const currency = PREMIUM_OFFER.currency;
  return (
    <section id="prices" className={styles.prices} aria-labelledby="prices-title">
      <h2 id="prices-title">{t('session.landing.pricesTitle')}</h2>
      <p className={styles.pricesBeta}>
        {t('session.landing.pricesBeta', { days: PREMIUM_OFFER.betaFreeDays })}
      </p>
      <p className={styles.muted}>{t('session.landing.pricesFinal')}</p>
      <ul className={styles.priceList}>
        <li>
          <s>{t('session.landing.pricesMonthly', { price: figure(PREMIUM_OFFER.monthlyPrice), currency })}</s>
        </li>
        <li>
          <s>
            {t('session.landing.pricesYearly', {
              price: figure(PREMIUM_OFFER.yearlyPrice),
              currency,
              days: PREMIUM_OFFER.yearDays,
            })}
          </s>
        </li>
      </ul>
    </section>
  );
}
