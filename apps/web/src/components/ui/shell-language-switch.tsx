// The interface language switch (en / pt), shown on the landing page and in the shell header.
import { INTERFACE_LANGUAGES } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '@/lib/storage/language';
import styles from './shell-switches.module.css';

const NAMES = { en: 'English', pt: 'Português' } as const;

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className={styles.switch}>
      {t('shell.language')}
      <select
        className={styles.select}
        value={language}
        onChange={(event) => {
          const next = INTERFACE_LANGUAGES.find((candidate) => candidate === event.target.value);
          if (next !== undefined) setLanguage(next);
        }}
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
