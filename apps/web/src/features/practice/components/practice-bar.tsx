// The practice bar (issue 21 §1): under the header on every page while this tab is in practice
// mode, so the trader always sees that the money is not real and controls the replay from the
// market screen itself: play or pause, speed, position (seek), restart, the report and leaving.
// Seeking and restarting rebuild the practice exchange, so the page loads again on the new run.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChartLine, LogOut, Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Select } from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { followReplay } from '@/lib/clock/market-clock';
import { enterPracticeMode, leavePracticeMode } from '@/lib/practice/practice-mode';
import { notify } from '@/lib/toasts/notify';
import {
  controlPractice,
  getPracticeState,
  PRACTICE_SPEEDS,
  type PracticeControl,
} from '../api/practice-api';
import { formatRecordedTime } from '../model/practice-format';
import { usePracticeTexts } from '../model/texts';
import styles from './practice.module.css';

export const PRACTICE_STATE_KEY = ['practice', 'state'] as const;

export function PracticeBar({ sessionId }: { readonly sessionId: string }) {
  const texts = usePracticeTexts();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: PRACTICE_STATE_KEY, queryFn: getPracticeState, refetchInterval: 1000 });
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const session = state.data;
  const gone = state.isSuccess && (session === undefined || session.sessionId !== sessionId);
  // The run this page was loaded on: a seek or restart from elsewhere (another tab) makes a new one.
  const loadedRun = useRef<number | undefined>(undefined);
  const runNumber = session?.runNumber;
  useEffect(() => {
    if (runNumber === undefined) return;
    loadedRun.current ??= runNumber;
    if (loadedRun.current !== runNumber) enterPracticeMode(sessionId, window.location.pathname);
  }, [runNumber, sessionId]);

  // The market screen reads its status label (going live, DELAY) against the replay's position.
  useEffect(() => {
    if (session === undefined) return;
    const rate = session.playing && session.speed !== 'max' ? session.speed : 0;
    followReplay({ at: session.position.at, rate, readAt: Date.now() });
  }, [session]);
  useEffect(() => () => followReplay(undefined), []);

  useEffect(() => {
    if (!gone) return;
    notify('info', texts.ended);
    leavePracticeMode('/practice');
  }, [gone, texts.ended]);

  if (session === undefined || gone) return null;

  const send = (control: PracticeControl) => {
    void controlPractice(control)
      .then((next) => {
        // A new run is a new exchange: load the page afresh on it (lib/practice/practice-mode.ts).
        if (next.runNumber !== session.runNumber) enterPracticeMode(next.sessionId, window.location.pathname);
        else queryClient.setQueryData(PRACTICE_STATE_KEY, next);
      })
      .catch((error: unknown) => notify('error', error instanceof Error ? error.message : texts.failed));
  };
  const { from, to, at, finished } = session.position;
  const shown = dragged ?? at;
  return (
    <section className={styles.bar} aria-label={texts.barLabel}>
      <Badge tone="warning">{texts.badge}</Badge>
      <span className={styles.barName} title={`${session.eventName} — ${session.marketName}`}>
        {session.eventName} — {session.marketName}
      </span>
      <IconButton
        label={session.playing ? texts.pause : texts.play}
        icon={session.playing ? Pause : Play}
        onClick={() => send({ action: session.playing ? 'pause' : 'play' })}
        disabled={finished}
      />
      <Select
        label={texts.speed}
        hideLabel
        size="compact"
        value={String(session.speed)}
        options={PRACTICE_SPEEDS.map((speed) => ({
          value: speed,
          label: speed === 'max' ? texts.speedMax : `${speed}×`,
        }))}
        onValueChange={(value) =>
          send({ action: 'speed', speed: value === 'max' ? 'max' : (Number(value) as 1 | 2 | 5 | 10) })
        }
      />
      <div className={styles.position}>
        <div className={styles.positionSlider}>
          <Slider
            label={texts.position}
            value={shown}
            min={from}
            max={to}
            step={1000}
            onValueChange={setDragged}
            onValueCommit={(value) => {
              setDragged(undefined);
              send({ action: 'seek', at: value });
            }}
          />
        </div>
        <span className={styles.time} aria-live="off">
          {finished ? texts.finished : formatRecordedTime(shown)}
        </span>
      </div>
      <IconButton label={texts.restart} icon={RotateCcw} onClick={() => send({ action: 'restart' })} />
      <Link to="/practice" className={buttonClassName('ghost')}>
        <ChartLine aria-hidden="true" size={18} /> {texts.report}
      </Link>
      <button
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => leavePracticeMode('/practice')}
      >
        <LogOut aria-hidden="true" size={18} /> {texts.leave}
      </button>
    </section>
  );
}
