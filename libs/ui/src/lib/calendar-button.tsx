import { CalendarOutlined } from '@ant-design/icons';
import { loadFileMakers, saveFile, type CalendarEntry } from '@portal/documents';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightButton, type LightButtonProps } from './light-button';

interface CalendarButtonProps {
  /** The entry the file holds, asked for at the click (the file makers load then, not with the page). */
  entry: () => CalendarEntry;
  /** The file's name without ".ics". */
  fileName: string;
  /** Says what is added when the button's text alone does not (several on a page). */
  label?: string;
  size?: LightButtonProps['size'];
}

/** "Add to calendar": an .ics file of one entry (an invoice's due date, an event, a booking) for any calendar app. */
export function CalendarButton({ entry, fileName, label, size }: CalendarButtonProps) {
  const { t } = useTranslation('common');
  // Said beside the button (antd's message would cost every page showing the button its chunk).
  const [failed, setFailed] = useState(false);
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
