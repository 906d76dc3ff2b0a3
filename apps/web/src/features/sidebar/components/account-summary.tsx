// trading-core §2 General tab "account container": the user's name and balance, which
// account-and-product §3 defines as available minus exposure, in the account's currency. The
// sign-in copy is shown at once; getAccountFunds refreshes it every 30 s while the tab is open.
// Below them the licence, the same display as the account page's (account-and-product §2).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LicenceDisplay } from '@/components/account/licence-display';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';
import { useSetting } from '@/lib/storage/settings-store';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

const FUNDS_REFRESH_MS = 30_000;

/** Exchange amounts have two decimals; cents keep the subtraction exact. */
function balanceOf(available: number, exposure: number): number {
  return (Math.round(available * 100) - Math.round(exposure * 100)) / 100;
}

export function AccountSummary() {
  const { t, i18n } = useTranslation();
  const user = useSetting('loggedUser');
  const client = useOptionalExchangeClient();
  const funds = useQuery({
    queryKey: ['sidebar', 'account-funds', user.vendorId],
    queryFn: () => client!.api.account('getAccountFunds', {}),
    enabled: client !== undefined,
    refetchInterval: FUNDS_REFRESH_MS,
  });
  const available = funds.data?.availableToBetBalance ?? user.available;
  const exposure = funds.data?.exposure ?? user.exposure;
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: user.currencyCode });
  return (
    <SidebarContainer tab="general" name="account" title={t('general.account')}>
      <p className={styles['accountName']}>{user.name}</p>
      <p>
        {t('general.balance')} <strong>{money.format(balanceOf(available, exposure))}</strong>
      </p>
      <LicenceDisplay />
    </SidebarContainer>
  );
}
