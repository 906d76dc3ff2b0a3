// The light/dark switch (landing footer, shell header): a labelled checkbox "Dark theme".
import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '@/lib/storage/theme';
import styles from './shell-switches.module.css';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={theme === 'dark'}
        onChange={(event) => setTheme(event.target.checked ? 'dark' : 'light')}
      />
      {t('shell.darkTheme')}
    </label>
  );
}
