// account-and-product §1/§9: the advertised final prices, struck out while the beta makes SUPER free.
import { PREMIUM_OFFER } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

export function BetaPrices() {
  const { t, i18n } = useTranslation();
  const price = (value: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    );
  const { currency } = PREMIUM_OFFER;
  return (
    <section className={styles.card} aria-labelledby="store-prices">
      <h2 id="store-prices">{t('store.prices')}</h2>
      <ul className={styles.prices}>
        <li>
          <s>{t('store.monthly', { price: price(PREMIUM_OFFER.monthlyPrice), currency })}</s>
        </li>
        <li>
          <s>{t('store.yearly', { price: price(PREMIUM_OFFER.yearlyPrice), currency })}</s>
        </li>
        <li>
          <strong>{t('store.free')}</strong>
        </li>
      </ul>
      <p>{t('store.beta', { days: PREMIUM_OFFER.betaFreeDays })}</p>
    </section>
  );
}
