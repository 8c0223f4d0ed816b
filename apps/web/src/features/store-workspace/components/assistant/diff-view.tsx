import type { TAssistantDiff, TFieldChange, TKnowledgeEntry } from '@storefront/shared';
import { Empty, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TValue = TFieldChange['draft'];

/** Editors get no values of the service's address, model or key: only that they change. */
const isHidden = (row: TFieldChange) => row.published === null && row.draft === null;

/** Settings whose values are codes, said in words: the provider, yes or no, whether there is a key. */
const WORDS: Partial<Record<TFieldChange['field'], (value: string | number) => string>> = {
  provider: (value) => `provider.${value}`,
  loginset: (value) => (Number(value) === 1 ? 'diff.yes' : 'diff.no'),
  api_key: (value) => `diff.key.${value}`,
};

/** A setting's value as text: codes in words, per-language values one line each, lists joined, nothing as a dash. */
function DiffValue({
  field,
  value,
  hidden,
}: {
  field: TFieldChange['field'];
  value: TValue;
  hidden: boolean;
}) {
  const { t } = useTranslation('store-workspace');
  if (hidden) return <Typography.Text type="secondary">{t('diff.hidden')}</Typography.Text>;
  if (value === null || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  const words = WORDS[field];
  if (typeof value !== 'object') {
    return <span className="sf-ws-diff-text">{words ? t(words(value)) : String(value)}</span>;
  }
  return (
    <div className="sf-ws-diff-langs">
      {Object.entries(value).map(([language, text]) => (
        <div key={language}>
          <Tag bordered={false}>{t(`language.${language}`, { defaultValue: language })}</Tag>
          <span className="sf-ws-diff-text">{Array.isArray(text) ? text.join(' · ') : text || '—'}</span>
        </div>
      ))}
    </div>
  );
}

function EntryLine({ entry }: { entry: TKnowledgeEntry }) {
  const { t } = useTranslation('store-workspace');
  return (
    <>
      <Tag bordered={false}>{t(`language.${entry.lang}`, { defaultValue: entry.lang })}</Tag>
      <strong>{entry.question}</strong>
      {entry.status === 'disable' ? <Tag>{t('knowledge.status.disable')}</Tag> : null}
      <div className="sf-ws-diff-answer">{entry.answer}</div>
    </>
  );
}

/** What changed in an entry kept by its question: the earlier answer, tags, weight and status where they differ. */
function EntryChanges({ published, draft }: { published: TKnowledgeEntry; draft: TKnowledgeEntry }) {
  const { t } = useTranslation('store-workspace');
  const changes = [
    published.answer !== draft.answer ? `${t('diff.was')} ${published.answer}` : '',
    published.tags !== draft.tags
      ? t('diff.tags', { from: published.tags || '—', to: draft.tags || '—' })
      : '',
    published.weigh !== draft.weigh ? t('diff.weigh', { from: published.weigh, to: draft.weigh }) : '',
    published.status !== draft.status
      ? t('diff.status', {
          from: t(`knowledge.status.${published.status}`),
          to: t(`knowledge.status.${draft.status}`),
        })
      : '',
  ].filter(Boolean);
  return (
    <>
      {changes.map((change) => (
        <div key={change} className="sf-ws-diff-was">
          {change}
        </div>
      ))}
    </>
  );
}

/** One kind of knowledge change: its count, the entries listed, and how many more there are. */
function KnowledgeSection(props: { kind: string; total: number; color: string; children: ReactNode[] }) {
  const { t } = useTranslation('store-workspace');
  const { kind, total, color, children } = props;
  if (total === 0) return null;
  return (
    <section className="sf-ws-diff-section" data-testid={`diff-knowledge-${kind}`}>
      <h4>
        <Tag color={color}>{t(`diff.knowledge.${kind}`)}</Tag> {total}
      </h4>
      <ul>{children}</ul>
      {total > children.length ? (
        <Typography.Text type="secondary">
          {t('diff.more', { count: total - children.length })}
        </Typography.Text>
      ) : null}
    </section>
  );
}

/** What publishing changes: the settings field by field (published → draft), and the knowledge entries. */
export function DiffView({ diff }: { diff: TAssistantDiff }) {
  const { t } = useTranslation('store-workspace');
  if (!diff.changed) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('diff.nothing')} data-testid="diff-empty" />
    );
  }
  const { added, changed, removed, unchanged } = diff.knowledge;
  return (
    <div className="sf-ws-diff" data-testid="assistant-diff">
      {diff.fields.length > 0 ? (
        <Table<TFieldChange>
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={diff.fields}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'field', title: t('diff.setting'), render: (_v, row) => t(`diff.field.${row.field}`) },
            {
              key: 'published',
              title: t('diff.published'),
              render: (_v, row) => (
                <DiffValue field={row.field} value={row.published} hidden={isHidden(row)} />
              ),
            },
            {
              key: 'draft',
              title: t('diff.draft'),
              render: (_v, row) => <DiffValue field={row.field} value={row.draft} hidden={isHidden(row)} />,
            },
          ]}
        />
      ) : null}
      <KnowledgeSection kind="added" total={added.total} color="green">
        {added.list.map((entry) => (
          <li key={`a${entry.id}`}>
            <EntryLine entry={entry} />
          </li>
        ))}
      </KnowledgeSection>
      <KnowledgeSection kind="changed" total={changed.total} color="blue">
        {changed.list.map(({ published, draft }) => (
          <li key={`c${draft.id}`}>
            <EntryLine entry={draft} />
            <EntryChanges published={published} draft={draft} />
          </li>
        ))}
      </KnowledgeSection>
      <KnowledgeSection kind="removed" total={removed.total} color="red">
        {removed.list.map((entry) => (
          <li key={`r${entry.id}`}>
            <EntryLine entry={entry} />
          </li>
        ))}
      </KnowledgeSection>
      <Typography.Text type="secondary">{t('diff.unchanged', { count: unchanged })}</Typography.Text>
    </div>
  );
}
