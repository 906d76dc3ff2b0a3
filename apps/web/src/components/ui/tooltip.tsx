// A tooltip on Radix Tooltip: shown on hover and on keyboard focus, its text also describes the
// trigger for screen readers. It never carries the only name of a control (icon buttons have
// their own label). Every tooltip shares the app's one TooltipProvider (app/providers.tsx): one
// delay for the whole page, and moving from one control to the next shows the next tooltip at once
// instead of waiting the delay again.
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './overlay.module.css';
import { usePortalContainer } from './portal-container';

export function TooltipProvider({ children }: { readonly children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={400}>{children}</RadixTooltip.Provider>;
}

export function Tooltip({
  content,
  align = 'center',
  fixedSide = false,
  children,
}: {
  readonly content: ReactNode;
  /** Where it lines up with the trigger above it: centred, or from its left or right edge. */
  readonly align?: 'start' | 'center' | 'end';
  /**
   * Keep it above the trigger, where `align` puts it, even at the screen's edge (cut there)
   * instead of flipping or sliding it: for a trigger beside live prices, which a moved tooltip
   * could cover.
   */
  readonly fixedSide?: boolean;
  readonly children: ReactElement;
}) {
  const portalContainer = usePortalContainer();
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal container={portalContainer}>
        <RadixTooltip.Content
          className={styles.tooltip}
          side="top"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          avoidCollisions={!fixedSide}
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
