// account-and-product §2 "Shell when logged in: shows nothing until the user's locale is known":
// reads the identity and the settings after the sign-in, keeps the settings saved, follows a
// logout in another tab, and only then shows the signed-in screens.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import { useSettingsSync } from '../hooks/use-settings-sync';
import { useSignOutFromOtherTabs } from '../hooks/use-sign-out-from-other-tabs';

export function SessionGate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const { ready } = useSessionBootstrap();
  useSettingsSync();
  useSignOutFromOtherTabs();
  if (!ready)
    return (
      <p role="status" aria-live="polite" style={{ padding: 24 }}>
        {t('session.loading')}
      </p>
    );
  return children;
}
