import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { LANGUAGES, type TContentAdminRow } from '@storefront/shared';
import type { TableProps } from 'antd';
import { Button, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { TimeCell } from '../../components/time-cell';
import { publicPath } from './content-links';

const TYPE_COLORS = { instructions: 'blue', guide: 'green', example: 'purple', doc: 'gold' } as const;

export interface TContentRowActions {
  onEdit: (id: number) => void;
  onTranslate: (row: TContentAdminRow) => void;
  onStatus: (row: TContentAdminRow, enabled: boolean) => void;
  onDelete: (row: TContentAdminRow) => void;
}

/** The row's language, and its article's other version: open it, or add it from this one. */
function VersionLinks(props: { row: TContentAdminRow; t: TFunction; actions: TContentRowActions }) {
  const { row, t, actions } = props;
  return (
    <Space size={4}>
      <Tag color="processing">{t(`lang.${row.lang}`)}</Tag>
      {LANGUAGES.filter((lang) => lang !== row.lang).map((lang) => {
        const version = row.versions.find((one) => one.lang === lang);
        return version ? (
          <Tooltip key={lang} title={t('version.open', { lang: t(`lang.${lang}`) })}>
            <Button size="small" type="text" onClick={() => actions.onEdit(version.id)}>
              {t(`lang.${lang}`)}
            </Button>
          </Tooltip>
        ) : (
          <Tooltip key={lang} title={t('version.add', { lang: t(`lang.${lang}`) })}>
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => actions.onTranslate(row)}
              data-testid={`content-translate-${row.id}`}
            >
              {t(`lang.${lang}`)}
            </Button>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** The articles table's columns: one row per language version. */
export function contentColumns(
  t: TFunction,
  actions: TContentRowActions,
  isPhone: boolean,
): NonNullable<TableProps<TContentAdminRow>['columns']> {
  return [
    {
      key: 'number',
      dataIndex: 'number',
      title: t('field.number'),
      sorter: true,
      width: 72,
      responsive: ['md'],
    },
    {
      key: 'title',
      title: t('field.title'),
      render: (_value, row) => (
        <div className="sf-content-title">
          <button type="button" className="sf-content-title-link" onClick={() => actions.onEdit(row.id)}>
            {row.title}
          </button>
          <Typography.Text type="secondary" className="sf-content-name">
            {row.name}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'type',
      dataIndex: 'type',
      responsive: ['md'],
      title: t('field.type'),
      render: (type: TContentAdminRow['type']) => <Tag color={TYPE_COLORS[type]}>{t(`type.${type}`)}</Tag>,
    },
    {
      key: 'lang',
      title: t('field.lang'),
      render: (_value, row) => <VersionLinks row={row} t={t} actions={actions} />,
    },
    {
      key: 'weigh',
      dataIndex: 'weigh',
      title: t('field.weigh'),
      sorter: true,
      align: 'right',
      responsive: ['lg'],
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('field.status'),
      render: (status: TContentAdminRow['status'], row) => (
        <Switch
          size="small"
          checked={status === 'enable'}
          aria-label={t('field.status')}
          onChange={(checked) => actions.onStatus(row, checked)}
          data-testid={`content-status-${row.id}`}
        />
      ),
    },
    {
      key: 'update_time',
      dataIndex: 'update_time',
      responsive: ['md'],
      title: t('console:field.updateTime'),
      sorter: true,
      render: (value: number) => <TimeCell value={value} />,
    },
    {
      key: 'actions',
      title: t('console:table.actions'),
      // On a phone a pinned column would take half the screen; the row scrolls to it instead.
      fixed: isPhone ? undefined : 'right',
      render: (_value, row) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => actions.onEdit(row.id)} data-testid={`content-edit-${row.id}`}>
            {t('console:action.edit')}
          </Button>
          <Button
            type="link"
            href={publicPath(row)}
            target="_blank"
            rel="noopener"
            icon={<ExportOutlined />}
            aria-label={t('action.open')}
            title={t('action.open')}
          />
          <Popconfirm title={t('console:action.confirmDelete')} onConfirm={() => actions.onDelete(row)}>
            <Button type="link" danger>
              {t('console:action.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
