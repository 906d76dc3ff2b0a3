// A dropdown menu on Radix DropdownMenu: arrows move, Enter/Space choose, Escape closes, and
// focus returns to the trigger. The parts are Radix's, dressed in the design system's panel.
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Check, Dot } from 'lucide-react';
import type { ComponentProps } from 'react';
import styles from './overlay.module.css';
import { usePortalContainer } from './portal-container';

export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;
export const MenuRadioGroup = RadixMenu.RadioGroup;

export function MenuContent({ children, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  const portalContainer = usePortalContainer();
  return (
    <RadixMenu.Portal container={portalContainer}>
      <RadixMenu.Content className={styles.panel} sideOffset={4} collisionPadding={8} {...props}>
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function MenuItem(props: ComponentProps<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={styles.item} {...props} />;
}

export function MenuCheckboxItem({ children, ...props }: ComponentProps<typeof RadixMenu.CheckboxItem>) {
  return (
    <RadixMenu.CheckboxItem className={styles.item} {...props}>
      {children}
      <RadixMenu.ItemIndicator>
        <Check aria-hidden="true" size={14} />
      </RadixMenu.ItemIndicator>
    </RadixMenu.CheckboxItem>
  );
}

export function MenuRadioItem({ children, ...props }: ComponentProps<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem className={styles.item} {...props}>
      {children}
      <RadixMenu.ItemIndicator>
        <Dot aria-hidden="true" size={18} />
      </RadixMenu.ItemIndicator>
    </RadixMenu.RadioItem>
  );
}

export function MenuLabel(props: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={styles.label} {...props} />;
}

export function MenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}
