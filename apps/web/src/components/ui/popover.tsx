// A popover on Radix Popover: non-modal content anchored to its trigger (Escape or a click outside
// closes it, focus returns to the trigger). The trigger is any focusable element, e.g. a Button.
import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import styles from './overlay.module.css';
import { usePortalContainer } from './portal-container';

export interface PopoverProps {
  readonly trigger: ReactElement;
  /** Names the popover's dialog for screen readers. */
  readonly label: string;
  readonly children: ReactNode;
}

export function Popover({ trigger, label, children }: PopoverProps) {
  const portalContainer = usePortalContainer();
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={portalContainer}>
        <RadixPopover.Content
          className={[styles.panel, styles.popover].join(' ')}
          aria-label={label}
          sideOffset={4}
          collisionPadding={8}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
