// Issue 21 §1: the market toolbar's Record control. Idle, it starts recording the market from the
// live stream; recording, it shows how long and how much (the red dot is the indicator) and stops
// and saves the file when pressed; at the size limit it says Full and still saves what it has.
import { MarketRecording } from '@greenbook/betfair';
import { Circle, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toasts/notify';
import { useLiveExchange } from '@/lib/stream/use-live';
import type { MarketRecorder, RecordingStatus } from '@/lib/stream/market-recorder';
import { formatElapsed, formatSize, useRecordingTexts } from '../texts/use-recording-texts';
import { recorderOf } from '../model/recorder-of';
import { saveRecording } from '../model/save-recording';
import styles from './recording.module.css';

export interface RecordButtonProps {
  readonly marketId: string;
  readonly eventId: string;
  readonly marketName: string | undefined;
}

function useRecordingOf(recorder: MarketRecorder, marketId: string): RecordingStatus | undefined {
  return useSyncExternalStore(recorder.onChange, () =>
    recorder.recordings.find((recording) => recording.marketId === marketId),
  );
}

/** Re-renders once a second while `running` (the elapsed time and size shown). */
function useSecondTicks(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

export function RecordButton({ marketId, eventId, marketName }: RecordButtonProps) {
  const live = useLiveExchange();
  const texts = useRecordingTexts();
  const { i18n } = useTranslation();
  const recorder = useMemo(() => recorderOf(live), [live]);
  const status = useRecordingOf(recorder, marketId);
  const now = useSecondTicks(status !== undefined && !status.full);
  const name = marketName ?? marketId;

  // Leaving the market does not stop its recording (it stays subscribed): say so, and how to stop.
  const leaving = useRef({ texts, name });
  useEffect(() => {
    leaving.current = { texts, name };
  });
  useEffect(
    () => () => {
      if (recorder.recordings.some((recording) => recording.marketId === marketId))
        notify('info', leaving.current.texts.stillRecording(leaving.current.name));
    },
    [recorder, marketId],
  );

  if (status === undefined)
    return (
      <Button
        variant="ghost"
        className={styles.button}
        title={texts.recordLabel}
        aria-label={texts.recordLabel}
        data-testid="record-market"
        data-state="idle"
        onClick={() =>
          recorder.add(marketId, new MarketRecording([marketId], live.markets), { eventId, name })
        }
      >
        <Circle aria-hidden="true" size={14} />
        {texts.record}
      </Button>
    );

  const size = formatSize(recorder.size(marketId).size, i18n.language);
  const label = status.full
    ? texts.fullLabel(size)
    : texts.recordingLabel(formatElapsed(now - status.startedAt), size);
  const stop = () => {
    const recording = recorder.stop(marketId);
    if (recording !== undefined) void saveRecording(recording, status, texts);
  };
  return (
    <Button
      variant={status.full ? 'secondary' : 'danger'}
      className={`${styles.button} ${styles.recording}`}
      title={label}
      aria-label={label}
      data-testid="record-market"
      data-state={status.full ? 'full' : 'recording'}
      onClick={stop}
    >
      {status.full ? (
        <Square aria-hidden="true" size={14} />
      ) : (
        <Circle aria-hidden="true" size={14} className={styles.dot} />
      )}
      <span aria-hidden="true">
        {status.full ? texts.full : formatElapsed(now - status.startedAt)} · {size}
      </span>
    </Button>
  );
}
