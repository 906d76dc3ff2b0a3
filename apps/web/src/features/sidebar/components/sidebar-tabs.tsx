// trading-core §2 "Right-hand sidebar": the General, This Market and Sports List tabs on the
// design system's Tabs (arrow keys move between them; a touch swipe on the content moves to the
// next or previous tab). The choice is the persisted marketTabSelected (§3). This Market shows
// only on a market page, and opening a market page switches to it; off one, a stored This Market
// shows General.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TABS, type MarketTab } from '@greenbook/trading';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { useSwipe, type SwipeDirection } from '../hooks/use-swipe';
import { GeneralTab } from './general-tab';
import { SportsList } from './sports-list/sports-list';
import styles from './this-market.module.css';
import { ReceiptDialogGate } from './execution-receipts/receipt-gates';

type TabName = 'general' | 'thisMarket' | 'sportsList';

const STORED: Record<TabName, MarketTab> = {
  general: MARKET_TABS.GENERAL,
  thisMarket: MARKET_TABS.THIS_MARKET,
  sportsList: MARKET_TABS.SPORTS_LIST,
};

const choose = (tab: MarketTab) => {
  if (useSettingsStore.getState().settings.marketTabSelected !== tab) {
    useSettingsStore.getState().update({ marketTabSelected: tab });
  }
};

function shownTab(stored: MarketTab, onMarketPage: boolean): TabName {
  if (stored === MARKET_TABS.SPORTS_LIST) return 'sportsList';
  return stored === MARKET_TABS.THIS_MARKET && onMarketPage ? 'thisMarket' : 'general';
}

export interface SidebarTabsProps {
  /** The market page's market; opening another one switches to This Market. */
  readonly marketId?: string;
  /** The This Market tab's content, on a market page only. */
  readonly thisMarket?: ReactNode;
}

export function SidebarTabs({ marketId, thisMarket }: SidebarTabsProps) {
  const { t } = useTranslation();
  const onMarketPage = thisMarket !== undefined;
  const tabs: TabName[] = onMarketPage ? ['general', 'thisMarket', 'sportsList'] : ['general', 'sportsList'];
  const selected = shownTab(useSetting('marketTabSelected'), onMarketPage);
  useEffect(() => {
    if (marketId !== undefined) choose(MARKET_TABS.THIS_MARKET);
  }, [marketId]);
  const swipe = useSwipe((direction: SwipeDirection) => {
    const next = tabs[tabs.indexOf(selected) + (direction === 'next' ? 1 : -1)];
    if (next !== undefined) choose(STORED[next]);
  });
  return (
    <Tabs value={selected} onValueChange={(value) => value in STORED && choose(STORED[value as TabName])}>
      <TabList aria-label={t('general.tabs')}>
        <Tab value="general">{t('general.title')}</Tab>
        {onMarketPage && <Tab value="thisMarket">{t('general.thisMarket')}</Tab>}
        <Tab value="sportsList">{t('sportsList.tab')}</Tab>
      </TabList>
      <div className={styles['swipeArea']} {...swipe}>
        <TabPanel value="general">
          <GeneralTab />
        </TabPanel>
        {onMarketPage && <TabPanel value="thisMarket">{thisMarket}</TabPanel>}
        <TabPanel value="sportsList">
          <SportsList />
        </TabPanel>
      </div>
      <ReceiptDialogGate />
    </Tabs>
  );
}
