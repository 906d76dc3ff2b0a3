// A tooltip on Radix Tooltip: shown on hover and on keyboard focus, its text also describes the
// trigger for screen readers. It never carries the only name of a control (icon buttons have
// their own label).
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './overlay.module.css';
import { usePortalContainer } from './portal-container';

export function Tooltip({
  content,
  children,
}: {
  readonly content: ReactNode;
  readonly children: ReactElement;
}) {
  const portalContainer = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={400}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={portalContainer}>
          <RadixTooltip.Content className={styles.tooltip} sideOffset={4} collisionPadding={8}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
