// Tabs on Radix Tabs: arrows move between tabs, Tab goes into the panel. Thin wrappers that only
// add the design system's look.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import styles from './tabs.module.css';

export const Tabs = RadixTabs.Root;

export function TabList(props: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={styles.list} {...props} />;
}

export function Tab(props: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={styles.tab} {...props} />;
}

export function TabPanel(props: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={styles.panel} {...props} />;
}
