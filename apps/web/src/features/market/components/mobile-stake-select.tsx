// trading-core §2: on mobile the fullscreen header offers the stake buttons as a select. The spec
// has the default stake's option disabled in it: the default is what the market starts with, so
// the select only moves to the other preset stakes (the stake bar's reset returns to 2).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStakeValue, useMarketScreenStore } from '@/lib/market/stake-store';
import { useSetting } from '@/lib/storage/settings-store';
import styles from './market.module.css';

export function MobileStakeSelect() {
  const { t } = useTranslation();
  const id = useId();
  const value = useCurrentStakeValue();
  const stakeButtons = useSetting('stakeButtons');
  const defaultStake = useSetting('defaultStake');
  const setTempStake = useMarketScreenStore((state) => state.setTempStake);
  const listed = stakeButtons.includes(value);
  return (
    <div className={`${styles.control} ${styles.mobileStake}`}>
      <label htmlFor={id}>{t('market.stake.label')}</label>
      <select
        id={id}
        value={listed ? String(value) : ''}
        onChange={(event) => setTempStake(Number(event.target.value))}
      >
        {!listed && (
          <option value="" disabled>
            {value}
          </option>
        )}
        {stakeButtons.map((amount) => (
          <option key={amount} value={String(amount)} disabled={amount === defaultStake}>
            {amount}
          </option>
        ))}
      </select>
    </div>
  );
}
