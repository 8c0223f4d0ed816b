import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { TMenuRule, TRulePreview } from '@storefront/shared';
import { Card, Empty, Menu, type MenuProps, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleIcon } from '../../../../components/rule-icon';
import { navItemsOfRules, userMenuRules } from '../../../../lib/rule-nav';

type TMenuItems = NonNullable<MenuProps['items']>;

/** Whose view the preview shows: a member without a store, a member running one, a visitor. */
const VIEWERS = ['member', 'storeOwner', 'guest'] as const;
type TViewer = (typeof VIEWERS)[number];

/** The member centre's side menu as the site draws it: directories holding their tabs, links and iframes. */
function menuItems(rules: TMenuRule[]): TMenuItems {
  return rules.map((rule) =>
    rule.children.length
      ? {
          key: String(rule.id),
          label: rule.title,
          icon: <RuleIcon name={rule.icon} />,
          children: menuItems(rule.children),
        }
      : { key: String(rule.id), label: rule.title, icon: <RuleIcon name={rule.icon} /> },
  );
}

/** The header and the member centre as a member or a visitor sees them with the rules saved now. */
export function RulesPreview({
  preview,
  isLoading,
}: {
  preview: TRulePreview | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation('console-rules');
  const [who, setWho] = useState<TViewer>('member');
  const seen = preview ? (who === 'guest' ? { ...preview.guest, menus: [] } : preview[who]) : undefined;
  const rules = seen?.rules ?? [];
  const headNav = preview ? [...preview.headNav, ...navItemsOfRules(rules)] : [];
  const userMenu = userMenuRules(rules);
  const menus = seen?.menus ?? [];
  const isMember = who !== 'guest';

  return (
    <Card
      size="small"
      title={t('preview.title')}
      className="sf-rules-preview"
      data-testid="rules-preview"
      extra={
        <Segmented
          size="small"
          value={who}
          onChange={(value) => setWho(VIEWERS.find((viewer) => viewer === value) ?? 'member')}
          options={VIEWERS.map((viewer) => ({ value: viewer, label: t(`preview.${viewer}`) }))}
        />
      }
    >
      {isLoading || !preview ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} className="sf-rules-preview-body">
          <div>
            <Typography.Text type="secondary">{t('preview.header')}</Typography.Text>
            <div className="sf-rules-preview-header" data-testid="preview-head-nav">
              {headNav.map((item) => (
                <span key={`${item.title}-${item.url}`} className="sf-rules-preview-link" title={item.url}>
                  {item.title}
                </span>
              ))}
              {isMember ? (
                <span className="sf-rules-preview-user">
                  <UserOutlined /> {t('preview.member')} <DownOutlined />
                </span>
              ) : null}
            </div>
          </div>
          {isMember ? (
            <>
              <div>
                <Typography.Text type="secondary">{t('preview.userMenu')}</Typography.Text>
                <div className="sf-rules-preview-tags" data-testid="preview-user-menu">
                  {userMenu.length ? (
                    userMenu.map((rule) => (
                      <Tag key={rule.id} icon={<RuleIcon name={rule.icon} />}>
                        {rule.title}
                      </Tag>
                    ))
                  ) : (
                    <Typography.Text type="secondary">{t('preview.none')}</Typography.Text>
                  )}
                </div>
              </div>
              <div>
                <Typography.Text type="secondary">{t('preview.memberMenu')}</Typography.Text>
                {menus.length ? (
                  <Menu
                    mode="inline"
                    selectable={false}
                    defaultOpenKeys={menus.map((rule) => String(rule.id))}
                    items={menuItems(menus)}
                    className="sf-rules-preview-menu"
                    data-testid="preview-member-menu"
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('preview.none')} />
                )}
              </div>
            </>
          ) : (
            <Typography.Text type="secondary">{t('preview.guestNote')}</Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
