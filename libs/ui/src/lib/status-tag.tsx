import { Tag } from 'antd';

export type StatusTone = 'success' | 'warning' | 'error' | 'processing' | 'default';

interface StatusTagProps {
  label: string;
  tone: StatusTone;
}

/** A status as a coloured tag; the label carries the meaning, the colour only repeats it. */
export function StatusTag({ label, tone }: StatusTagProps) {
  return (
    <Tag color={tone} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
