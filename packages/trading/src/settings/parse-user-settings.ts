// Parsing settings at a boundary (the product service's users calls, account-and-product §7; local
// storage in the web app): the settings, or every field that is wrong with a message naming it.
import type { z } from 'zod/mini';
import {
  userSettingsPatchSchema,
  userSettingsSchema,
  type UserSettings,
  type UserSettingsPatch,
} from './user-settings-schema.js';

/** One thing wrong with the input: where (e.g. 'moneyWeight', 'stakeButtons[1]') and what. */
export interface SettingsFieldError {
  readonly path: string;
  readonly message: string;
}

/** The parsed value, or the list of field errors. */
export type SettingsParse<T> =
  | { readonly ok: true; readonly settings: T }
  | { readonly ok: false; readonly errors: readonly SettingsFieldError[] };

/** 'a.b[2].c' from a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

/** The field errors of a failed zod parse. */
export function fieldErrors(error: z.core.$ZodError): SettingsFieldError[] {
  return error.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));
}

/** All the settings: valid only when every setting is present and valid, and nothing else is. */
export function parseUserSettings(input: unknown): SettingsParse<UserSettings> {
  const result = userSettingsSchema.safeParse(input);
  return result.success
    ? { ok: true, settings: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}

/** Some of the settings (see userSettingsPatchSchema); an empty object is a valid, empty patch. */
export function parseUserSettingsPatch(input: unknown): SettingsParse<UserSettingsPatch> {
  const result = userSettingsPatchSchema.safeParse(input);
  return result.success
    ? { ok: true, settings: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}

/** A patch applied to settings: each setting in the patch replaces the stored one whole. */
export function applySettingsPatch(settings: UserSettings, patch: UserSettingsPatch): UserSettings {
  const defined = Object.entries(patch).filter(([, value]) => value !== undefined);
  return { ...settings, ...(Object.fromEntries(defined) as Partial<UserSettings>) };
}
