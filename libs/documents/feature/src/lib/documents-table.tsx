import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useDownloadDocumentMutation, type StudentDocument } from '@portal/documents/data-access';
import { saveUrl } from '@portal/documents';
import { DataTable, useMessages } from '@portal/ui';
import { StatusTag, ApiText } from '@portal/ui-light';
import { formatDate, isoToday } from '@portal/util';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A blob: URL lives until revoked; an opened tab has read it long before this. */
const REVOKE_AFTER_MS = 60_000;

const isExpired = (document: StudentDocument, today: string = isoToday()): boolean =>
  document.expires_at !== null && document.expires_at < today;

export function DocumentsTable({ documents, label }: { documents: StudentDocument[]; label?: string }) {
  const { t } = useTranslation('documents');
  const [message, messageHolder] = useMessages();
  const [download] = useDownloadDocumentMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const typeLabel = (type: string) => t(`types.${type}`, { defaultValue: type.replace(/_/g, ' ') });

  /** Fetches the file with the session's token; the tab for "Open" is opened at the click, so no pop-up blocker stops it. */
  const fetchFile = async (document: StudentDocument, mode: 'open' | 'download') => {
    const tab = mode === 'open' ? window.open('', '_blank') : null;
    setBusy(`${mode}:${document.id}`);
    const result = await download({ url: document.url });
    setBusy(null);
    if (!('data' in result) || !result.data) {
      tab?.close();
      void message.error(t('fileFailed'));
      return;
    }
    const blobUrl = result.data;
    // A blocked pop-up (no tab) still gets the file: it is saved instead of shown.
    if (mode === 'open' && tab) {
      tab.opener = null;
      tab.location.href = blobUrl;
    } else {
      saveUrl(blobUrl, document.file_name);
    }
    setTimeout(() => URL.revokeObjectURL(blobUrl), REVOKE_AFTER_MS);
  };

  const columns: TableColumnsType<StudentDocument> = [
    {
      key: 'title',
      title: t('columns.title'),
      dataIndex: 'title',
      render: (title: string) => <ApiText>{title}</ApiText>,
    },
    { key: 'date', title: t('columns.date'), render: (_value, document) => formatDate(document.issued_at) },
    { key: 'type', title: t('columns.type'), render: (_value, document) => typeLabel(document.type) },
    {
      key: 'validity',
      title: t('columns.validity'),
      render: (_value, document) =>
        document.expires_at === null ? (
          t('noExpiry')
        ) : (
          <Flex gap={8} align="center" wrap>
            {formatDate(document.expires_at)}
            {isExpired(document) ? <StatusTag label={t('expired')} tone="error" /> : null}
          </Flex>
        ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_value, document) => (
        <Flex gap={8} wrap>
          <Button
            icon={<EyeOutlined />}
            aria-label={t('openLabel', { title: document.title })}
            loading={busy === `open:${document.id}`}
            onClick={() => void fetchFile(document, 'open')}
          >
            {t('open')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            aria-label={t('downloadLabel', { title: document.title })}
            loading={busy === `download:${document.id}`}
            onClick={() => void fetchFile(document, 'download')}
          >
            {t('download')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      {messageHolder}
      <DataTable
        rowKey="id"
        label={label}
        columns={columns}
        dataSource={documents}
        pagination={documents.length > 10 ? { pageSize: 10 } : false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
