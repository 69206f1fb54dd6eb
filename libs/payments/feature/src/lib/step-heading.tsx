import { Typography } from 'antd';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

interface StepHeadingProps {
  children: ReactNode;
  /** Inside antd's Result, the heading takes the result title's size and colour. */
  inResult?: boolean;
}

const stepStyle: CSSProperties = { fontSize: 20, margin: 0 };
const resultStyle: CSSProperties = {
  fontSize: 'inherit',
  lineHeight: 'inherit',
  color: 'inherit',
  margin: 0,
};

/**
 * The heading of what the payment shows next (a gateway's step, the payment's outcome). Focus moves to it when it
 * appears, so a keyboard or screen reader user is taken on with the payment instead of left on the page's body,
 * and hears where they are. Focusable by script only, like the page's own heading.
 */
export function StepHeading({ children, inResult = false }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Typography.Title
      ref={heading}
      level={2}
      tabIndex={-1}
      className="focus-target"
      style={inResult ? resultStyle : stepStyle}
    >
      {children}
    </Typography.Title>
  );
}
