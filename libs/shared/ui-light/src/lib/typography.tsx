import './ui.css';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

type Tone = 'secondary' | 'danger' | 'success' | 'warning';

const joined = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level (h1 to h5) and its size. */
  level?: 1 | 2 | 3 | 4 | 5;
}

/** A heading in antd Typography's look (size by level, heading colour), static CSS (ui.css). */
export function Title({ level = 1, className, ...props }: TitleProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={joined('ui-title', `ui-title-${level}`, className)} />;
}

export interface TextProps {
  type?: Tone;
  strong?: boolean;
  /** One line, cut with an ellipsis when it does not fit. */
  ellipsis?: boolean;
  className?: string;
  style?: CSSProperties;
  id?: string;
  /** `auto` for text from the API, which takes its direction from its own letters. */
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
  children?: ReactNode;
}

/** Inline text: secondary, danger, success or warning colour, optionally bold. */
export function Text({ type, strong, ellipsis, className, ...props }: TextProps) {
  const classes = joined(
    type && `ui-text-${type}`,
    strong && 'ui-text-strong',
    ellipsis && 'ui-text-ellipsis',
    className,
  );
  return <span {...props} className={classes || undefined} />;
}

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  type?: Tone;
}

/** A paragraph with the space below it that antd's Paragraph has. */
export function Paragraph({ type, className, ...props }: ParagraphProps) {
  return <p {...props} className={joined('ui-paragraph', type && `ui-text-${type}`, className)} />;
}
