// account-and-product §4 "Settings persistence" across devices: a page load reads the product
// service's copy, which wins over this browser's saved copy — unless this browser changed the
// settings and the service never confirmed the save (a change made just before a reload, its save
// sent as the page went, or a save that failed). This browser's record of that, per user, read and
// written at once (not with the 1 s debounced application state), so a reload never misses it.
import { readText, removeKey, STORAGE_KEYS, writeText } from './local-storage';

/** The settings of `vendorId` changed here; the product service does not have them yet. */
export function markSettingsUnsaved(vendorId: string): void {
  writeText(STORAGE_KEYS.settingsUnsaved, vendorId);
}

/** The product service confirmed it holds this browser's settings of `vendorId`. */
export function markSettingsSaved(vendorId: string): void {
  if (hasUnsavedSettings(vendorId)) removeKey(STORAGE_KEYS.settingsUnsaved);
}

export function hasUnsavedSettings(vendorId: string): boolean {
  return readText(STORAGE_KEYS.settingsUnsaved) === vendorId;
}
