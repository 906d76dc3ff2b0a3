// trading-core §2: the dialog shows the auto options that will travel with the bet.
import { useTranslation } from 'react-i18next';
import { useSetting } from '@/lib/storage/settings-store';
import styles from './betting.module.css';

export function AutoOptionsSummary() {
  const { t } = useTranslation();
  const options = useSetting('autoOptions');
  const state = (active: boolean) => (active ? t('betting.dialog.on') : t('betting.dialog.off'));
  return (
    <section className={styles.autoOptions} aria-label={t('betting.dialog.autoOptions')}>
      <h3>{t('betting.dialog.autoOptions')}</h3>
      <ul>
        <li>
          {t('betting.dialog.tickOffset', {
            value: options.tickOffset.active ? options.tickOffset.value : state(false),
          })}
        </li>
        <li>
          {t('betting.dialog.stopLoss', {
            value: options.stopLoss.active ? options.stopLoss.value : state(false),
          })}
        </li>
        <li>
          {t('betting.dialog.keepInPlay')}: {state(options.keepInPlay.active)}
        </li>
        <li>
          {t('betting.dialog.fillOrKill')}: {state(options.fillOrKill.active)}
        </li>
      </ul>
    </section>
  );
}
