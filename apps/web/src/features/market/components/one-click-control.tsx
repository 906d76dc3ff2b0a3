// Issue 12 item 4: one-click betting (the 'Confirm bet before placing' preference unticked) shows on
// the market header, and the indicator switches confirmation back on. One-click is switched on
// where the spec puts it, the dialog's checkbox; the header only switches it off, so one stray
// click there can never start placing bets without confirmation; off, its hint says where that is. Beside it, the 'Allow rapid
// repeat clicks' setting (issue 12 item 2), where the clicks it governs are made, and the latency
// of the last bet, click to the exchange's answer (issue 21 §2: its execution receipt has every
// step). All are always drawn, at a fixed width, so neither a switch nor a bet moves the prices below.
import { useTranslation } from 'react-i18next';
import type { UserSettings } from '@greenbook/trading';
import { Checkbox } from '@/components/ui/checkbox';
import { useReceiptsStore } from '@/lib/execution-receipts/receipt-store';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import styles from './market.module.css';

export function OneClickControl() {
  const { t } = useTranslation();
  const oneClick = !useSetting('confirmation');
  const rapidRepeats = useSetting('allowRapidRepeatClicks');
  const lastLatency = useReceiptsStore((state) => state.lastLatencyMs);
  const update = (patch: Partial<UserSettings>) => useSettingsStore.getState().update(patch);
  return (
    <div className={styles.oneClick}>
      <button
        type="button"
        className={oneClick ? styles.oneClickOn : undefined}
        aria-pressed={oneClick}
        // Off, it stays focusable (not `disabled`) so its hint reaches the pointer and the keyboard.
        aria-disabled={!oneClick}
        title={t(oneClick ? 'market.oneClick.switchOff' : 'market.oneClick.howToSwitchOn')}
        onClick={() => {
          if (oneClick) update({ confirmation: true });
        }}
      >
        {t(oneClick ? 'market.oneClick.on' : 'market.oneClick.off')}
      </button>
      <span className={styles.rapidRepeats}>
        <Checkbox
          label={t('market.oneClick.rapidRepeats')}
          checked={rapidRepeats}
          onCheckedChange={(checked) => update({ allowRapidRepeatClicks: checked })}
        />
      </span>
      <span
        className={styles.lastBet}
        title={lastLatency === undefined ? undefined : t('market.oneClick.lastBetLabel', { ms: lastLatency })}
      >
        {t('market.oneClick.lastBet', { ms: lastLatency ?? '–' })}
      </span>
    </div>
  );
}
