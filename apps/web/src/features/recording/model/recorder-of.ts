// The live exchange's market recorder, made and attached on first use (the Record control's chunk),
// with what watches it wherever the trader is: a toast when a recording reaches its size limit,
// and the browser's "leave this page?" question while any recording would be lost by a reload or
// a closed tab (recordings live in this page's memory only).
import i18next from 'i18next';
import type { LiveExchange } from '@/lib/stream/live-exchange';
import { MarketRecorder } from '@/lib/stream/market-recorder';
import { notify } from '@/lib/toasts/notify';
import { formatSize, recordingTexts } from '../texts/use-recording-texts';

export function recorderOf(live: LiveExchange): MarketRecorder {
  const attached = live.recorder;
  if (attached !== undefined) return attached;
  const recorder = new MarketRecorder();
  live.attachRecorder(recorder);
  watchRecordings(recorder);
  return recorder;
}

const askBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();

function watchRecordings(recorder: MarketRecorder): void {
  const toldFull = new Set<string>();
  recorder.onChange(() => {
    const recordings = recorder.recordings;
    if (recordings.length > 0) window.addEventListener('beforeunload', askBeforeLeaving);
    else window.removeEventListener('beforeunload', askBeforeLeaving);
    for (const marketId of toldFull)
      if (!recordings.some((recording) => recording.marketId === marketId)) toldFull.delete(marketId);
    for (const recording of recordings) {
      if (!recording.full || toldFull.has(recording.marketId)) continue;
      toldFull.add(recording.marketId);
      const texts = recordingTexts(i18next.resolvedLanguage ?? i18next.language);
      const limit = formatSize(recorder.size(recording.marketId).limit, i18next.language);
      notify('warning', texts.fullToast(recording.about.name, limit), { persistent: true });
    }
  });
}
