// The full details of a racing runner on demand: the compact line is the trigger of a popover
// (Radix: Enter or Space opens it, Escape closes it, focus returns to the line).
import * as RadixPopover from '@radix-ui/react-popover';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalContainer } from '@/components/ui/portal-container';
import overlay from '@/components/ui/overlay.module.css';
import type { RacingRunner } from '@/lib/racing/runner-metadata';
import { RunnerDetailsPanel } from './runner-details-panel';
import styles from './racing.module.css';

export interface RunnerDetailsPopoverProps {
  readonly runner: RacingRunner;
  readonly runnerName: string;
  readonly greyhounds: boolean;
  /** The trigger's accessible name. */
  readonly label: string;
  /** What the trigger shows. */
  readonly children: ReactNode;
  /** Set when the inert stand-in this replaces left with the focus: the trigger takes it on mount. */
  readonly focusFromStandInRef?: RefObject<boolean>;
}

export function RunnerDetailsPopover({
  runner,
  runnerName,
  greyhounds,
  label,
  children,
  focusFromStandInRef,
}: RunnerDetailsPopoverProps) {
  const { t } = useTranslation();
  const portalContainer = usePortalContainer();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusFromStandInRef?.current !== true) return;
    focusFromStandInRef.current = false;
    // Only while the focus is still nowhere: the trader may have moved on while the chunk loaded.
    const focused = document.activeElement;
    if (focused === null || focused === document.body) trigger.current?.focus();
  }, [focusFromStandInRef]);
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger ref={trigger} type="button" className={styles.trigger} aria-label={label}>
        {children}
      </RadixPopover.Trigger>
      <RadixPopover.Portal container={portalContainer}>
        <RadixPopover.Content
          className={`${overlay.panel} ${overlay.popover} ${styles.popover}`}
          sideOffset={4}
          collisionPadding={8}
          align="start"
          aria-label={t('racing.panelLabel', { runner: runnerName })}
        >
          <RunnerDetailsPanel runner={runner} runnerName={runnerName} greyhounds={greyhounds} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
