// The design system's button (apps/web/README.md "Design system"): one look for every action,
// in four variants. Radix triggers take it through asChild, so it passes its ref and props on.
import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ComponentProps<'button'> & { readonly variant?: ButtonVariant };

export function buttonClassName(variant: ButtonVariant = 'secondary', className?: string): string {
  return [styles.button, variant === 'secondary' ? '' : styles[variant], className ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
