import { Button, Flex, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

const ALL = 'all';

interface StatusFilterProps<S extends string> {
  /** The statuses in the order shown, each with its label; "all" comes first. */
  options: ReadonlyArray<{ value: S; label: string }>;
  allLabel: string;
  /** The group's accessible name, e.g. "Filter by status". */
  label: string;
  name: string;
  /** null: all statuses. */
  value: S | null;
  onChange: (status: S | null) => void;
  /** How many rows the filter leaves: with none, `noMatch` shows instead, with `clearLabel` back to all. */
  matches: number;
  noMatch: ReactNode;
  clearLabel: ReactNode;
  /** What is filtered. */
  children: ReactNode;
}

/**
 * A status filter above what it filters. The statuses are radio buttons: arrow keys move between them,
 * and each has a readable name.
 */
export function StatusFilter<S extends string>({
  options,
  allLabel,
  label,
  name,
  value,
  onChange,
  matches,
  noMatch,
  clearLabel,
  children,
}: StatusFilterProps<S>) {
  return (
    <Flex vertical gap={16}>
      {/* Five options do not fit 360 px; the row scrolls rather than squeezing the labels. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%', paddingBottom: 4 }}>
        <Segmented<string>
          aria-label={label}
          name={name}
          options={[{ value: ALL, label: allLabel }, ...options]}
          value={value ?? ALL}
          onChange={(next) => onChange(next === ALL ? null : (next as S))}
        />
      </div>
      {matches === 0 ? (
        <EmptyState title={noMatch}>
          <Button onClick={() => onChange(null)}>{clearLabel}</Button>
        </EmptyState>
      ) : (
        children
      )}
    </Flex>
  );
}
