import './ui.css';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types: `default` outlined, `primary` filled with the primary colour, `text` without a border. */
  variant?: 'default' | 'primary' | 'text';
  /** A round button for an icon alone (a carousel's arrows); the pill otherwise. */
  shape?: 'pill' | 'circle';
  /** antd's sizes: `small` 24 px high, `middle` 32 px (the default), `large` 40 px. */
  size?: 'small' | 'middle' | 'large';
  /** An icon before the text, or alone (then the button needs an `aria-label`). */
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * A native button with antd Button's looks (pill, primary, default, text, circle) as static CSS on the theme's
 * variables (ui.css), for what the first screen shows: the header's toggles and account button, the banner's arrows,
 * "Retry" and "Reload". antd's Button builds 23 KB of styles at run time and brings its wave effect and Space; the
 * panel's first screen does without them, and so does ui's CalendarButton, which shows on pages without
 * any other button (a booking). Forms and pages that load later keep antd's Button.
 */
export const LightButton = forwardRef<HTMLButtonElement, LightButtonProps>(function LightButton(
  { variant = 'default', shape = 'pill', size = 'middle', icon, children, className, ...props },
  ref,
) {
  const classes = ['ui-button', `ui-button-${variant}`];
  if (shape === 'circle') classes.push('ui-button-circle');
  if (size !== 'middle') classes.push(`ui-button-${size}`);
  if (icon && (children === undefined || children === null)) classes.push('ui-button-icon-only');
  if (className) classes.push(className);
  return (
    <button ref={ref} type="button" className={classes.join(' ')} {...props}>
      {icon ? (
        <span className="ui-button-icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
});
