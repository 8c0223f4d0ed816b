import { InboxOutlined } from '@ant-design/icons';
import {
  KNOWLEDGE_CSV_COLUMNS,
  KNOWLEDGE_IMPORT_MODES,
  KNOWLEDGE_LIMITS,
  type TImportProblem,
  type TKnowledgeImportResult,
} from '@storefront/shared';
import { Alert, Modal, Radio, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../../components/status-result/status-result';
import { useIsPhone } from '../../../../lib/use-media-query';
import { useSubmit } from '../../../../lib/use-submit';
import type { TImportMode, TKnowledgeClient } from '../../types';
import { DialogFooter } from '../dialog-footer';

type TPicked = { name: string; text: string };

/** The rows that failed and why, as the server listed them (all or nothing: none was imported). */
function Problems({ problems }: { problems: TImportProblem[] }) {
  const { t } = useTranslation('store-workspace');
  return (
    <>
      <Alert type="error" showIcon title={t('import.failed', { count: problems.length })} />
      <Table<TImportProblem>
        size="small"
        rowKey={(row) => `${row.row}-${row.field}-${row.message}`}
        pagination={false}
        scroll={{ y: 260 }}
        dataSource={problems}
        data-testid="import-problems"
        columns={[
          { key: 'row', dataIndex: 'row', title: t('import.row'), width: 72 },
          { key: 'field', dataIndex: 'field', title: t('import.field'), width: 110 },
          { key: 'message', dataIndex: 'message', title: t('import.reason') },
        ]}
      />
    </>
  );
}

/**
 * CSV import: pick a file (UTF-8, header row naming the columns), append it or replace the draft's entries
 * with it; the whole file goes in or nothing does, and each failed row is listed with its reason.
 */
export function ImportDialog(props: {
  client: TKnowledgeClient;
  onClose: () => void;
  onImported: () => void;
}) {
  const { client, onClose, onImported } = props;
  const { t } = useTranslation('store-workspace');
  const isPhone = useIsPhone();
  const [picked, setPicked] = useState<TPicked | null>(null);
  const [mode, setMode] = useState<TImportMode>('append');
  const [result, setResult] = useState<TKnowledgeImportResult | null>(null);
  const [readError, setReadError] = useState('');
  const { isBusy, run } = useSubmit();

  const pick = (file: File) => {
    setResult(null);
    setReadError('');
    setPicked(null);
    file.text().then(
      (text) =>
        text.length > KNOWLEDGE_LIMITS.importCharsMax
          ? setReadError(t('import.tooLarge'))
          : setPicked({ name: file.name, text }),
      () => setReadError(t('import.unreadable')),
    );
    return Upload.LIST_IGNORE;
  };

  const submit = () =>
    run(async () => {
      if (!picked) return;
      const answer = await client.importCsv(picked.text, mode);
      setResult(answer);
      if (answer.failed.length === 0) onImported();
    });

  const isDone = result !== null && result.failed.length === 0;
  return (
    <Modal
      open
      title={t('import.title')}
      width={isPhone ? '100%' : 680}
      onCancel={onClose}
      footer={
        isDone ? null : (
          <DialogFooter
            okText={t('import.submit')}
            isBusy={isBusy}
            isDisabled={!picked}
            onOk={() => void submit()}
            onCancel={onClose}
            testId="import"
          />
        )
      }
      destroyOnHidden
    >
      <div data-testid="import-dialog">
        {isDone ? (
          <StatusResult
            status="success"
            title={t('import.done', { count: result.imported })}
            subTitle={
              result.removed > 0 ? t('import.removed', { count: result.removed }) : t('import.publishHint')
            }
            data-testid="import-done"
          />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {t('import.help', { columns: KNOWLEDGE_CSV_COLUMNS.join(', ') })}
            </Typography.Paragraph>
            <Upload.Dragger
              accept=".csv,text/csv"
              multiple={false}
              showUploadList={false}
              beforeUpload={pick}
              data-testid="import-file"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{picked ? picked.name : t('import.pick')}</p>
            </Upload.Dragger>
            {readError ? <Alert type="error" showIcon title={readError} className="sf-ws-gap" /> : null}
            <Radio.Group
              className="sf-ws-gap"
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              options={KNOWLEDGE_IMPORT_MODES.map((value) => ({ value, label: t(`import.mode.${value}`) }))}
            />
            {result ? <Problems problems={result.failed} /> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
