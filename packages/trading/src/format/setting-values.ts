// trading-core §5 "Other settings" and account-and-product §4/§5: validation of setting values.
import { INVALID_INPUT_MESSAGE } from '../constants/messages.js';
import { ODDS_VIEWS, THEMES, type OddsView, type Theme } from '../constants/settings-defaults.js';

/** trading-core §5: an accepted setting value, or the reason it is refused. */
export type SettingValidation<T> =
  { ok: true; value: T } | { ok: false; message: typeof INVALID_INPUT_MESSAGE };

/** trading-core §5: accepts the value when the guard does, else 'Invalid input, please reload…'. */
export function validateSetting<T>(
  value: unknown,
  guard: (value: unknown) => value is T,
): SettingValidation<T> {
  return guard(value) ? { ok: true, value } : { ok: false, message: INVALID_INPUT_MESSAGE };
}

/** trading-core §5: true for MARKET_TAKE and MARKET_MAKE only (exact case). */
export function isOddsView(value: unknown): value is OddsView {
  return typeof value === 'string' && (ODDS_VIEWS as readonly string[]).includes(value);
}

/** account-and-product §4/§5: true for 'light' and 'dark' only (exact case). */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** trading-core §5: the odds view to store, or the invalid-input message. */
export function validateOddsView(value: unknown): SettingValidation<OddsView> {
  return validateSetting(value, isOddsView);
}

/** account-and-product §4/§5: the theme to apply, or the invalid-input message (the theme is then left unchanged). */
export function validateTheme(value: unknown): SettingValidation<Theme> {
  return validateSetting(value, isTheme);
}
