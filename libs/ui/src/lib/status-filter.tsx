import { Segmented } from 'antd';

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
}

/** A status filter as radio buttons: arrow keys move between them, and each has a readable name. */
export function StatusFilter<S extends string>({
  options,
  allLabel,
  label,
  name,
  value,
  onChange,
}: StatusFilterProps<S>) {
  return (
    // Five options do not fit 360 px; the row scrolls rather than squeezing the labels.
    <div style={{ overflowX: 'auto', maxWidth: '100%', paddingBottom: 4 }}>
      <Segmented<string>
        aria-label={label}
        name={name}
        options={[{ value: ALL, label: allLabel }, ...options]}
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? null : (next as S))}
      />
    </div>
  );
}
