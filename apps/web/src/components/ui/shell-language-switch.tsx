// The interface language switch (en / pt), shown on the landing page and in the shell header.
// Compact (the header) shows the language's code; the name 'Language' stays for screen readers.
import { INTERFACE_LANGUAGES } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '@/lib/storage/language';
import { Select } from './select';

const NAMES = { en: 'English', pt: 'Português' } as const;

const OPTIONS = INTERFACE_LANGUAGES.map((code) => ({ value: code, label: NAMES[code], lang: code }));

export function LanguageSwitch({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Select
      label={t('shell.language')}
      hideLabel={compact}
      value={language}
      options={OPTIONS}
      {...(compact ? { display: language.toUpperCase() } : {})}
      onValueChange={(value) => {
        const next = INTERFACE_LANGUAGES.find((candidate) => candidate === value);
        if (next !== undefined) void setLanguage(next);
      }}
    />
  );
}
