import './ui.css';
import type { AriaRole, CSSProperties, ReactNode } from 'react';

export interface StackProps {
  /** A column instead of a row. */
  vertical?: boolean;
  /** Pixels between the items. */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** A `span` inside a line of text (a link's icon and label), a `ul` for a list. */
  component?: 'div' | 'span' | 'ul';
  style?: CSSProperties;
  role?: AriaRole;
  'aria-live'?: 'polite' | 'assertive' | 'off';
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * Items in a row or a column with a gap: antd's Flex as static CSS (ui.css), without its run-time style hooks, for
 * what every page's first screen repeats dozens of times (the dashboard's sections, the header, the page states).
 */
export function Stack({
  vertical,
  gap,
  align,
  justify,
  wrap,
  component = 'div',
  style,
  children,
  ...aria
}: StackProps) {
  const Component = component;
  return (
    <Component
      {...aria}
      className={vertical ? 'ui-stack ui-stack-vertical' : 'ui-stack'}
      style={{
        gap,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
        ...style,
      }}
    >
      {children}
    </Component>
  );
}
