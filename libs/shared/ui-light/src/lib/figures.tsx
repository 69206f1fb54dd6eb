import './ui.css';
import type { ReactNode } from 'react';

export interface StatisticProps {
  title: ReactNode;
  value: ReactNode;
  /** 'danger': the value in the error colour (e.g. overdue invoices). */
  tone?: 'danger';
}

/** One figure with its label (antd Statistic's look); a labelled group for screen readers. */
export function Statistic({ title, value, tone }: StatisticProps) {
  return (
    <div role="group" aria-label={typeof title === 'string' ? title : undefined}>
      <div className="ui-statistic-title">{title}</div>
      <div className={tone === 'danger' ? 'ui-statistic-value ui-text-danger' : 'ui-statistic-value'}>
        {value}
      </div>
    </div>
  );
}

export interface TermsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Label and value pairs as a description list (<dl>), one pair per line. */
export function Terms({ items }: { items: TermsItem[] }) {
  return (
    <dl className="ui-terms">
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
