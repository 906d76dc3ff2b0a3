// account-and-product §4: after the sign-in, the identity from the exchange, then the settings
// from the product service (created when missing). Returns whether the shell may show (the
// user's locale is known, account-and-product §2 "Shell when logged in").
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';
import { usePremiumRecord } from '@/lib/premium/premium-record';
import { useSessionStore } from '@/lib/session/session-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { hasUnsavedSettings } from '@/lib/storage/unsaved-settings';
import { notify } from '@/lib/toasts/notify';
import { fetchIdentity } from '../api/account-identity';
import { loadOrCreateUserSettings } from '../api/user-settings';
import { loseSession, takeVendorIdFromLogin } from '../model/session-actions';

const SETTINGS_RETRY_MAX_MS = 30_000;

export function useSessionBootstrap(): { readonly ready: boolean } {
  const client = useOptionalExchangeClient();
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const isOnDatabase = useSettingsStore((state) => state.isOnDatabase);
  // A page load restores the session's user and this browser's settings separately: the settings'
  // account copy (currency, conversion rate) may still be the defaults (GBP, rate 1) when this page
  // was loaded before an earlier one stored the user's. Only a copy of this very user is trusted;
  // otherwise the identity is read from the exchange again, so money is never shown or checked in
  // another currency.
  const hasUsersCopy = useSettingsStore(
    (state) =>
      user !== undefined &&
      state.settings.loggedUser.isLogged &&
      state.settings.loggedUser.vendorId === user.vendorId,
  );

  const identity = useQuery({
    queryKey: ['session', 'identity', token],
    queryFn: () => fetchIdentity(client!, user?.vendorId ?? takeVendorIdFromLogin()),
    enabled: client !== undefined && token !== undefined && (user === undefined || !hasUsersCopy),
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (identity.data !== undefined) useSessionStore.getState().setUser(identity.data.user);
  }, [identity.data]);
  useEffect(() => {
    if (identity.isError) loseSession(); // without the identity nothing can be traded
  }, [identity.isError]);

  const vendorId = user?.vendorId;
  const copy =
    identity.data?.copy ?? (hasUsersCopy ? useSettingsStore.getState().settings.loggedUser : undefined);
  const settings = useQuery({
    queryKey: ['session', 'settings', vendorId],
    queryFn: async () => {
      // A change of an earlier page the service never confirmed is being sent again as this read
      // goes (use-settings-sync). The read may answer with the copy from before that save, and
      // after the save's confirmation has cleared the mark: whether the mark was there when the
      // read began is what says this browser's copy wins.
      const unsavedWhenRead = hasUnsavedSettings(vendorId!);
      return {
        settings: await loadOrCreateUserSettings(vendorId!, { ...copy!, isLogged: true }),
        unsavedWhenRead,
      };
    },
    // Once per page load, even with a copy restored from this browser: another device may have
    // changed the settings since (read once, the query is kept until sign-out).
    enabled: vendorId !== undefined && copy !== undefined,
    // Until the settings are read nothing is saved, so the call is retried (backing off to 30 s)
    // for as long as it takes; the trader hears of it once (trading-core §8 text).
    retry: true,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, SETTINGS_RETRY_MAX_MS),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (settings.data === undefined || vendorId === undefined) return;
    const local = useSettingsStore.getState();
    // The service's copy wins over this browser's, unless this browser's holds changes the service
    // never confirmed (use-settings-sync sends those again).
    if (local.isOnDatabase && (settings.data.unsavedWhenRead || hasUnsavedSettings(vendorId))) return;
    local.load(settings.data.settings, true);
  }, [settings.data, vendorId]);
  const settingsFailures = settings.failureCount;
  useEffect(() => {
    if (settingsFailures === 2)
      notify('error', i18next.t('session.serversUnreachable'), { id: 'settings-unreachable' });
  }, [settingsFailures]);

  // Premium gates features (auto options, the recent-markets bar); applied once the settings are
  // loaded, so losing premium clears the auto options of the stored settings, not the defaults.
  // The same query the account page and the licence display read (lib/premium): an upgrade or a
  // confirmed e-mail there updates the gate here.
  const isPremium = usePremiumRecord({ enabled: isOnDatabase }).data?.isPremium;
  useEffect(() => {
    if (isPremium !== undefined) useSettingsStore.getState().setPremium(isPremium);
  }, [isPremium]);

  return { ready: token !== undefined && user !== undefined };
}
