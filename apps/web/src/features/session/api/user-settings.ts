// account-and-product §7 users calls and §4 "Settings persistence": the settings are fetched once
// the vendorId is known, created (POST, 201) when the user has none, and saved with PUT.
import {
  DEFAULT_USER_SETTINGS,
  parseUserSettings,
  repairUserSettings,
  type LoggedUserCopy,
  type UserSettings,
} from '@greenbook/trading';
import { productRequest, ProductApiError } from '@/lib/api/product-api';

interface SettingsAnswer {
  readonly settings?: unknown;
}

/** The stored settings (repaired where a field is no longer valid), or undefined on 404. */
export async function fetchUserSettings(vendorId: string): Promise<UserSettings | undefined> {
  try {
    const answer = await productRequest<SettingsAnswer>(`/users/${encodeURIComponent(vendorId)}`);
    return repairUserSettings(answer.settings);
  } catch (error) {
    if (error instanceof ProductApiError && error.status === 404) return undefined;
    throw error;
  }
}

export async function createUserSettings(vendorId: string, settings: UserSettings): Promise<UserSettings> {
  const answer = await productRequest<SettingsAnswer>('/users/', {
    method: 'POST',
    body: { vendorID: vendorId, settings },
  });
  const parsed = parseUserSettings(answer.settings);
  return parsed.ok ? parsed.settings : settings;
}

/** Saves the settings; `keepalive` when the page is being left or the token is about to go. */
export async function saveUserSettings(
  vendorId: string,
  settings: UserSettings,
  { keepalive = false }: { readonly keepalive?: boolean } = {},
): Promise<void> {
  const parsed = parseUserSettings(settings);
  // Never send what the server would refuse (a settings panel bug would otherwise loop on 400s).
  if (!parsed.ok) {
    console.warn('settings not saved, invalid:', parsed.errors);
    return;
  }
  await productRequest(`/users/${encodeURIComponent(vendorId)}`, {
    method: 'PUT',
    body: { vendorID: vendorId, settings: parsed.settings },
    keepalive,
  });
}

/** The user's settings: fetched, or created from the defaults with the user's copy. */
export async function loadOrCreateUserSettings(
  vendorId: string,
  loggedUser: LoggedUserCopy,
): Promise<UserSettings> {
  const stored = await fetchUserSettings(vendorId);
  if (stored !== undefined) return { ...stored, loggedUser };
  return createUserSettings(vendorId, { ...DEFAULT_USER_SETTINGS, loggedUser });
}
