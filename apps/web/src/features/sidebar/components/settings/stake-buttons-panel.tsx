// trading-core §4/§5 stake buttons: add an amount (enabled only above 0; duplicates not added; the
// list stays ascending), and a selected button offers Make default, Delete and Cancel (the default
// stake only Delete and Cancel). The rules are trading's stake-buttons functions.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addStakeButton,
  canAddStakeButton,
  deleteStakeButton,
  makeDefaultStake,
  MAX_STAKE_BUTTONS,
  stakeButtonOptions,
  type StakeButtonResult,
} from '@greenbook/trading';
import { Button } from '@/components/ui/button';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingsPanel } from './settings-panel';
import styles from './settings.module.css';

function keep(result: StakeButtonResult): boolean {
  if (!result.ok) return false;
  const { stakeButtons, defaultStake } = result.settings;
  useSettingsStore.getState().update({ stakeButtons: [...stakeButtons], defaultStake });
  return true;
}

export function StakeButtonsPanel() {
  const { t } = useTranslation();
  const stakeButtons = useSetting('stakeButtons');
  const defaultStake = useSetting('defaultStake');
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const current = { stakeButtons, defaultStake };
  const options = selected === undefined ? [] : stakeButtonOptions(current, selected);
  return (
    <SettingsPanel title={t('settings.stakeButtons.title')}>
      <div className={styles['stakes']}>
        {stakeButtons.map((amount) => (
          <Button
            key={amount}
            className={amount === defaultStake ? styles['defaultStake'] : undefined}
            aria-pressed={amount === selected}
            aria-label={t(
              amount === defaultStake
                ? 'settings.stakeButtons.defaultButton'
                : 'settings.stakeButtons.button',
              { amount },
            )}
            onClick={() => setSelected(amount === selected ? undefined : amount)}
          >
            {amount}
          </Button>
        ))}
      </div>
      {selected !== undefined && (
        <div
          className={styles['row']}
          role="group"
          aria-label={t('settings.stakeButtons.options', { amount: selected })}
        >
          <span>{t('settings.stakeButtons.options', { amount: selected })}</span>
          {options.includes('MAKE_DEFAULT') && (
            <Button onClick={() => keep(makeDefaultStake(current, selected)) && setSelected(undefined)}>
              {t('settings.stakeButtons.makeDefault')}
            </Button>
          )}
          <Button
            variant="danger"
            disabled={stakeButtons.length <= 1}
            onClick={() => keep(deleteStakeButton(current, selected)) && setSelected(undefined)}
          >
            {t('settings.stakeButtons.delete')}
          </Button>
          <Button variant="ghost" onClick={() => setSelected(undefined)}>
            {t('settings.stakeButtons.cancel')}
          </Button>
        </div>
      )}
      <AddStakeButton full={stakeButtons.length >= MAX_STAKE_BUTTONS} />
    </SettingsPanel>
  );
}

function AddStakeButton({ full }: { readonly full: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [duplicate, setDuplicate] = useState<number | undefined>(undefined);
  const amount = Number(text);
  const enabled = !full && text.trim() !== '' && canAddStakeButton(amount);
  const add = () => {
    const { stakeButtons, defaultStake } = useSettingsStore.getState().settings;
    const result = addStakeButton({ stakeButtons, defaultStake }, amount);
    if (keep(result)) setText('');
    setDuplicate(!result.ok && result.error === 'duplicate' ? amount : undefined);
  };
  return (
    <form
      className={styles['row']}
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled) add();
      }}
    >
      <label htmlFor={id}>{t('settings.stakeButtons.amount')}</label>
      <input
        id={id}
        className={styles['amount']}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setDuplicate(undefined);
        }}
      />
      <Button type="submit" disabled={!enabled}>
        {t('settings.stakeButtons.add')}
      </Button>
      {duplicate !== undefined && (
        <span className={styles['note']} role="status">
          {t('settings.stakeButtons.duplicate', { amount: duplicate })}
        </span>
      )}
    </form>
  );
}
