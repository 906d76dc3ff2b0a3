// trading-core §2: the dialog shows the auto options that will travel with the bet. Keep in Play
// and Fill or Kill are the ones placement sends today; Tick Offset and Stop Loss join this list with
// the auto-bet scheduler that carries them out (until then no bet would honour them).
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
          {t('betting.dialog.keepInPlay')}: {state(options.keepInPlay.active)}
        </li>
        <li>
          {t('betting.dialog.fillOrKill')}: {state(options.fillOrKill.active)}
        </li>
      </ul>
    </section>
  );
}
