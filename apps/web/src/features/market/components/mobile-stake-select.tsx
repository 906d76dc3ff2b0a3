// trading-core §2: on mobile the fullscreen header offers the stake buttons as a select. The spec
// has the default stake's option disabled in it: the default is what the market starts with, so
// the select only moves to the other preset stakes (the stake bar's reset returns to 2).
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { useCurrentStakeValue, useMarketScreenStore } from '@/lib/market/stake-store';
import { useSetting } from '@/lib/storage/settings-store';
import styles from './market.module.css';

export function MobileStakeSelect() {
  const { t } = useTranslation();
  const value = useCurrentStakeValue();
  const stakeButtons = useSetting('stakeButtons');
  const defaultStake = useSetting('defaultStake');
  const setTempStake = useMarketScreenStore((state) => state.setTempStake);
  const listed = stakeButtons.includes(value);
  return (
    <div className={styles.mobileStake}>
      <Select
        stacked
        label={t('market.stake.label')}
        // A typed stake is none of the buttons: the trigger shows it, no option is chosen.
        value={listed ? String(value) : ''}
        placeholder={String(value)}
        options={stakeButtons.map((amount) => ({
          value: String(amount),
          label: String(amount),
          disabled: amount === defaultStake,
        }))}
        onValueChange={(chosen) => {
          const amount = stakeButtons.find((button) => String(button) === chosen);
          if (amount !== undefined) setTempStake(amount);
        }}
      />
    </div>
  );
}
