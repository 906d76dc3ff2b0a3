// trading-core §8–§9: the state of the price and order streams, always visible on the market page.
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '@/lib/stream/use-live';
import styles from './market.module.css';

export function ConnectionBadge() {
  const { t } = useTranslation();
  const state = useConnectionState();
  return (
    <span className={styles.connection} data-state={state} role="status">
      {t('market.connection.label', { state: t(`market.connection.${state}`) })}
    </span>
  );
}
