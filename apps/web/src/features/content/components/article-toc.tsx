import { UnorderedListOutlined } from '@ant-design/icons';
import { Anchor, Collapse } from 'antd';
import type { AnchorLinkItemProps } from 'antd/es/anchor/Anchor';
import { useTranslation } from 'react-i18next';
import type { TTocItem } from '../../../components/markdown/heading-ids';

// The site header is sticky and 64 px tall; anchors land just below it.
const HEADER_OFFSET = 80;

/** `###` headings nest under the `##` before them. */
function toAnchorItems(items: TTocItem[]): AnchorLinkItemProps[] {
  const result: AnchorLinkItemProps[] = [];
  for (const item of items) {
    const link: AnchorLinkItemProps = { key: item.id, href: `#${item.id}`, title: item.text };
    const parent = result[result.length - 1];
    if (item.level === 3 && parent) parent.children = [...(parent.children ?? []), link];
    else result.push(link);
  }
  return result;
}

/** The table of contents: a sticky side column on a desktop, a collapsed panel above the text on a phone. */
export function ArticleToc({ items, isPhone }: { items: TTocItem[]; isPhone: boolean }) {
  const { t } = useTranslation('content');
  if (items.length === 0) return null;
  const anchor = <Anchor affix={false} replace targetOffset={HEADER_OFFSET} items={toAnchorItems(items)} />;
  if (isPhone) {
    return (
      <Collapse
        className="sf-article-toc is-phone"
        data-testid="article-toc"
        size="small"
        items={[
          {
            key: 'toc',
            label: (
              <span>
                <UnorderedListOutlined /> {t('article.toc')}
              </span>
            ),
            children: anchor,
          },
        ]}
      />
    );
  }
  return (
    <nav className="sf-article-toc" data-testid="article-toc" aria-label={t('article.toc')}>
      <div className="sf-article-toc-title">{t('article.toc')}</div>
      {anchor}
    </nav>
  );
}
