import { Button, Flex, Radio } from 'antd';
import { startTransition, useOptimistic, type ReactNode } from 'react';
import { EmptyState } from '@portal/ui-light';

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
  onChange: (status: S | null) => void | Promise<void>;
  /** How many rows the filter leaves: with none, `noMatch` shows instead, with `clearLabel` back to all. */
  matches: number;
  noMatch: ReactNode;
  clearLabel: ReactNode;
  /** What `clearLabel`'s button does when something else than the status narrowed the rows (a search); default: all statuses. */
  onClear?: () => void;
  /** What is filtered. */
  children: ReactNode;
}

/**
 * A status filter above what it filters, on a feature page (antd's kit): antd's radio buttons, native radios, so the
 * arrow keys move between them and each has a readable name; on a phone they take a second row rather than hiding
 * behind a scroll. A controlled component: the radios show `value`, and a choice shows at once (React's
 * `useOptimistic`) while the owner's answer (the address, the rows) renders in a transition, so it never delays the
 * click's frame; if the owner keeps its own value, the radios show that again.
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
  onClear,
  children,
}: StatusFilterProps<S>) {
  const [shown, show] = useOptimistic<string>(value ?? ALL);
  // An owner whose answer is asynchronous (returns a promise) keeps the choice shown until it has answered.
  const choose = (next: string) =>
    startTransition(async () => {
      show(next);
      await onChange(next === ALL ? null : (next as S));
    });
  return (
    <Flex vertical gap={16}>
      <div>
        <Radio.Group
          aria-label={label}
          name={name}
          optionType="button"
          buttonStyle="solid"
          className="ui-status-filter"
          options={[{ value: ALL, label: allLabel }, ...options]}
          value={shown}
          onChange={(event) => choose(event.target.value as string)}
        />
      </div>
      {matches === 0 ? (
        <EmptyState title={noMatch}>
          <Button onClick={onClear ?? (() => onChange(null))}>{clearLabel}</Button>
        </EmptyState>
      ) : (
        children
      )}
    </Flex>
  );
}
