// trading-core §2 header stake controls: the stake input (step 0.01, ± 1 with a result below 2
// reset to 2, reset button to 2; custom values follow the custom stake field rules, so a small
// stake can be typed), the stake-mode selector, the odds view and the user's preset stake buttons.
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseCustomStake,
  SHORTCUT_COMMANDS,
  STAKE_INPUT_MIN,
  STAKE_STEP,
  stakePresetNumber,
  stepStake,
} from '@greenbook/trading';
import { IconButton } from '@/components/ui/icon-button';
import { useCommand } from '@/lib/commands/command-registry';
import { ShortcutHint } from '@/lib/commands/shortcut-hint';
import { ChoiceSettingSelect } from '@/components/settings/choice-setting-select';
import { useCurrentStakeValue, useMarketScreenStore } from '@/lib/market/stake-store';
import { useSetting } from '@/lib/storage/settings-store';
import styles from './market.module.css';

export function StakeBar() {
  const { t } = useTranslation();
  const stakeId = useId();
  const value = useCurrentStakeValue();
  const setTempStake = useMarketScreenStore((state) => state.setTempStake);
  const stakeButtons = useSetting('stakeButtons');
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const text = editing ?? String(value);

  const type = (typed: string) => {
    setEditing(typed);
    const parsed = parseCustomStake(typed);
    if (parsed.kind === 'clear') setTempStake(undefined);
    else if (parsed.kind === 'stake') setTempStake(parsed.stake);
  };
  const step = (direction: 1 | -1) => {
    const result = stepStake(value, direction);
    setEditing(undefined);
    setTempStake(result.ok ? result.stake : STAKE_INPUT_MIN);
  };

  return (
    <div className={styles.stakeBar}>
      <div className={styles.control}>
        <label htmlFor={stakeId}>{t('market.stake.label')}</label>
        <div className={styles.stepper}>
          <IconButton
            variant="secondary"
            label={t('market.stake.minus')}
            icon={Minus}
            onClick={() => step(-1)}
          />
          <input
            id={stakeId}
            type="number"
            inputMode="decimal"
            min={0}
            step={STAKE_STEP}
            value={text}
            onChange={(event) => type(event.target.value)}
            // trading-core §5: on blur the field shows the stored value again (a mismatch is restored).
            onBlur={() => setEditing(undefined)}
          />
          <IconButton
            variant="secondary"
            label={t('market.stake.plus')}
            icon={Plus}
            onClick={() => step(1)}
          />
          <IconButton
            variant="secondary"
            label={t('market.stake.reset')}
            icon={RotateCcw}
            onClick={() => {
              setEditing(undefined);
              setTempStake(STAKE_INPUT_MIN);
            }}
          />
        </div>
      </div>
      <ChoiceSettingSelect stacked name="stakeMode" />
      <ChoiceSettingSelect stacked name="oddsView" />
      <div className={styles.presets} role="group" aria-label={t('market.stake.presets')}>
        {stakeButtons.map((amount, index) => (
          <StakePreset
            key={amount}
            amount={amount}
            number={index + 1}
            pressed={value === amount}
            pick={() => {
              setEditing(undefined);
              setTempStake(amount);
            }}
          />
        ))}
      </div>
    </div>
  );
}

/** One preset stake button; the first nine answer their digit key too (issue 21 §5). */
function StakePreset(props: {
  readonly amount: number;
  readonly number: number;
  readonly pressed: boolean;
  readonly pick: () => void;
}) {
  const command = SHORTCUT_COMMANDS.find((name) => stakePresetNumber(name) === props.number);
  useCommand(command ?? 'stake9', command === undefined ? undefined : props.pick);
  const button = (
    <button type="button" aria-pressed={props.pressed} onClick={props.pick}>
      {props.amount}
    </button>
  );
  return command === undefined ? button : <ShortcutHint command={command}>{button}</ShortcutHint>;
}
