import { FileTextOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusResult } from '../../../components/status-result/status-result';
import { useContentList } from '../api/get-content-list';
import { HELP_PAGE_SIZE, type TContentListQuery } from '../lib/help-query';
import { articlePath } from '../types';

type TContentListProps = { query: TContentListQuery; onPage: (page: number) => void };

/** One page of articles of one type, with its loading, empty and error states. */
export function ContentList({ query, onPage }: TContentListProps) {
  const { t } = useTranslation('content');
  const list = useContentList({ ...query, limit: HELP_PAGE_SIZE });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="content-loading" />;
  if (list.isError) {
    return (
      <StatusResult
        status="warning"
        title={t('help.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { list: items, total } = list.data;
  if (items.length === 0) {
    return (
      <Empty
        data-testid="content-empty"
        description={query.keyword ? t('help.noMatch', { keyword: query.keyword }) : t('help.empty')}
      />
    );
  }
  return (
    <>
      <ul className="sf-content-list" data-testid="content-list" aria-busy={list.isPlaceholderData}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={articlePath(item.type, item.id, item.name)}
              className="sf-content-item"
              data-testid="content-item"
            >
              <FileTextOutlined className="sf-content-item-icon" />
              <span className="sf-content-item-body">
                <span className="sf-content-item-title">{item.title}</span>
                {item.summary ? <span className="sf-content-item-summary">{item.summary}</span> : null}
              </span>
              <RightOutlined className="sf-content-item-arrow" />
            </Link>
          </li>
        ))}
      </ul>
      {total > HELP_PAGE_SIZE ? (
        <Pagination
          className="sf-content-pagination"
          current={query.page}
          pageSize={HELP_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}
