// Settings read back from storage (the database or local storage) may have been written by an
// older version or edited by hand. Rather than lose everything over one bad field, each setting
// that is still valid is kept and the others fall back to their defaults, repaired with the same
// rules the panel uses where such a rule exists (stake buttons, auto options).
import { normaliseAutoOptions } from '../auto-bets/auto-options.js';
import { repairStakeButtonSettings } from '../stakes/stake-buttons.js';
import { DEFAULT_USER_SETTINGS } from './default-user-settings.js';
import { userSettingsSchema, userSettingsShape, type UserSettings } from './user-settings-schema.js';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Valid settings from whatever was stored; unknown fields are dropped. */
export function repairUserSettings(stored: unknown): UserSettings {
  const fields = record(stored);
  const repaired: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  for (const [name, schema] of Object.entries(userSettingsShape)) {
    const field = schema.safeParse(fields[name]);
    if (field.success) repaired[name] = field.data;
  }
  if (!userSettingsShape.autoOptions.safeParse(fields['autoOptions']).success) {
    repaired['autoOptions'] = normaliseAutoOptions(fields['autoOptions']);
  }
  const checked = userSettingsSchema.safeParse(repaired);
  if (checked.success) return checked.data;
  // The one rule across settings: the default stake is one of the buttons. Repair the pair.
  const stakes = repairStakeButtonSettings(fields);
  const withStakes = userSettingsSchema.safeParse({
    ...repaired,
    defaultStake: stakes.defaultStake,
    stakeButtons: [...stakes.stakeButtons],
  });
  return withStakes.success ? withStakes.data : userSettingsSchema.parse(DEFAULT_USER_SETTINGS);
}
