import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  icon?: ReactNode;
  block?: boolean;
  children: ReactNode;
}

/** A link that looks like a button: a real <a href>, navigated by the router on a plain click. */
export function LinkButton({ to, type, size, icon, block, children }: LinkButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={type} size={size} icon={icon} block={block} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
