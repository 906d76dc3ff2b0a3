// trading-core §2 This Market tab: the live stream panel, tabs 1 Watch Live, 2 Match View and
// 3 Match Stats (2 first), each an iframe of the exchange's video player keyed by the market id,
// as wide as the sidebar at an aspect of 1.78. Loaded on its own (this-market-tab.tsx) since only
// premium users on a broadcast event see it.
//
// The frame is sandboxed: scripts (Betfair's player runs them; the embedded exchange's pages need
// them allowed only for their meta refresh) and its own origin (the player keeps its state there;
// in sim mode that origin is this one, but its pages run no script, under a policy of their own),
// popups for the player's own links; no top navigation, no forms.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useFrameSize } from '../hooks/use-frame-size';
import {
  DEFAULT_LIVE_STREAM_TAB,
  isLiveStreamTab,
  LIVE_STREAM_TABS,
  liveStreamAddress,
  type LiveStreamTab,
} from '../model/live-stream-address';
import styles from './live-stream.module.css';

export const LIVE_STREAM_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

export interface LiveStreamPanelProps {
  readonly marketId: string;
  readonly marketName: string;
}

export function LiveStreamPanel({ marketId, marketName }: LiveStreamPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LiveStreamTab>(DEFAULT_LIVE_STREAM_TAB);
  const { ref, size } = useFrameSize();
  return (
    <Tabs value={tab} onValueChange={(value) => isLiveStreamTab(value) && setTab(value)}>
      <TabList aria-label={t('liveStream.views')}>
        {LIVE_STREAM_TABS.map((entry) => (
          <Tab key={entry.tab} value={entry.tab}>
            {t(entry.label)}
          </Tab>
        ))}
      </TabList>
      <div ref={ref} className={styles['frameBox']}>
        {LIVE_STREAM_TABS.map((entry) => {
          const address = liveStreamAddress(marketId, entry.tab);
          return (
            <TabPanel key={entry.tab} value={entry.tab} className={styles['panel']}>
              {address !== undefined && (
                <iframe
                  className={styles['frame']}
                  src={address}
                  title={t('liveStream.frameTitle', { view: t(entry.label), market: marketName })}
                  width={size.width}
                  height={size.height}
                  sandbox={LIVE_STREAM_SANDBOX}
                  allow="autoplay; fullscreen; encrypted-media"
                  referrerPolicy="no-referrer"
                />
              )}
            </TabPanel>
          );
        })}
      </div>
    </Tabs>
  );
}
