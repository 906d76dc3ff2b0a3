// trading-core §2 This Market tab: the live stream panel shows for premium users only (§6), and
// only when the market's broadcasts offer live video or a data visualisation. The broadcasts come
// from the title bar's own scoresAndBroadcast query (same key: one poll for both).
import { useSettingsStore } from '@/lib/storage/settings-store';
import { useEventBroadcasts } from '../api/get-event-broadcasts';

export function useLiveStreamOffered(eventId: string): boolean {
  const isPremium = useSettingsStore((state) => state.isPremium);
  const broadcasts = useEventBroadcasts(eventId).data;
  return isPremium && broadcasts !== undefined && (broadcasts.liveVideo || broadcasts.dataVisualization);
}
