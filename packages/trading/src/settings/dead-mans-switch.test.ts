import { describe, expect, it } from 'vitest';
import { config } from 'zod/mini';
import { en } from 'zod/locales';
import {
  DEAD_MANS_SWITCH_BOUNDS,
  heartbeatIntervalMs,
  isDeadMansSwitchTimeout,
  preferredTimeoutSeconds,
} from './dead-mans-switch.js';
import { DEFAULT_USER_SETTINGS } from './default-user-settings.js';
import { parseUserSettings, parseUserSettingsPatch } from './parse-user-settings.js';
import { repairUserSettings } from './repair-user-settings.js';

config(en());

describe('the dead-man’s switch setting', () => {
  it('starts off', () => {
    expect(DEFAULT_USER_SETTINGS.deadMansSwitch.enabled).toBe(false);
    expect(isDeadMansSwitchTimeout(DEFAULT_USER_SETTINGS.deadMansSwitch.timeoutSeconds)).toBe(true);
  });

  it('accepts whole seconds from 10 to 300 and nothing else', () => {
    expect(DEAD_MANS_SWITCH_BOUNDS).toEqual({ minSeconds: 10, maxSeconds: 300 });
    for (const ok of [10, 11, 60, 299, 300]) {
      expect(parseUserSettingsPatch({ deadMansSwitch: { enabled: true, timeoutSeconds: ok } }).ok).toBe(true);
    }
    for (const bad of [9, 301, 0, -10, 10.5, Number.NaN, '30', null]) {
      const parse = parseUserSettingsPatch({ deadMansSwitch: { enabled: true, timeoutSeconds: bad } });
      expect(parse.ok, String(bad)).toBe(false);
      if (!parse.ok) expect(parse.errors[0]?.path).toBe('deadMansSwitch.timeoutSeconds');
    }
    const extra = parseUserSettingsPatch({ deadMansSwitch: { enabled: true, timeoutSeconds: 30, x: 1 } });
    expect(extra.ok).toBe(false);
    expect(parseUserSettingsPatch({ deadMansSwitch: { timeoutSeconds: 30 } }).ok).toBe(false);
  });

  it('is a required part of whole settings, and older stored settings get the default', () => {
    const { deadMansSwitch: _omitted, ...older } = DEFAULT_USER_SETTINGS;
    const parse = parseUserSettings(older);
    expect(parse.ok).toBe(false);
    expect(repairUserSettings({ ...older, confirmation: false })).toEqual({
      ...DEFAULT_USER_SETTINGS,
      confirmation: false,
    });
    expect(
      repairUserSettings({ ...DEFAULT_USER_SETTINGS, deadMansSwitch: { enabled: true, timeoutSeconds: 5 } })
        .deadMansSwitch,
    ).toEqual(DEFAULT_USER_SETTINGS.deadMansSwitch);
  });

  it('asks for the chosen timeout while on and 0 (switch off) while off', () => {
    expect(preferredTimeoutSeconds({ enabled: true, timeoutSeconds: 45 })).toBe(45);
    expect(preferredTimeoutSeconds({ enabled: false, timeoutSeconds: 45 })).toBe(0);
  });

  it('beats every third of the granted timeout', () => {
    expect(heartbeatIntervalMs(10)).toBe(3333);
    expect(heartbeatIntervalMs(300)).toBe(100_000);
  });
});
