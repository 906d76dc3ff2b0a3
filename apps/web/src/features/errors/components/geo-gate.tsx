// account-and-product §4 "Blocking": the geo lookup decides; blocked visitors see only the blocked
// page (with the persistent toast naming the detected country); a failed lookup never blocks.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_BLOCKED_COUNTRIES, useGeo } from '@/lib/api/geo';
import { notify } from '@/lib/toasts/notify';
import { BlockedPage } from './blocked-page';

export function GeoGate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const geo = useGeo();
  const blocked = geo.data?.blocked === true;
  const country = geo.data?.countryCode3 ?? '';
  useEffect(() => {
    if (blocked)
      notify('error', t('errors.blockedToast', { country }), { persistent: true, id: 'blocked-country' });
  }, [blocked, country, t]);
  if (geo.isPending) return null;
  if (blocked) return <BlockedPage dummy={CLIENT_BLOCKED_COUNTRIES.includes(country)} />;
  return children;
}
