// A modal dialog on Radix Dialog (focus trapped, Escape closes, focus returns to the trigger),
// titled, with its actions in a row at the bottom. Root, Trigger and Close are Radix's.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';
import { usePortalContainer } from './portal-container';

export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  /** 'wide' for a picture (the User Guide's image viewer): up to the viewport, not 420 px. */
  readonly size?: 'default' | 'wide';
}

export function DialogContent({
  title,
  description,
  actions,
  children,
  size = 'default',
}: DialogContentProps) {
  const portalContainer = usePortalContainer();
  return (
    <RadixDialog.Portal container={portalContainer}>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={size === 'wide' ? `${styles.content} ${styles.wide}` : styles.content}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
        {description !== undefined && (
          <RadixDialog.Description className={styles.text}>{description}</RadixDialog.Description>
        )}
        {children}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
