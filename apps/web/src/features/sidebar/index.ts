// The sidebar feature: the This Market tab (trading-core §2 "Right-hand sidebar").
export { ThisMarketTab, type ThisMarketTabProps } from './components/this-market-tab';
export { CollapsibleSidebar } from './components/collapsible-sidebar';
