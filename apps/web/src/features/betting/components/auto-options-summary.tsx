// trading-core §2: the dialog shows the auto options that will travel with the bet: Keep in Play and
// Fill or Kill (sent with it), Tick Offset and Stop Loss with their ticks (scheduled once the
// exchange takes it, premium only: a free user's are always off).
import { useTranslation } from 'react-i18next';
import { useSetting } from '@/lib/storage/settings-store';
import styles from './betting.module.css';

export function AutoOptionsSummary() {
  const { t } = useTranslation();
  const options = useSetting('autoOptions');
  const state = (active: boolean) => (active ? t('betting.dialog.on') : t('betting.dialog.off'));
  const ticks = (option: { active: boolean; value: number }) =>
    option.active ? t('betting.dialog.ticksValue', { ticks: option.value }) : t('betting.dialog.off');
  return (
    <section className={styles.autoOptions} aria-label={t('betting.dialog.autoOptions')}>
      <h3>{t('betting.dialog.autoOptions')}</h3>
      <ul>
        <li>
          {t('betting.dialog.keepInPlay')}: {state(options.keepInPlay.active)}
        </li>
        <li>
          {t('betting.dialog.fillOrKill')}: {state(options.fillOrKill.active)}
        </li>
        <li>
          {t('betting.dialog.tickOffset')}: {ticks(options.tickOffset)}
        </li>
        <li>
          {t('betting.dialog.stopLoss')}: {ticks(options.stopLoss)}
        </li>
      </ul>
    </section>
  );
}
