// The light/dark switch (landing footer, shell header): a switch named "Dark theme". Compact (the
// header) shows a sun or moon in the switch instead of the words.
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '@/lib/storage/theme';
import { Switch } from './switch';

export function ThemeSwitch({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const dark = useTheme() === 'dark';
  const Icon = dark ? Moon : Sun;
  return (
    <Switch
      label={t('shell.darkTheme')}
      hideLabel={compact}
      checked={dark}
      onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      {...(compact ? { thumbIcon: <Icon aria-hidden="true" size={12} strokeWidth={2.5} /> } : {})}
    />
  );
}
