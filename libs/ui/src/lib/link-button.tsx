import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  icon?: ReactNode;
  children: ReactNode;
}

/** A link that looks like a button: a real <a href>, navigated by the router on a plain click. */
export function LinkButton({ to, type, size, icon, children }: LinkButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={type} size={size} icon={icon} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
