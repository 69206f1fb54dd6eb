import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Notice } from './notice';
import { PageHeader } from './page-header';
import { Stack } from './stack';
import { Paragraph } from './typography';

interface NotFoundStateProps {
  /** Defaults to "Not found". */
  title?: string;
  /** What was not found and what to do, in the feature's words. */
  text: string;
  /** What did not happen because of it (e.g. that nothing was charged); with it, the text shows as an error. */
  detail?: string;
  backTo: string;
  backLabel: string;
}

/** "Not found" for a bad or unknown id in the path (or a link that cannot be used), with the way back. */
export function NotFoundState({ title, text, detail, backTo, backLabel }: NotFoundStateProps) {
  const { t } = useTranslation('common');
  const back = <Link to={backTo}>{backLabel}</Link>;
  return (
    <>
      <PageHeader title={title ?? t('notFoundTitle')} />
      {detail ? (
        <Stack vertical gap={16} align="flex-start">
          <Notice type="error" role="alert" title={text} description={detail} />
          {back}
        </Stack>
      ) : (
        <>
          <Paragraph>{text}</Paragraph>
          {back}
        </>
      )}
    </>
  );
}
