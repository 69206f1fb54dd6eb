import './ui.css';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LightButton } from './light-button';
import { Stack } from './stack';
import { useChoiceAfterPaint } from './use-choice-after-paint';

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
 * CSS, ui.css): the arrow keys move between them and each has a readable name. The radios are the browser's own
 * (uncontrolled): a click checks one and its label takes the chosen look from CSS (`:checked`), with no render in
 * the click's task. `onChange` comes after that frame has painted, so what it starts (the address, the rows) never
 * delays the click's answer (issue 15). When `value` changes from outside (the address, "Show all"), or the page
 * keeps its own, the radios follow `value` again on the next render.
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
  const group = useRef<HTMLDivElement>(null);
  const current = value ?? ALL;
  const { pending, choose } = useChoiceAfterPaint<string>((next) =>
    onChange(next === ALL ? null : (next as S)),
  );
  useLayoutEffect(() => {
    const shown = pending.current ?? current;
    for (const input of group.current?.querySelectorAll('input') ?? []) input.checked = input.value === shown;
  });
  useEffect(() => {
    const radios = group.current;
    if (!radios) return;
    // The radios' clicks stay with the browser: React answers a click on a radio it renders by rewriting the name,
    // type and value of every radio in the group (its controlled-radio restore, 2-4 ms of a click at CPU 4x), which
    // these uncontrolled radios do not need. Their `change` says what was chosen (pointer and arrow keys alike).
    const keepClick = (event: Event) => event.stopPropagation();
    const changed = (event: Event) => choose((event.target as HTMLInputElement).value);
    radios.addEventListener('click', keepClick);
    radios.addEventListener('change', changed);
    return () => {
      radios.removeEventListener('click', keepClick);
      radios.removeEventListener('change', changed);
    };
  }, [choose]);
  return (
    <Stack vertical gap={16}>
      {/* Five options do not fit 360 px: they wrap (ui.css), every label whole. */}
      <div>
        <div ref={group} role="radiogroup" aria-label={label} className="ui-segmented">
          {[{ value: ALL, label: allLabel }, ...options].map((option) => (
            <label key={option.value} className="ui-segment">
              <input
                type="radio"
                className="ui-segment-input"
                name={name}
                value={option.value}
                defaultChecked={option.value === current}
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
