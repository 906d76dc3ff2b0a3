// trading-core §4 "Factory reset": a confirmation (Proceed / Cancel), then every setting back to its
// default but sidebar visibility and the user copy, saved at once (the settings sync sees the reset
// flag), and the toast 'Settings are now reset to factory defaults'.
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { setTheme } from '@/lib/storage/theme';
import { notify } from '@/lib/toasts/notify';
import { discardMoneyWeightDraft } from './money-weight-draft';
import { SettingsPanel } from './settings-panel';

/** Resets the settings; the theme also goes back in this browser's own copy (used signed out). */
export function resetToFactoryDefaults(): void {
  discardMoneyWeightDraft();
  setTheme(DEFAULT_USER_SETTINGS.theme);
  useSettingsStore.getState().resetDefaults();
}

export function FactoryResetPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const proceed = () => {
    resetToFactoryDefaults();
    setOpen(false);
    notify('success', t('settings.factoryReset.done'));
  };
  return (
    <SettingsPanel title={t('settings.factoryReset.title')}>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="danger">
            <RotateCcw aria-hidden="true" size={14} /> {t('settings.factoryReset.open')}
          </Button>
        </DialogTrigger>
        <DialogContent
          title={t('settings.factoryReset.confirmTitle')}
          description={t('settings.factoryReset.confirmText')}
          actions={
            <>
              <DialogClose asChild>
                <Button variant="ghost">{t('settings.factoryReset.cancel')}</Button>
              </DialogClose>
              <Button variant="danger" onClick={proceed}>
                {t('settings.factoryReset.proceed')}
              </Button>
            </>
          }
        />
      </DialogRoot>
    </SettingsPanel>
  );
}
