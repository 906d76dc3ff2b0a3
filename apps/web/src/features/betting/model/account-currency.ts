// The account currency of the signed-in user, else the settings' copy of it (placement needs it
// for the stake rules of trading-core §5).
import { useSessionStore } from '@/lib/session/session-store';
import { useSettingsStore } from '@/lib/storage/settings-store';

export function accountCurrency(): string {
  return (
    useSessionStore.getState().user?.currencyCode ??
    useSettingsStore.getState().settings.loggedUser.currencyCode
  );
}
