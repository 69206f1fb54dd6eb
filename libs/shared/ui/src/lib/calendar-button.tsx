import { CalendarOutlined } from '@ant-design/icons';
import { loadFileMakers, saveFile, type CalendarEntry } from '@portal/documents';
import { daysUntil } from '@portal/util';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightButton, type LightButtonProps } from '@portal/ui-light';

interface CalendarButtonProps {
  /** The entry the file holds, asked for at the click (the file makers load then, not with the page). */
  entry: () => CalendarEntry;
  /** The file's name without ".ics". */
  fileName: string;
  /**
   * When the entry is over: its last day (YYYY-MM-DD) or its end (ISO with its offset). Once that has passed the
   * button is not offered: a past date has no place in a calendar.
   */
  until: string;
  /** Says what is added when the button's text alone does not (several on a page). */
  label?: string;
  size?: LightButtonProps['size'];
}

/** Whether a day is before today (the API's days are UTC) or a moment before now. */
const isPast = (when: string, now = new Date()) =>
  when.length <= 10 ? (daysUntil(when, now) ?? 0) < 0 : Date.parse(when) < now.getTime();

/**
 * "Add to calendar": an .ics file of one entry (an invoice's due date, an event, a booking) for any calendar app;
 * nothing once the entry is over.
 */
export function CalendarButton({ entry, fileName, label, size, until }: CalendarButtonProps) {
  const { t } = useTranslation('common');
  // Said beside the button (antd's message would cost every page showing the button its chunk).
  const [failed, setFailed] = useState(false);
  if (isPast(until)) return null;
  const save = async () => {
    setFailed(false);
    try {
      const { makeCalendar } = await loadFileMakers();
      saveFile(makeCalendar([entry()]), `${fileName}.ics`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <LightButton
        size={size}
        icon={<CalendarOutlined />}
        aria-label={label ?? t('calendar.add')}
        onClick={() => void save()}
      >
        {t('calendar.add')}
      </LightButton>
      {failed ? (
        <Typography.Text type="danger" role="alert">
          {t('calendar.failed')}
        </Typography.Text>
      ) : null}
    </>
  );
}
