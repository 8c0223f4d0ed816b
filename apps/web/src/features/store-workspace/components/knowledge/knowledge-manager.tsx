import {
  CheckCircleOutlined,
  CheckOutlined,
  DownloadOutlined,
  PlusOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  LANGUAGES,
  type TKnowledgeEntry,
  type TLanguage,
  type TStatus,
  timeFormat,
  ZShopKnowledgeListQuery,
} from '@storefront/shared';
import { Badge, Button, Select, Space, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BulkAction } from '../../../../components/selection-bar/bulk-action';
import { DeleteSelected } from '../../../../components/selection-bar/delete-selected';
import { useUndoableRemoval } from '../../../../components/undo/use-undoable-removal';
import { downloadCsv } from '../../../../lib/download-file';
import { showSuccess } from '../../../../lib/feedback';
import { useIsPhone } from '../../../../lib/use-media-query';
import { useSubmit } from '../../../../lib/use-submit';
import { useRefresh } from '../../hooks/use-refresh';
import type { TStoreWorkspaceClient } from '../../types';
import { WorkspaceTable } from '../workspace-table';
import { ChecksEditor } from './checks-editor';
import { ImportDialog } from './import-dialog';
import { KnowledgeForm } from './knowledge-form';

type TEditing = { entry?: TKnowledgeEntry } | null;

/**
 * The draft assistant's knowledge: search, add, edit, delete, and CSV export and import (they round-trip), and
 * the answer checks publishing is measured with. Visitors get the changes once the assistant is published.
 */
export function KnowledgeManager({ client }: { client: TStoreWorkspaceClient }) {
  const { t, i18n } = useTranslation('store-workspace');
  const refresh = useRefresh(client.queryKey);
  const [lang, setLang] = useState<TLanguage | undefined>();
  const [editing, setEditing] = useState<TEditing>(null);
  const [isImporting, setImporting] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const exporting = useSubmit();
  const isPhone = useIsPhone();
  const { knowledge } = client;
  // A conversation's answer links here with the entry it used: searched for, and marked in the list.
  const [params] = useSearchParams();
  const linkedId = Number(params.get('entry') ?? 0);

  const removal = useUndoableRemoval({ remove: knowledge.remove, onSettled: () => void refresh() });
  const statusAction = (status: TStatus, keys: Key[], clear: () => void) => (
    <BulkAction
      keys={keys}
      run={(ids) => knowledge.setStatus(ids, status)}
      confirm={t(
        status === 'disable' ? 'knowledge.confirmDisableSelected' : 'knowledge.confirmEnableSelected',
        {
          count: keys.length,
        },
      )}
      onDone={({ changed }) => {
        showSuccess(t('knowledge.statusChanged', { changed }));
        clear();
        void refresh();
      }}
      label={t(status === 'disable' ? 'knowledge.disableSelected' : 'knowledge.enableSelected')}
      icon={status === 'disable' ? <StopOutlined /> : <CheckOutlined />}
      testId={`knowledge-${status}-selected`}
    />
  );
  const bulkActions = (keys: Key[], clear: () => void) => (
    <>
      {statusAction('disable', keys, clear)}
      {statusAction('enable', keys, clear)}
      <DeleteSelected
        keys={keys}
        remove={knowledge.remove}
        confirm={t('knowledge.confirmDeleteSelected', { count: keys.length })}
        done={t('knowledge.deletedSelected', { count: keys.length })}
        onDone={(isDeleted) => {
          if (isDeleted) clear();
          void refresh();
        }}
        testId="knowledge-delete-selected"
      />
    </>
  );

  const toolbar = (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing({})}
        data-testid="knowledge-add"
      >
        {t('knowledge.add')}
      </Button>
      <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="knowledge-import">
        {t('knowledge.import')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting.isBusy}
        onClick={() => void exporting.run(async () => downloadCsv(await knowledge.exportCsv()))}
        data-testid="knowledge-export"
      >
        {t('knowledge.export')}
      </Button>
      <Button icon={<CheckCircleOutlined />} onClick={() => setChecking(true)} data-testid="knowledge-checks">
        {t('knowledge.checks')}
      </Button>
      <Select<TLanguage>
        allowClear
        className="sf-ws-filter"
        placeholder={t('knowledge.allLanguages')}
        value={lang}
        onChange={setLang}
        options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
        aria-label={t('knowledge.lang')}
      />
    </>
  );

  return (
    <>
      <WorkspaceTable
        queryKey={[...client.queryKey, 'knowledge', lang ?? '']}
        load={(query) => knowledge.list({ ...query, lang })}
        sortable={ZShopKnowledgeListQuery.shape.sort.unwrap().options}
        testId="knowledge-table"
        rowKey="id"
        initialSearch={params.get('search') ?? undefined}
        onRow={(row) => (row.id === linkedId ? { className: 'sf-ws-linked-row', 'aria-current': true } : {})}
        toolbar={toolbar}
        hiddenKeys={removal.hidden}
        bulkActions={bulkActions}
        searchPlaceholder={t('knowledge.search')}
        emptyText={t('knowledge.empty')}
        columns={[
          {
            key: 'question',
            title: t('knowledge.question'),
            render: (_value, row) => (
              <div className="sf-ws-qa">
                <Typography.Text strong data-testid="knowledge-row-question">
                  {row.question}
                </Typography.Text>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="sf-ws-qa-answer">
                  {row.answer}
                </Typography.Paragraph>
              </div>
            ),
          },
          {
            key: 'lang',
            dataIndex: 'lang',
            title: t('knowledge.lang'),
            responsive: ['sm'],
            render: (value: string) => (
              <Tag bordered={false}>{t(`language.${value}`, { defaultValue: value })}</Tag>
            ),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('knowledge.status'),
            render: (value: TStatus, row) => (
              <Badge
                status={value === 'enable' ? 'success' : 'default'}
                text={t(`knowledge.status.${value}`)}
                data-testid={`knowledge-status-${row.id}`}
              />
            ),
          },
          {
            key: 'tags',
            dataIndex: 'tags',
            title: t('knowledge.tags'),
            responsive: ['md'],
            render: (value: string) => value || '—',
          },
          {
            key: 'weigh',
            dataIndex: 'weigh',
            title: t('knowledge.weigh'),
            sorter: true,
            width: 90,
            responsive: ['md'],
          },
          {
            key: 'create_time',
            dataIndex: 'create_time',
            title: t('common.created'),
            sorter: true,
            responsive: ['lg'],
            render: (value: number) => timeFormat(value, 'yyyy-mm-dd hh:MM'),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: isPhone ? undefined : 'right',
            render: (_value, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  onClick={() => setEditing({ entry: row })}
                  data-testid={`knowledge-edit-${row.id}`}
                >
                  {t('action.edit')}
                </Button>
                <Button
                  type="link"
                  danger
                  onClick={() => removal.removeLater(row.id, `“${row.question}”`)}
                  data-testid={`knowledge-delete-${row.id}`}
                >
                  {t('action.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <KnowledgeForm
          title={t(editing.entry ? 'knowledge.edit' : 'knowledge.add')}
          initial={editing.entry ?? { lang: i18n.language === 'en' ? 'en' : 'zh-cn' }}
          save={(fields) =>
            editing.entry ? knowledge.edit({ ...fields, id: editing.entry.id }) : knowledge.add(fields)
          }
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      {isChecking ? <ChecksEditor client={client} onClose={() => setChecking(false)} /> : null}
      {isImporting ? (
        <ImportDialog
          client={knowledge}
          onClose={() => setImporting(false)}
          onImported={() => void refresh()}
        />
      ) : null}
    </>
  );
}
