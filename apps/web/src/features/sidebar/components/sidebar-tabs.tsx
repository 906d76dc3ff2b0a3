// trading-core §2 "Right-hand sidebar": the General and This Market tabs on the design system's
// Tabs (arrow keys move between them). The choice is the persisted marketTabSelected (§3); This
// Market shows only on a market page, so off one the General tab is shown whatever is stored.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TABS, type MarketTab } from '@greenbook/trading';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { GeneralTab } from './general-tab';

const VALUES: Record<string, MarketTab> = {
  general: MARKET_TABS.GENERAL,
  thisMarket: MARKET_TABS.THIS_MARKET,
};

export function SidebarTabs({ thisMarket }: { readonly thisMarket?: ReactNode }) {
  const { t } = useTranslation();
  const stored = useSetting('marketTabSelected');
  const selected = thisMarket !== undefined && stored === MARKET_TABS.THIS_MARKET ? 'thisMarket' : 'general';
  const choose = (value: string) => {
    const tab = VALUES[value];
    if (tab !== undefined) useSettingsStore.getState().update({ marketTabSelected: tab });
  };
  return (
    <Tabs value={selected} onValueChange={choose}>
      <TabList aria-label={t('general.tabs')}>
        <Tab value="general">{t('general.title')}</Tab>
        {thisMarket !== undefined && <Tab value="thisMarket">{t('general.thisMarket')}</Tab>}
      </TabList>
      <TabPanel value="general">
        <GeneralTab />
      </TabPanel>
      {thisMarket !== undefined && <TabPanel value="thisMarket">{thisMarket}</TabPanel>}
    </Tabs>
  );
}
