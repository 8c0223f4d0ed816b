import { ExportOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Layout, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ConsoleMenu } from './console-menu';
import { OperatorMenu } from './operator-menu';

function Brand() {
  const { t } = useTranslation('console');
  return (
    <Link to="/admin" className="sf-console-brand" data-testid="console-brand">
      <span className="sf-console-brand-mark" aria-hidden>
        ◆
      </span>
      <span>{t('title')}</span>
    </Link>
  );
}

/** The console's frame: the area menu (a drawer below 992 px), the header with the operator, and the page. */
export function ConsoleLayout({ toolbar }: { toolbar: ReactNode }) {
  const { t } = useTranslation('console');
  const isNarrow = useMediaQuery('(max-width: 991.98px)');
  const [isCollapsed, setCollapsed] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout className="sf-console" data-testid="console-layout">
      {isNarrow ? (
        <Drawer
          placement="left"
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={260}
          title={<Brand />}
          className="sf-console-drawer"
        >
          <ConsoleMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={224}
          collapsed={isCollapsed}
          collapsedWidth={64}
          className="sf-console-sider"
          theme="light"
        >
          <Brand />
          <ConsoleMenu />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="sf-console-header">
          <Flex align="center" gap={8}>
            <Button
              type="text"
              aria-label={t('header.menu')}
              data-testid="console-menu-toggle"
              icon={isNarrow ? <MenuOutlined /> : isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => (isNarrow ? setDrawerOpen(true) : setCollapsed(!isCollapsed))}
            />
          </Flex>
          <Flex align="center" gap={4} className="sf-console-header-tools">
            <Tooltip title={t('header.site')}>
              <Button
                type="text"
                href="/"
                target="_blank"
                icon={<ExportOutlined />}
                aria-label={t('header.site')}
              />
            </Tooltip>
            {toolbar}
            <OperatorMenu />
          </Flex>
        </Layout.Header>
        <Layout.Content className="sf-console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
