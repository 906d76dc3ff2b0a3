// The sidebar feature: its tabs (General, This Market) (trading-core §2 "Right-hand sidebar").
export { ThisMarketTab, type ThisMarketTabProps } from './components/this-market-tab';
export { AllScheduledAutoBets, type AllScheduledAutoBetsProps } from './components/all-scheduled-auto-bets';
export { SidebarTabs } from './components/sidebar-tabs';
