import { CONSOLE_API, type TContentAdminDetail } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../../components/status-result/status-result';
import { FormDrawer } from '../../components/form-drawer';
import { callConsole } from '../../lib/call-console';
import { ArticleForm, type TArticleValues } from './article-form';

/** What the editor opens: a version to edit, a version to translate into the other language, or a new one. */
export type TEditorTarget = { id?: number; translationOf?: number };

const NEW_ARTICLE: TArticleValues = {
  type: 'instructions',
  lang: 'zh-cn',
  name: '',
  title: '',
  summary: '',
  markdown: '',
  weigh: 0,
  status: 'enable',
  extra: '',
};

/** The values the form starts with: the version itself, its translation's starting point, or blanks. */
function initialValues(target: TEditorTarget, source: TContentAdminDetail | undefined): TArticleValues {
  if (!source) return NEW_ARTICLE;
  const { type, lang, name, title, summary, markdown, weigh, status, extra } = source;
  const values = { type, lang, name, title, summary, markdown, weigh, status, extra };
  return target.translationOf ? { ...values, lang: lang === 'en' ? 'zh-cn' : 'en' } : values;
}

/** The article editor: loads the version it is about, then shows the form in a wide panel. */
export function ArticleEditor(props: { target: TEditorTarget; onClose: () => void; onSaved: () => void }) {
  const { target, onClose, onSaved } = props;
  const { t } = useTranslation(['console-content', 'console']);
  const sourceId = target.id ?? target.translationOf;
  const source = useQuery({
    queryKey: ['console', 'content', sourceId],
    queryFn: () => callConsole(CONSOLE_API.content.detail, { query: { id: sourceId ?? 0 } }),
    enabled: sourceId !== undefined,
    gcTime: 0,
  });
  const isLoading = sourceId !== undefined && !source.data;
  const title = target.id ? t('edit') : target.translationOf ? t('translate') : t('add');

  if (isLoading) {
    return (
      <FormDrawer
        title={title}
        open
        busy={false}
        isDirty={false}
        onClose={onClose}
        onSave={() => undefined}
        testId="article-editor"
        width={1200}
      >
        {source.isError ? (
          <StatusResult
            status="warning"
            title={t('editor.loadFailed')}
            extra={<Button onClick={() => void source.refetch()}>{t('console:table.retry')}</Button>}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 12 }} />
        )}
      </FormDrawer>
    );
  }
  return (
    <ArticleForm
      title={title}
      id={target.id}
      initial={initialValues(target, source.data)}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
