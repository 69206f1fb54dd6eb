import './ui.css';
export type StatusTone = 'success' | 'warning' | 'error' | 'processing' | 'default';

interface StatusTagProps {
  label: string;
  tone: StatusTone;
}

/**
 * A status as a coloured tag; the label carries the meaning, the colour only repeats it. It looks like antd's Tag
 * (static CSS on the theme's variables in ui.css, light and dark) without its run-time styles: it shows on the
 * dashboard's first screen and in every list.
 */
export function StatusTag({ label, tone }: StatusTagProps) {
  // A label may be the API's own words (an offer's "20% off"): it takes its direction from its letters.
  return (
    <span className={`ui-tag ui-tag-${tone}`} dir="auto">
      {label}
    </span>
  );
}
