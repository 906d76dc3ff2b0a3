// An icon-only button (lucide-react icon). The label is required: it is the button's accessible
// name and its hover title, so no icon button is ever nameless.
import type { LucideIcon } from 'lucide-react';
import { buttonClassName, type ButtonProps } from './button';
import styles from './button.module.css';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  readonly label: string;
  readonly icon: LucideIcon;
};

export function IconButton({
  label,
  icon: Icon,
  variant = 'ghost',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={buttonClassName(variant, [styles.icon, className].filter(Boolean).join(' '))}
      {...props}
    >
      <Icon aria-hidden="true" size={18} strokeWidth={2} />
    </button>
  );
}
