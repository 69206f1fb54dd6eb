import './ui.css';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LightButton } from './light-button';
import { Stack } from './stack';
import { useShownChoice } from './use-shown-choice';

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
 * A status filter above what it filters. The statuses are native radio buttons in antd Segmented's look (static
 * CSS, ui.css): the arrow keys move between them, each has a readable name, and a click re-renders a few labels,
 * not a component that builds its styles at run time. The choice shows in the click's own frame, and `onChange`
 * comes after that frame (useShownChoice), so what it starts never delays the click's answer (issue 15).
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
  const [shown, choose] = useShownChoice(value, onChange);
  const current = shown ?? ALL;
  return (
    <Stack vertical gap={16}>
      {/* Five options do not fit 360 px; the row scrolls rather than squeezing the labels. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%', paddingBottom: 4 }}>
        <div role="radiogroup" aria-label={label} className="ui-segmented">
          {[{ value: ALL, label: allLabel }, ...options].map((option) => (
            <label
              key={option.value}
              className={option.value === current ? 'ui-segment ui-segment-selected' : 'ui-segment'}
            >
              <input
                type="radio"
                className="ui-segment-input"
                name={name}
                value={option.value}
                checked={option.value === current}
                onChange={() => choose(option.value === ALL ? null : (option.value as S))}
              />
              <span className="ui-segment-label">{option.label}</span>
            </label>
          ))}
        </div>
      </div>
      {matches === 0 ? (
        <EmptyState title={noMatch}>
          <LightButton onClick={() => onChange(null)}>{clearLabel}</LightButton>
        </EmptyState>
      ) : (
        children
      )}
    </Stack>
  );
}
