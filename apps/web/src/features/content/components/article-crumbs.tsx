import type { TContentType } from '@storefront/shared';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LIST_OF: Record<TContentType, string> = {
  instructions: '/instructions',
  guide: '/instructions?type=guide',
  example: '/instructions?type=example',
  doc: '/',
};

/** Help centre › the article's list, above an article (documents go back home). */
export function ArticleCrumbs({ type }: { type: TContentType }) {
  const { t } = useTranslation('content');
  const items =
    type === 'doc'
      ? [{ key: 'home', title: <Link to="/">{t('crumbs.home')}</Link> }]
      : [
          { key: 'help', title: <Link to="/instructions">{t('help.title')}</Link> },
          { key: 'list', title: <Link to={LIST_OF[type]}>{t(`help.tab.${type}`)}</Link> },
        ];
  return <Breadcrumb className="sf-article-crumbs" items={items} />;
}
