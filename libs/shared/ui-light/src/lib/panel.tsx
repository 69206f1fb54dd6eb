import './ui.css';
import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  /** The panel's heading line (usually a Title), with `extra` on its other side. */
  title?: ReactNode;
  extra?: ReactNode;
  /** 'small': the compact layout's tighter padding. */
  size?: 'small';
  /** Take the height of the grid cell it sits in, so a row of panels lines up. */
  fill?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A bordered surface for one thing on a page (a dashboard card): antd Card's look, static CSS (ui.css). */
export function Panel({ title, extra, size, fill, className, style, children }: PanelProps) {
  const classes = ['ui-panel', size === 'small' && 'ui-panel-small', fill && 'ui-panel-fill', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style}>
      {title || extra ? (
        <div className="ui-panel-head">
          <div className="ui-panel-title">{title}</div>
          {extra ? <div>{extra}</div> : null}
        </div>
      ) : null}
      <div className="ui-panel-body">{children}</div>
    </div>
  );
}

export interface TilesProps {
  /** 'halves': one column, two from 576 px. 'thirds': one column, two from 768 px, three from 1440 px. */
  layout: 'halves' | 'thirds';
  children: ReactNode;
}

/** Equal tiles in a CSS grid that follows the layout breakpoints (no antd Row/Col, no run-time styles). */
export function Tiles({ layout, children }: TilesProps) {
  return <div className={`ui-tiles ui-tiles-${layout}`}>{children}</div>;
}
