// Issue 21 §3: the dead-man's switch in the settings — on/off and the timeout (whole seconds in
// Betfair's 10..300, checked by the same trading rule the product service applies). The timeout is
// saved when the field is left or Enter is pressed, and only when valid; while invalid it says why.
// A lazy chunk of its own (with its texts in both languages), loaded as the settings container is.
import { useId, useState } from 'react';
import { DEAD_MANS_SWITCH_BOUNDS, isDeadMansSwitchTimeout } from '@greenbook/trading';
import { Switch } from '@/components/ui/switch';
import { useHeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';
import { useDeadMansSwitchTexts } from '@/lib/dead-mans-switch/texts';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingsPanel } from './settings-panel';
import styles from './settings.module.css';

const { minSeconds, maxSeconds } = DEAD_MANS_SWITCH_BOUNDS;

export function DeadMansSwitchPanel() {
  const texts = useDeadMansSwitchTexts();
  const setting = useSetting('deadMansSwitch');
  const status = useHeartbeatStatus((state) => state.status);
  const id = useId();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const text = draft ?? String(setting.timeoutSeconds);
  const value = Number(text);
  const invalid = text.trim() === '' || !isDeadMansSwitchTimeout(value);
  const save = (patch: Partial<typeof setting>) =>
    useSettingsStore.getState().update({ deadMansSwitch: { ...setting, ...patch } });
  const commit = () => {
    if (invalid) return;
    setDraft(undefined);
    if (value !== setting.timeoutSeconds) save({ timeoutSeconds: value });
  };
  return (
    <SettingsPanel title={texts.title}>
      <Switch
        label={texts.enable}
        checked={setting.enabled}
        onCheckedChange={(enabled) => save({ enabled })}
      />
      <form
        className={styles['row']}
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <label htmlFor={id}>{texts.timeout}</label>
        <input
          id={id}
          className={[styles['amount'], invalid ? styles['invalid'] : ''].filter(Boolean).join(' ')}
          type="number"
          inputMode="numeric"
          min={minSeconds}
          max={maxSeconds}
          step={1}
          value={text}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
        />
      </form>
      <span
        id={`${id}-hint`}
        className={invalid ? styles['invalidText'] : styles['note']}
        role={invalid ? 'alert' : undefined}
      >
        {invalid ? texts.invalid(minSeconds, maxSeconds) : texts.range(minSeconds, maxSeconds)}
      </span>
      {setting.enabled && (
        <span className={styles['note']} role="status">
          {status.state === 'on' || status.state === 'failing'
            ? texts.granted(status.actualTimeoutSeconds)
            : texts.starting}
        </span>
      )}
      <p className={styles['note']}>{texts.explain}</p>
      <p className={styles['note']}>{texts.background}</p>
    </SettingsPanel>
  );
}
