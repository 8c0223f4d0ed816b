import { CONSOLE_API, type TContentAdminRow } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteSelected } from '../../../../components/selection-bar/delete-selected';
import { useIsPhone } from '../../../../lib/use-media-query';
import { ConsoleTable, useReloadConsoleList } from '../../components/console-table';
import { PageHead } from '../../components/page-head';
import { callConsole } from '../../lib/call-console';
import { ArticleEditor, type TEditorTarget } from './article-editor';
import { contentColumns } from './content-columns';
import { ContentFilters, useContentFilters } from './content-filters';
import './content.css';

/**
 * `/admin/content`: the help centre, guides, examples and documents, one row per language version; a change
 * shows on the public pages at once.
 */
export function ContentPage() {
  const { t } = useTranslation(['console-content', 'console']);
  const filters = useContentFilters();
  const isPhone = useIsPhone();
  const reload = useReloadConsoleList(CONSOLE_API.content.list);
  const [target, setTarget] = useState<TEditorTarget | null>(null);

  const quietly = async (call: Promise<unknown>) => {
    await call.catch(() => undefined);
    await reload();
  };
  const actions = {
    onEdit: (id: number) => setTarget({ id }),
    onTranslate: (row: TContentAdminRow) => setTarget({ translationOf: row.id }),
    onStatus: (row: TContentAdminRow, enabled: boolean) =>
      void quietly(
        callConsole(CONSOLE_API.content.status, {
          body: { id: row.id, status: enabled ? 'enable' : 'disable' },
          showSuccessMessage: true,
        }),
      ),
    onDelete: (row: TContentAdminRow) =>
      void quietly(
        callConsole(CONSOLE_API.content.del, { body: { ids: [row.id] }, showSuccessMessage: true }),
      ),
  };

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        add={{ label: t('add'), testId: 'content-add', onClick: () => setTarget({}) }}
      />
      <ConsoleTable
        endpoint={CONSOLE_API.content.list}
        testId="content-table"
        searchPlaceholder={t('search')}
        filters={filters}
        toolbar={<ContentFilters />}
        columns={contentColumns(t, actions, isPhone)}
        bulkActions={(keys, clear) => (
          <DeleteSelected
            keys={keys}
            remove={(ids) => callConsole(CONSOLE_API.content.del, { body: { ids } })}
            confirm={t('console:action.confirmDeleteSelected', { count: keys.length })}
            done={t('console:action.deletedSelected', { count: keys.length })}
            onDone={(isDeleted) => {
              if (isDeleted) clear();
              void reload();
            }}
            testId="content-delete-selected"
          />
        )}
      />
      {target ? (
        <ArticleEditor target={target} onClose={() => setTarget(null)} onSaved={() => void reload()} />
      ) : null}
    </>
  );
}
