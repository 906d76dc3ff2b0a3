// trading-core §3/§9 sounds: each event (placed bet, market live, market suspended) on or off, with
// its sound among the 18 choices and a button that plays it.
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isSoundId, SOUND_EVENTS, SOUND_IDS, type SoundEvent } from '@greenbook/trading';
import { IconButton } from '@/components/ui/icon-button';
import { Switch } from '@/components/ui/switch';
import { playMarketSound } from '@/lib/market/market-sounds';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingSelect } from '@/components/settings/setting-select';
import { SettingsPanel } from './settings-panel';
import styles from './settings.module.css';

const SOUND_OPTIONS = SOUND_IDS.map((id) => ({ value: id, label: id }));

export function SoundsPanel() {
  const { t } = useTranslation();
  return (
    <SettingsPanel title={t('settings.sounds.title')}>
      {SOUND_EVENTS.map((event) => (
        <SoundRow key={event} event={event} name={t(`settings.sounds.${event}`)} />
      ))}
    </SettingsPanel>
  );
}

function SoundRow({ event, name }: { readonly event: SoundEvent; readonly name: string }) {
  const { t } = useTranslation();
  const sounds = useSetting('sounds');
  const sound = sounds[event];
  const change = (patch: Partial<typeof sound>) =>
    useSettingsStore.getState().update({ sounds: { ...sounds, [event]: { ...sound, ...patch } } });
  return (
    <div className={styles['row']}>
      <Switch label={name} checked={sound.enabled} onCheckedChange={(enabled) => change({ enabled })} />
      <SettingSelect
        label={t('settings.sounds.choice', { event: name })}
        value={sound.file}
        options={SOUND_OPTIONS}
        isValid={isSoundId}
        onChange={(file) => {
          change({ file });
          playMarketSound(file);
        }}
      />
      <IconButton
        label={t('settings.sounds.preview', { event: name })}
        icon={Play}
        onClick={() => playMarketSound(sound.file)}
      />
    </div>
  );
}
