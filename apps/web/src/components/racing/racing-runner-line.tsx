// trading-core §2 'Horse racing (7) has runner details panels': the compact line under a runner's
// name on the grid and the ladder (silk, cloth number, jockey, or the trainer for a greyhound),
// a button that opens the full details. On a racing market the line's height is held from the
// first paint, before the catalogue has come, so the prices below never move when it fills in.
import { lazy, Suspense, useContext, useLayoutEffect, useRef, type RefObject, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RacingRunnersContext } from '@/lib/racing/racing-runners-context';
import { isRacingEventType } from '@/lib/racing/runner-metadata';
import { useMarketSelector } from '@/lib/stream/use-live';
import { ContainedDisplay } from '@/components/ui/contained-display';
import { RunnerSummary } from './runner-summary';
import styles from './racing.module.css';

// The details panel (Radix popover, the form table) is only needed on racing markets: its own chunk.
const RunnerDetailsPopover = lazy(async () => ({
  default: (await import('./runner-details-popover')).RunnerDetailsPopover,
}));

export interface RacingRunnerLineProps {
  readonly marketId: string;
  readonly runnerKey: string;
  readonly runnerName: string;
  /** Extra class of the line (its place in the grid's cell or under the ladder's header). */
  readonly className?: string | undefined;
}

export function RacingRunnerLine({ marketId, runnerKey, runnerName, className }: RacingRunnerLineProps) {
  const { t } = useTranslation();
  const { greyhounds, runners } = useContext(RacingRunnersContext);
  const racingStream = useMarketSelector(marketId, (market) =>
    isRacingEventType(market?.definition?.eventTypeId),
  );
  const runner = runners.get(runnerKey);
  const standInHadFocus = useRef(false);
  if (!racingStream && runner === undefined) return null;
  const visible = [runner?.clothNumber, runner?.jockey ?? runner?.trainer].filter(Boolean).join(' ');
  const label =
    visible === ''
      ? t('racing.openDetailsPlain', { runner: runnerName })
      : t('racing.openDetails', { visible, runner: runnerName });
  return (
    <div className={[styles.line, className].filter(Boolean).join(' ')} data-racing-runner={runnerKey}>
      {runner !== undefined && (
        <ContainedDisplay resetKey={runnerKey}>
          <Suspense
            fallback={
              <StandInTrigger label={label} hadFocusRef={standInHadFocus}>
                <RunnerSummary runner={runner} />
              </StandInTrigger>
            }
          >
            <RunnerDetailsPopover
              runner={runner}
              runnerName={runnerName}
              greyhounds={greyhounds}
              label={label}
              focusFromStandInRef={standInHadFocus}
            >
              <RunnerSummary runner={runner} />
            </RunnerDetailsPopover>
          </Suspense>
        </ContainedDisplay>
      )}
    </div>
  );
}

interface StandInTriggerProps {
  readonly label: string;
  /** Set when the stand-in goes with the focus on it, for the live trigger to take it. */
  readonly hadFocusRef: RefObject<boolean>;
  readonly children: ReactNode;
}

/**
 * Until the panel's chunk is in, the same line drawn inert: nothing moves when it swaps, and a
 * keyboard user who had tabbed to it keeps the focus on the live trigger (else it would fall to the
 * page's body when this button leaves).
 */
function StandInTrigger({ label, hadFocusRef, children }: StandInTriggerProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    // Runs as React removes the stand-in, before the button leaves the document.
    return () => {
      hadFocusRef.current = element !== null && element === document.activeElement;
    };
  }, [hadFocusRef]);
  return (
    <button ref={button} type="button" className={styles.trigger} aria-label={label} aria-disabled="true">
      {children}
    </button>
  );
}
