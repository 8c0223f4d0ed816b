import { BookOutlined } from '@ant-design/icons';
import type { TMessageSource } from '@storefront/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a knowledge entry of a store's draft is edited: My store's knowledge page, or the console's. */
export type TEntryHref = (source: TMessageSource & { draft_id: number }, storeId: number) => string;

/**
 * The knowledge entries an answer was given from, each a link to the draft entry the owner can edit; one the
 * draft no longer has (deleted since) is named without a link.
 */
export function MessageSources(props: {
  sources: readonly TMessageSource[];
  storeId: number;
  entryHref?: TEntryHref;
}) {
  const { sources, storeId, entryHref } = props;
  const { t } = useTranslation('store-workspace');
  if (sources.length === 0) return null;
  return (
    <div className="sf-ws-message-sources" data-testid="message-sources">
      <Typography.Text type="secondary">
        <BookOutlined /> {t('viewer.sources')}
      </Typography.Text>
      <ul>
        {sources.map((source) => (
          <li key={source.id} data-testid="message-source">
            {source.draft_id !== null && entryHref ? (
              <Link to={entryHref({ ...source, draft_id: source.draft_id }, storeId)}>{source.question}</Link>
            ) : (
              <Typography.Text>
                {source.question}
                {source.draft_id === null ? (
                  <Typography.Text type="secondary"> {t('viewer.sourceGone')}</Typography.Text>
                ) : null}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The address of a knowledge page showing one entry: searched for by its question, the entry named. */
export const knowledgeSearch = (source: TMessageSource & { draft_id: number }): string =>
  new URLSearchParams({ search: source.question, entry: String(source.draft_id) }).toString();
